import Foundation

/// A value behind a lock: every recorder in this module keeps its state in one of these,
/// so a double can be called from any thread or task without losing calls.
///
/// `@unchecked Sendable` is sound because the state is only reachable through `withLock`.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
