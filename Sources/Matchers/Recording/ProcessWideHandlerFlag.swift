#if canImport(Synchronization) && !canImport(Darwin)
import Synchronization
#else
import Foundation
#endif

/// Whether a process-wide outcome handler is installed: every passing expectation asks, so the
/// answer takes no lock where the platform has atomics without an availability floor.
enum ProcessWideHandlerFlag {
    #if canImport(Synchronization) && !canImport(Darwin)
    private static let value = Atomic<Bool>(false)

    static var isSet: Bool { value.load(ordering: .acquiring) }

    static func set(_ isSet: Bool) { value.store(isSet, ordering: .releasing) }
    #else
    // Apple platforms have `Atomic` from macOS 15 and iOS 18 on, above this package's floor.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = false

    static var isSet: Bool { lock.withLock { value } }

    static func set(_ isSet: Bool) { lock.withLock { value = isSet } }
    #endif
}
