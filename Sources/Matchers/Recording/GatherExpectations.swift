import Foundation

/// One expectation (passed or failed) that `gatherExpectations` saw.
///
/// ```swift
/// let records = gatherExpectations(silently: true) { expect(1) == 1 }
/// records.map(\.success)                 // [true]
/// records.map(\.message.stringValue)     // ["expected to equal <1>, got <1>"]
/// ```
public struct AssertionRecord: Sendable, CustomStringConvertible {
    /// Whether the expectation passed.
    public let success: Bool
    /// The text the expectation reports (or would report, had it failed).
    public let message: FailureMessage
    /// Where the expectation was written.
    public let location: SourceLocation

    /// Creates a record.
    public init(success: Bool, message: FailureMessage, location: SourceLocation) {
        self.success = success
        self.message = message
        self.location = location
    }

    /// `passed|failed at path:line:column: message`.
    public var description: String {
        "\(success ? "passed" : "failed") at \(location): \(message.stringValue)"
    }
}

/// The text of an expectation's outcome, as Nimble's `AssertionRecord.message` holds it.
public struct FailureMessage: Sendable, Equatable, CustomStringConvertible {
    /// The full text, e.g. `expected to equal <2>, got <1>`.
    public var stringValue: String

    /// Creates a message.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The full text.
    public var description: String { stringValue }
}

/// Collects passes and failures for one `gatherExpectations` call.
final class ExpectationRecorder: @unchecked Sendable {
    @TaskLocal static var current: ExpectationRecorder?

    private let lock = NSLock()
    private var records: [AssertionRecord] = []
    /// When set (a `withAssertionHandler` call), each pass goes there instead of being kept,
    /// and failures are left to its failure recorder, which also sees those of other threads.
    private let passHandler: (any OutcomeHandler)?

    init(forwardingPassesTo passHandler: (any OutcomeHandler)? = nil) {
        self.passHandler = passHandler
        ProcessWideHandlerFlag.count(recorderAlive: true)
    }

    // Counted until freed, not until its `gatherExpectations` returns: a task started inside
    // still sees it through the task-local, and records to it, as long as it runs.
    deinit {
        ProcessWideHandlerFlag.count(recorderAlive: false)
    }

    func append(_ record: AssertionRecord) {
        if let passHandler {
            if record.success { passHandler.receive(passed: true, message: record.message, location: record.location) }
            return
        }
        lock.lock()
        defer { lock.unlock() }
        records.append(record)
    }

    /// The records, plus the failures that reached `gatherFailures` but not this recorder
    /// (from threads outside the task), in the order they were reported.
    func close(adding failures: [RecordedFailure]) -> [AssertionRecord] {
        lock.lock()
        defer { lock.unlock() }
        var unseen = failures
        for record in records where !record.success {
            if let index = unseen.firstIndex(where: { $0.message == record.message.stringValue && $0.line == record.location.line }) {
                unseen.remove(at: index)
            }
        }
        return records + unseen.map { AssertionRecord(success: false, message: FailureMessage(stringValue: $0.message), location: $0.location) }
    }
}

/// Whether something records passes: a `gatherExpectations` or `withAssertionHandler` call
/// enclosing the current task, or a process-wide assertion handler. Only then is a pass recorded.
// The atomic first: with no recorder alive and no handler, the task-local is not read.
func isGatheringExpectations() -> Bool {
    guard ProcessWideHandlerFlag.mayRecordPasses else { return false }
    return ExpectationRecorder.current != nil || ProcessWideHandlerFlag.isSet
}

/// Records a passed expectation where ``isGatheringExpectations()`` says; the message is only
/// built there.
// The location is an autoclosure so that a pass nothing records does not copy it.
func recordPass(at location: @autoclosure () -> SourceLocation, _ message: () -> String) {
    guard ProcessWideHandlerFlag.mayRecordPasses else { return }
    if let recorder = ExpectationRecorder.current {
        recorder.append(AssertionRecord(success: true, message: FailureMessage(stringValue: message()), location: location()))
    } else if ProcessWideHandlerFlag.isSet, let handler = MatchersRegistry.shared.processWideHandler {
        handler.receive(passed: true, message: FailureMessage(stringValue: message()), location: location())
    }
}

/// Records a reported failure inside `gatherExpectations` (called by ``reportFailure(_:location:)``).
func recordFailure(_ message: String, at location: SourceLocation) {
    ExpectationRecorder.current?.append(AssertionRecord(success: false, message: FailureMessage(stringValue: message), location: location))
}

/// Runs `closure` and returns every expectation it evaluated, passed or failed, in order.
///
/// Failures still fail the test unless `silently` is `true`. Passes are recorded for
/// expectations evaluated in the closure's task (and its child tasks); failures from any thread.
///
/// ```swift
/// let records = gatherExpectations(silently: true) {
///     expect(1) == 1
///     expect(1) == 2
/// }
/// records.map(\.success)   // [true, false]
/// ```
/// - Parameters:
///   - silently: `true` to keep the failures from the test.
///   - closure: The code to watch.
/// - Returns: One record per expectation.
public func gatherExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    let recorder = ExpectationRecorder()
    let failures = gatherFailures { ExpectationRecorder.$current.withValue(recorder) { closure() } }
    if !silently { failures.forEach { reportFailure($0.message, location: $0.location) } }
    return recorder.close(adding: failures)
}

/// The `async` form of ``gatherExpectations(silently:closure:)``.
///
/// ```swift
/// let records = await gatherExpectations(silently: true) { await expect { await counter.value } == 1 }
/// ```
public func gatherExpectations(
    silently: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async -> Void
) async -> [AssertionRecord] {
    let recorder = ExpectationRecorder()
    let failures = await gatherFailures { await ExpectationRecorder.$current.withValue(recorder) { await closure() } }
    if !silently { failures.forEach { reportFailure($0.message, location: $0.location) } }
    return recorder.close(adding: failures)
}

/// ``gatherExpectations(silently:closure:)`` keeping only the failures.
///
/// ```swift
/// let failed = gatherFailingExpectations(silently: true) { expect(1) == 2 }
/// failed.first?.message.stringValue   // "expected to equal <2>, got <1>"
/// ```
public func gatherFailingExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}

/// The `async` form of ``gatherFailingExpectations(silently:closure:)``.
public func gatherFailingExpectations(
    silently: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async -> Void
) async -> [AssertionRecord] {
    await gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}
