#if canImport(Synchronization) && !canImport(Darwin)
import Synchronization
#else
import Foundation
#endif

/// Whether a process-wide outcome handler is installed, and whether any expectation recorder
/// (`gatherExpectations`, `withAssertionHandler`) is alive: every passing expectation asks, so the
/// answer takes no lock where the platform has atomics without an availability floor.
// One word: bit 0 is the handler, the rest counts live recorders (two per recorder), so that a
// pass with nothing to record it reads one atomic and not the task-local recorder.
enum ProcessWideHandlerFlag {
    #if canImport(Synchronization) && !canImport(Darwin)
    private static let value = Atomic<Int>(0)

    /// Whether a process-wide handler is installed.
    static var isSet: Bool { value.load(ordering: .acquiring) & 1 != 0 }

    /// Whether anything may record a pass: a process-wide handler, or a live recorder.
    static var mayRecordPasses: Bool { value.load(ordering: .acquiring) != 0 }

    static func set(_ isSet: Bool) {
        if isSet {
            value.bitwiseOr(1, ordering: .acquiringAndReleasing)
        } else {
            value.bitwiseAnd(~1, ordering: .acquiringAndReleasing)
        }
    }

    /// A recorder was created (`true`) or freed (`false`).
    static func count(recorderAlive: Bool) {
        value.add(recorderAlive ? 2 : -2, ordering: .acquiringAndReleasing)
    }
    #else
    // Apple platforms have `Atomic` from macOS 15 and iOS 18 on, above this package's floor.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = 0

    /// Whether a process-wide handler is installed.
    static var isSet: Bool { lock.withLock { value & 1 != 0 } }

    /// Whether anything may record a pass: a process-wide handler, or a live recorder.
    static var mayRecordPasses: Bool { lock.withLock { value != 0 } }

    static func set(_ isSet: Bool) { lock.withLock { value = isSet ? value | 1 : value & ~1 } }

    /// A recorder was created (`true`) or freed (`false`).
    static func count(recorderAlive: Bool) { lock.withLock { value += recorderAlive ? 2 : -2 } }
    #endif
}
