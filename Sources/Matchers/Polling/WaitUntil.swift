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
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
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
    gate.finish(timeout: timeout, hint: MainQueue.hint(instead: "await waitUntil { done in … }"))
}

/// The `async` form of `waitUntil`: starts `action` and waits (without blocking the thread)
/// until it has called `done`, or fails with `Waited more than 1.0 second` after `timeout`,
/// even when `action` itself never returns.
///
/// ```swift
/// await waitUntil { done in
///     await store.refresh()
///     done()
/// }
/// ```
/// `action` runs in the caller's isolation (on the main actor when called from there), in a
/// task of its own so that the wait can end without it: after a timeout that task is
/// cancelled and left behind; once `done` is called, `waitUntil` returns when `action` does.
/// - Parameters:
///   - timeout: How long to wait for `done`; ``PollingDefaults/timeout`` by default.
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - isolation: The actor `action` runs on, the caller's by default.
///   - action: Starts the work, may suspend; calls `done` when it has finished.
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: @escaping (@escaping @Sendable () -> Void) async -> Void
) async {
    let gate = DoneGate(location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
    await gate.run(UncheckedAction(run: action), timeout: timeout)
}

/// The `async` form of `waitUntil` for a synchronous `action` (chosen in `async` code): runs
/// `action` at once, before it waits, as the synchronous form does, so that what `action` sets
/// up (a callback) is in place before other work on the caller's actor can run.
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

/// The user's `action`, carried into the task that runs it. Unchecked because that task is
/// isolated to the caller's actor (it captures `isolation`): the closure never leaves the
/// isolation it was written in. Without an actor, the caller is suspended in the wait while
/// the action runs; only after a timeout can the two overlap, as in Nimble.
private struct UncheckedAction: @unchecked Sendable {
    let run: (@escaping @Sendable () -> Void) async -> Void
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

    /// Runs `action` in a task isolated like the caller and waits for `done` or the timeout.
    func run(_ action: UncheckedAction, timeout: Duration, isolation: isolated (any Actor)? = #isolation) async {
        let done = self.done
        let task = Task { [isolation] in
            _ = isolation  // the capture makes the task run on the caller's actor
            await action.run(done)
        }
        await wait(timeout: timeout)
        if isDone {
            // As before this form raced a timer: the action's own code after `done()` (often
            // more expectations) finishes before `waitUntil` returns, not after the test.
            await task.value
        } else {
            task.cancel()
        }
    }

    func wait(timeout: Duration, isolation: isolated (any Actor)? = #isolation) async {
        let deadline = ContinuousClock.now + timeout
        while !isDone, ContinuousClock.now < deadline, !Task.isCancelled {
            try? await Task.sleep(for: min(.milliseconds(1), deadline - ContinuousClock.now))
        }
        finish(timeout: timeout)
    }

    func finish(timeout: Duration, hint: String = "") {
        guard !isDone else { return }
        reportFailure("Waited more than \(DoneGate.format(timeout))" + hint, location: location)
    }

    /// `1.0 second`, `0.5 seconds`, as Nimble words its timeout.
    static func format(_ duration: Duration) -> String {
        let seconds = Float(Poll.seconds(duration))
        return seconds == 1 ? "1.0 second" : "\(seconds) seconds"
    }
}
