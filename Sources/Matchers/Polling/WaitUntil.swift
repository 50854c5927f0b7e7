import Foundation

/// Runs `action` and waits, running the current thread's run loop, until it calls `done`;
/// fails with `Waited more than 1.0 second` when `done` is not called within `timeout`.
///
/// ```swift
/// waitUntil(timeout: .seconds(2)) { done in
///     client.fetch { _ in done() }
/// }
/// ```
/// `done` may be called from any thread; calling it twice is reported as a failure. In
/// `async` code use the `async` form (`await waitUntil { done in … }`).
/// - Parameters:
///   - timeout: How long to wait for `done`; ``PollingDefaults/timeout`` by default.
///   - action: Starts the work; calls `done` when it has finished.
@available(*, noasync, message: "in async code, write await waitUntil { done in … }")
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let gate = DoneGate(location: location)
    action(gate.done)
    let deadline = ContinuousClock.now + timeout
    while !gate.isDone, ContinuousClock.now < deadline {
        Poll.waitRunningRunLoop(for: min(.milliseconds(1), deadline - ContinuousClock.now))
    }
    gate.finish(timeout: timeout)
}

/// The `async` form of `waitUntil`: awaits `action`, then waits (without blocking the thread)
/// until it has called `done`.
///
/// ```swift
/// await waitUntil { done in
///     Task { await store.refresh(); done() }
/// }
/// ```
/// - Parameters:
///   - timeout: How long to wait for `done`; ``PollingDefaults/timeout`` by default.
///   - action: Starts the work, may suspend; calls `done` when it has finished.
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable () -> Void) async -> Void
) async {
    let gate = DoneGate(location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
    await action(gate.done)
    await gate.wait(timeout: timeout)
}

/// The `async` form of `waitUntil` for a synchronous `action` (chosen in `async` code).
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable () -> Void) -> Void
) async {
    let gate = DoneGate(location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
    action(gate.done)
    await gate.wait(timeout: timeout)
}

/// The `done` callback of one `waitUntil`: thread-safe, and loud when called twice.
private final class DoneGate: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private let location: SourceLocation

    init(location: SourceLocation) { self.location = location }

    var done: @Sendable () -> Void {
        { [self] in
            lock.lock()
            calls += 1
            let repeated = calls == 2
            lock.unlock()
            if repeated { reportFailure("waitUntil(...) expects its completion closure to be only called once", location: location) }
        }
    }

    var isDone: Bool {
        lock.lock()
        defer { lock.unlock() }
        return calls > 0
    }

    func wait(timeout: Duration, isolation: isolated (any Actor)? = #isolation) async {
        let deadline = ContinuousClock.now + timeout
        while !isDone, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: min(.milliseconds(1), deadline - ContinuousClock.now))
        }
        finish(timeout: timeout)
    }

    func finish(timeout: Duration) {
        guard !isDone else { return }
        reportFailure("Waited more than \(DoneGate.format(timeout))", location: location)
    }

    /// `1.0 second`, `0.5 seconds`, as Nimble words its timeout.
    static func format(_ duration: Duration) -> String {
        let seconds = Float(Poll.seconds(duration))
        return seconds == 1 ? "1.0 second" : "\(seconds) seconds"
    }
}
