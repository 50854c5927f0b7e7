/// Where an example's attempts keep their failures while it may run again (`SPECKIT_RETRY`):
/// its XCTest case, or its Swift Testing case's outcome.
protocol AttemptRecords: AnyObject {
    /// The failures of the attempts that failed before the one that runs.
    var failedAttempts: [[SpecFailure]] { get set }
    /// Whether the last attempt passed after others failed: a failure of the case is then its
    /// set-up's or tear-down's, and the attempts are not its cause.
    var passedLastAttempt: Bool { get set }
    /// How many failures the test framework recorded for the case so far.
    var recordedFailureCount: Int { get }
    /// Keeps the failures of the attempt that starts from the test framework.
    func keepAttempt()
    /// The failures kept since ``keepAttempt()``, none when it was not called; they are no longer kept.
    func takeAttempt() -> [SpecFailure]
    /// Records a kept failure with the test framework, as it was described when kept.
    func recordKept(_ failure: SpecFailure)
}

extension AttemptRecords {
    /// Gives `result`, the case's as it ended, the attempts that failed before its last, and says
    /// so when it passed after them (it is flaky). A case that failed after its last attempt
    /// passed failed in its set-up or tear-down: it lists none, since they are not what failed it.
    func listAttempts(in result: inout ExampleResult, retries: Int) {
        if result.outcome == .passed || !passedLastAttempt { result.failedAttempts = failedAttempts }
        if result.isFlaky { print(Retry.flakyLine(result.fullName, attempt: failedAttempts.count + 1, of: retries + 1)) }
    }
}

/// The attempts of one example under `SPECKIT_RETRY`, by one rule on both routes: a failing
/// attempt runs again while retries are left; the last attempt's failures go to the test
/// framework; a skip ends the attempts, and a failure before it still fails the example.
///
/// A route runs an attempt between ``start()`` and ``end(skipped:)`` until `end` says no more.
struct Attempts<Records: AttemptRecords> {
    private let records: Records
    private let retries: Int
    private let testName: String
    private let specType: Any.Type
    private var keeps = false
    private var failedBefore = 0

    /// The attempts of `planned` of `specType`; those `records` holds already crashed earlier
    /// processes of the run, and the next one is said to run again.
    init(of planned: SpecPlan.PlannedExample, in specType: Any.Type, retries: Int, keptIn records: Records) {
        self.records = records
        self.retries = retries
        testName = planned.metadata.testName
        self.specType = specType
        if !records.failedAttempts.isEmpty { sayAgain() }
    }

    /// Starts an attempt: one that may run again keeps its failures from the test framework.
    mutating func start() {
        keeps = records.failedAttempts.count < retries
        if keeps { records.keepAttempt() }
        failedBefore = records.recordedFailureCount
    }

    /// Ends the attempt that started; returns whether another one runs.
    /// - Parameter misused: whether the example's code misused the DSL, which no attempt forgives.
    mutating func end(skipped: Bool, misused: Bool = false) -> Bool {
        let failures = records.takeAttempt()
        // A failure the framework recorded while the attempt kept its own came from another
        // example's code, which no attempt forgives: the example fails whatever another attempt
        // does, so none runs, and this one's failures are the framework's too.
        let failedBeside = keeps && records.recordedFailureCount > failedBefore
        guard keeps, !failures.isEmpty, !skipped, !failedBeside, !misused else {
            // A failure before a skip fails the example: this attempt's, kept or recorded already,
            // or else the last failed attempt's.
            if skipped {
                let failedNow = !failures.isEmpty || records.recordedFailureCount > failedBefore
                for failure in failedNow ? failures : records.failedAttempts.popLast() ?? [] { records.recordKept(failure) }
            } else if failedBeside || misused {
                for failure in failures { records.recordKept(failure) }
            }
            records.passedLastAttempt = failures.isEmpty && !skipped && records.recordedFailureCount == failedBefore
            return false
        }
        records.failedAttempts.append(failures)
        sayAgain()
        RunRecord.shared.record(.attemptFailed(records.failedAttempts.count, of: testName, failures: failures,
                                               in: CaseClass(TypeName.qualified(specType))))
        return true
    }

    /// Says, at once, that the example runs again: the next attempt may crash the process.
    private func sayAgain() {
        Retry.sayAgain("\(TypeName.of(specType)).\(testName)", attempt: records.failedAttempts.count, of: retries + 1)
    }
}
