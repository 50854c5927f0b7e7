import Foundation

/// A value that only one thread reaches at a time: the package's one lock type.
///
/// The state is reachable through `withLock` alone, so `@unchecked Sendable` holds for the state
/// itself; an object a body returns is shared past the lock, and must be safe to share on its own
/// terms. It is a class because a lock must not be copied; keep the body short, and never call
/// back into code that might take the same lock.
package final class Locked<State>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var state: State

    /// Keeps `state` behind a new lock.
    @inlinable
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the state while holding the lock, and returns what it returns.
    @inlinable
    package func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// Runs `body` on the state while holding the lock: the same, for a body that returns
    /// nothing and throws nothing, which a debug build calls without the generic result.
    @inlinable
    package func withLock(_ body: (inout State) -> Void) {
        lock.lock()
        body(&state)
        lock.unlock()
    }
}
