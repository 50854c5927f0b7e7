// Imports a double needs only on some platforms: the generated doubles import them under the
// same conditions (an unconditional `import AppKit` would not build on Linux).
#if os(macOS)
import AppKit
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

// @mockable
public protocol Printer {
    func print(_ text: String) -> Bool
}
