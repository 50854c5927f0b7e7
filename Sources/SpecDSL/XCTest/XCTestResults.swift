#if SPECKIT_CORELIBS_XCTEST
import Foundation
import Matchers
import XCTest

/// The XCTest route's one observer of results: turns XCTest's callbacks about every case (each
/// example and failing case, and every plain test method) into the case's start and end, once,
/// and hands the end to ``RunRecord``, which keeps it for the summary and writes it to the crash
/// journal or lists it for the JUnit reports. At the end of the bundle the reports are written.
///
/// It is registered before `main` on Linux, so that the plain tests before the first spec class
/// are in the reports and the journal too.
final class XCTestResults: NSObject, XCTestObservation, @unchecked Sendable {
    private let state = Locked(State())

    private struct State {
        /// The failures of the running case.
        var failures: [SpecFailure] = []
        /// The last spec class seen, as its cases' events name it: a class's cases come one after another.
        var lastClass: (id: ObjectIdentifier, caseClass: CaseClass)?
    }
    /// Whether a case that passed goes anywhere (``RunRecord/needsEveryCase``), read once.
    private let passesAreNeeded = RunRecord.shared.needsEveryCase
    /// Whether the starts of cases go anywhere (``RunRecord/takesStarts``), read once.
    private let takesStarts = RunRecord.takesStarts
    /// Whether a failing example runs again (`SPECKIT_RETRY`): a case that passed may be flaky.
    private let retries = RunSettings.current.retries > 0

    /// `Module.Class/test`, as XCTest lists a test.
    static func id(of testCase: XCTestCase) -> String {
        let method = testCase.name.split(separator: ".").last.map(String.init) ?? testCase.name
        return "\(TypeName.qualified(type(of: testCase)))/\(method)"
    }

    func testBundleWillStart(_ testBundle: Bundle) { RunRecord.shared.record(.xctestRun(started: true)) }

    func testBundleDidFinish(_ testBundle: Bundle) {
        RunRecord.shared.record(.xctestRun(started: false))
        RunRecord.shared.writeReports()
    }

    func testSuiteWillStart(_ testSuite: XCTestSuite) {
        if takesStarts, let id = Self.classID(of: testSuite) { RunRecord.shared.record(.xctestClass(id, started: true)) }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
        if takesStarts, let id = Self.classID(of: testSuite) { RunRecord.shared.record(.xctestClass(id, started: false)) }
    }

    /// `Module.Class` for the suite XCTest makes of a class's tests (named after the class), which
    /// runs the class `setUp()` and `tearDown()`; `nil` for the run's, the bundle's and a spec
    /// class's suite of examples (their names hold a dot).
    private static func classID(of suite: XCTestSuite) -> String? {
        guard !suite.name.contains("."), !suite.name.contains(" "), let first = suite.tests.first as? XCTestCase else { return nil }
        return TypeName.qualified(type(of: first))
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        // The running case's failures were taken when the one before it finished: a case that
        // passed has none.
        XCTestRoute.shared.testCaseWillStart(testCase)
        guard takesStarts else { return }
        if let spec = testCase as? SpecCase, let name = Self.specCaseName(spec) {
            RunRecord.shared.record(.caseStarted(name, of: caseClass(of: spec), limit: spec.planned?.timeout,
                                                 place: spec.planned.flatMap { ExamplePlace.whereTheSummaryNeeds($0) }))
        } else {
            RunRecord.shared.record(.testStarted(Self.id(of: testCase), isSpecClass: false))
        }
    }

