/// One fact about the run, as a route saw it happen.
///
/// A route turns its framework's callbacks into these, once each, and hands them to
/// ``RunRecord/record(_:)``. From there each goes to what needs it: the results that the closing
/// summary, the documentation format, the JUnit reports and the saved status are made of, and the
/// crash journal that a supervisor follows. No route writes to any of those itself.
///
/// ```swift
/// RunRecord.shared.record(.caseStarted("adds_two_items", of: CaseClass("Cart.CartSpec"), limit: nil, place: nil))
/// RunRecord.shared.record(.ended(result, forCase: testCase, as: .specCase(caseClass)))
/// ```
enum RunEvent {
    /// What a case that ended is: a case of a spec class (an example or a failing case), or a
    /// plain XCTest test (`Module.Class/test`).
    enum CaseKind: Sendable {
        case specCase(CaseClass)
        case test(id: String)
    }

    /// XCTest's run of the process's tests started, or ended.
    case xctestRun(started: Bool)
    /// The tests of the XCTest class `Module.Class` start, before its class `setUp()`, or ended,
    /// after its class `tearDown()`.
    case xctestClass(String, started: Bool)
    /// The XCTest test `Module.Class/test` started: a plain test, or a spec class's generated test
    /// when `isSpecClass`. A spec class's start is told in every process, supervised or not: the
    /// reports list the plain tests of a run that ran spec classes under XCTest.
    case testStarted(String, isSpecClass: Bool)
    /// A spec class's generated test `Module.Class/test` ended.
    case specClassEnded(String)
    /// Something outside every example started or ended: `spec() of Module.Class`, the
    /// `beforeSuite at Hooks.swift:3`, `configure(_:) of Module.Config`.
    case activity(String, started: Bool)
    /// A case of a spec class started, with the time limit its groups set, if any, and where the
    /// example is when the closing summary prints it (``ExamplePlace/whereTheSummaryNeeds(_:)``).
    case caseStarted(String, of: CaseClass, limit: Duration?, place: ExamplePlace?)
    /// A failure of the running case `name`, as it was recorded: a crash or a hang of that case
    /// reports it with its own.
    case failedWhileRunning(SpecFailure, of: String, in: CaseClass)
    /// Attempt `number` of the example `name` failed with `failures`, and the example runs again.
    case attemptFailed(Int, of: String, failures: [SpecFailure], in: CaseClass)
    /// Under XCTest, which runs one case at a time, the example running passed at its first
    /// attempt, in `duration` seconds.
    case passedAtOnce(SpecPlan.PlannedExample, of: AnyClass, duration: Double, forCase: AnyObject)
    /// A case ended with `result`. The object that stands for the case, if given, merges the
    /// results that come for it; `kind` is `nil` when the case's end was told already
    /// (``passedAtOnce(_:of:duration:forCase:)``).
    case ended(ExampleResult, forCase: AnyObject?, as: CaseKind?)
    /// A failure reached a case that ended already (a task it left behind).
    case failedAfterEnd(SpecFailure, ExampleResult, forCase: AnyObject, of: CaseClass?)
    /// This process printed the closing summary.
    case summarized
}
