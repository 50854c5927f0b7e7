import Foundation

/// The module's only mutable global state: the polling defaults, the stack of active
/// `gatherFailures` recorders and the process-wide outcome handler that Nimble's assignable
/// `NimbleAssertionHandler` needs. One lock protects them, so it is safe from any thread or task.
final class MatchersRegistry: @unchecked Sendable {
    /// The process-wide instance.
    static let shared = MatchersRegistry()

    private let lock = NSLock()
    private var timeout: Duration = .seconds(1)
    private var pollInterval: Duration = .milliseconds(10)
    private var recorders: [FailureRecorder] = []
    private var withoutTestHandler: (@Sendable (TestFailure) -> FailuresWithoutTest.Disposition)?
    private var outcomeHandler: (any OutcomeHandler)?

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The default `timeout:` of the polling expectations.
    var defaultTimeout: Duration {
        get { locked { timeout } }
        set { locked { timeout = newValue } }
    }

    /// The default `pollInterval:` of the polling expectations.
    var defaultPollInterval: Duration {
        get { locked { pollInterval } }
        set { locked { pollInterval = newValue } }
    }

    /// What takes the outcome of every expectation no task-local recorder takes, in place of the
    /// test runner (see `AssertionHandling.processWide`).
    var processWideHandler: (any OutcomeHandler)? {
        get { ProcessWideHandlerFlag.isSet ? locked { outcomeHandler } : nil }
        set {
            locked {
                outcomeHandler = newValue
                ProcessWideHandlerFlag.set(newValue != nil)
            }
        }
    }

    /// What keeps a failure bound for XCTest while no test case runs (see `FailuresWithoutTest`).
    var failureWithoutTestHandler: (@Sendable (TestFailure) -> FailuresWithoutTest.Disposition)? {
        get { locked { withoutTestHandler } }
        set { locked { withoutTestHandler = newValue } }
    }

    /// Where a failure goes that no task-local recorder took, read with one lock: the innermost
    /// `gatherFailures` recorder still running outside Swift Testing, if any (the one a failure
    /// from a Dispatch queue, a `Thread` or a `Task.detached` belongs to, because XCTest runs one
    /// test at a time per process), passing over those of `withAssertionHandler` unless
    /// `takingHandlers`; and the handler of failures without a test.
    func fallback(takingHandlers: Bool) -> (recorder: FailureRecorder?, withoutTest: (@Sendable (TestFailure) -> FailuresWithoutTest.Disposition)?) {
        locked { (recorders.last { !$0.isInSwiftTesting && (takingHandlers || !$0.isAssertionHandler) }, withoutTestHandler) }
    }

    func push(_ recorder: FailureRecorder) { locked { recorders.append(recorder) } }

    func remove(_ recorder: FailureRecorder) {
        locked { recorders.removeAll { $0 === recorder } }
    }
}