    /// Keeps a failure of the running case; XCTest's own prefix (`failed - `) is dropped here, once.
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let failure = SpecFailure(message: FailureCapture.message(from: description), file: filePath, line: lineNumber)
        state.withLock { $0.failures.append(failure) }
        // Journaled as it comes: a crash or a hang of the example reports it with its own.
        if takesStarts, let spec = testCase as? SpecCase, let planned = spec.planned {
            RunRecord.shared.record(.failedWhileRunning(failure, of: planned.metadata.testName, in: caseClass(of: spec)))
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        XCTestRoute.shared.testCaseDidFinish(testCase)
        // Every example's case ends here, also one a set-up skipped or failed before its body ran.
        let specCase = testCase as? SpecCase
        let planned = specCase?.planned
        let run = testCase.testRun
        let failed = (run?.totalFailureCount ?? 0) > 0
        let skipped = run?.hasBeenSkipped ?? false
        // Attempts that failed before (`SPECKIT_RETRY`) make a pass flaky.
        let passedAtOnce = !failed && !skipped && (!retries || specCase?.failedAttempts.isEmpty ?? true)
        if passedAtOnce, let spec = specCase, let planned {
            // Most examples pass: under XCTest one case runs at a time, so the journal says only
            // that the open example passed, with the next line.
            guard passesAreNeeded else { return RunRecord.shared.countExample() }
            return RunRecord.shared.record(.passedAtOnce(planned, of: type(of: spec), duration: run?.totalDuration ?? 0, forCase: spec))
        }
        if planned != nil { RunRecord.shared.countExample() }
        if passedAtOnce, !passesAreNeeded { return }
        // An example that ended an earlier process (a crash is an attempt that failed, so it never
        // passed at once) took that time too.
        let duration = (run?.totalDuration ?? 0) + (specCase?.timeCrashed ?? 0)
        let failures = state.withLock { state in
            defer { state.failures = [] }
            return state.failures
        }
        guard let spec = testCase as? SpecCase, let name = Self.specCaseName(spec) else {
            let outcome: ExampleResult.Outcome = failed ? .failed(failures) : skipped ? .skipped("skipped") : .passed
            let result = ExampleResult(test: Self.testName(of: testCase), of: TypeName.qualified(type(of: testCase)), outcome: outcome,
                                       duration: duration)
            return RunRecord.shared.record(.ended(result, forCase: nil, as: .test(id: Self.id(of: testCase))))
        }
        let specType = type(of: spec)
        var outcome: ExampleResult.Outcome = .passed
        if failed {
            outcome = .failed(failures)
        } else if skipped {
            // A skipped or disabled example has its reason kept already.
            switch RunRecord.shared.result(forCase: spec)?.outcome {
            case let kept? where kept != .passed: outcome = kept
            default: outcome = .skipped(Self.skipReason(of: spec) ?? "skipped")
            }
        }
        var result: ExampleResult
        if let planned = spec.planned {
            result = ExampleResult(planned, of: specType, outcome: outcome, duration: duration)
            // Once the case ended: XCTest's own checks at its end (an expectation never waited for) may fail it still.
            spec.listAttempts(in: &result, retries: RunSettings.current.retries)
        } else {
            // A failing case, or the one that says the class defines no examples: a case outside examples.
            result = ExampleResult(failingCase: name, of: TypeName.of(specType), specType: specType, outcome: outcome)
            result.duration = duration
        }
        RunRecord.shared.record(.ended(result, forCase: spec, as: .specCase(caseClass(of: spec))))
    }

    /// `spec`'s class as its cases' events name it (the qualified name takes a while to make),
    /// kept for the next case.
    private func caseClass(of spec: SpecCase) -> CaseClass {
        let id = ObjectIdentifier(type(of: spec))
        if let known = state.withLock({ $0.lastClass?.id == id ? $0.lastClass?.caseClass : nil }) { return known }
        let caseClass = CaseClass(TypeName.qualified(type(of: spec)))
        state.withLock { $0.lastClass = (id, caseClass) }
        return caseClass
    }

    /// The reason of the skip XCTest keeps for `testCase` (its set-up threw `XCTSkip`), which no
    /// observer is told: read from XCTest's record of it, `nil` if that has another shape.
    private static func skipReason(of testCase: XCTestCase) -> String? {
        var mirror: Mirror? = Mirror(reflecting: testCase)
        while let current = mirror {
            for child in current.children where child.label == "skip" {
                return (child.value as? XCTSkip).map(ThrownError.skipReason)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func testName(of testCase: XCTestCase) -> String {
        testCase.name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? testCase.name
    }

    /// The name of the example or failing case `spec` runs, or of the case that says its class
    /// defines no examples; `nil` for a plain test method of a spec class.
    private static func specCaseName(_ spec: SpecCase) -> String? {
        if let planned = spec.planned { return planned.metadata.testName }
        if let failing = spec.failingCase { return failing.name }
        let name = spec.name.split(separator: ".").last.map(String.init)
        return name == ExampleSelection.noExamplesName ? name : nil
    }
}
#endif
