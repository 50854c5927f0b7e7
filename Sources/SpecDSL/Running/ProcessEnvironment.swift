import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one environment variable of the test process (`SPECKIT_FILTER`, `SPECKIT_EXAMPLE_TIMEOUT`, …).
///
/// `ProcessInfo.processInfo.environment` copies the whole environment into a dictionary on each
/// call, and every spec class reads two variables; `getenv` reads the same environment, as it is
/// at the time of the call, without the copy.
enum ProcessEnvironment {
    static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
