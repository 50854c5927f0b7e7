#if SPECKIT_CORELIBS_XCTEST
import Foundation
import XCTest

/// Writes the start and end of every XCTest case (each example and failing case, and every plain
/// test method) to the crash journal, with its outcome and failures: what the crash supervisor
/// reads when the process crashes, and what the process it starts next reports again.
///
/// The supervisor's worker registers it before `main`, so that the plain tests before the first
/// spec class are in the journal too.
final class CaseJournal: NSObject, XCTestObservation, @unchecked Sendable {
    private let lock = NSLock()
    /// The failures of the running case.
    private var failures: [ExampleResult.Failure] = []
    /// The journal lines of the last spec class seen: a class's cases come one after another.
    private var lastClass: (id: ObjectIdentifier, lines: CrashJournal.ClassLines)?

    /// The journal lines of `spec`'s class (`String(reflecting:)` takes a while to make), kept for
    /// the next case; the running case's failures are emptied meanwhile.
    private func startCase(of spec: SpecCase) -> CrashJournal.ClassLines {
        let id = ObjectIdentifier(type(of: spec))
        let known: CrashJournal.ClassLines? = lock.withLock {
            if !failures.isEmpty { failures = [] }
            guard let lastClass, lastClass.id == id else { return nil }
            return lastClass.lines
        }
        if let known { return known }
        let lines = CrashJournal.ClassLines(String(reflecting: type(of: spec)))
        lock.withLock { lastClass = (id, lines) }
        return lines
    }

    /// `Module.Class/test`, as XCTest lists a test.
    static func id(of testCase: XCTestCase) -> String {
        let method = testCase.name.split(separator: ".").last.map(String.init) ?? testCase.name
        return "\(String(reflecting: type(of: testCase)))/\(method)"
    }

    func testBundleWillStart(_ testBundle: Bundle) { CrashJournal.xctestRun(started: true) }

    func testBundleDidFinish(_ testBundle: Bundle) { CrashJournal.xctestRun(started: false) }

    func testSuiteWillStart(_ testSuite: XCTestSuite) {
        if let id = Self.classID(of: testSuite) { CrashJournal.xctestClass(id, started: true) }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
        if let id = Self.classID(of: testSuite) { CrashJournal.xctestClass(id, started: false) }
    }

    /// `Module.Class` for the suite XCTest makes of a class's tests (named after the class), which
    /// runs the class `setUp()` and `tearDown()`; `nil` for the run's, the bundle's and a spec
    /// class's suite of examples (their names hold a dot).
    private static func classID(of suite: XCTestSuite) -> String? {
        guard !suite.name.contains("."), !suite.name.contains(" "), let first = suite.tests.first as? XCTestCase else { return nil }
        return String(reflecting: type(of: first))
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        if let spec = testCase as? SpecCase, let name = Self.specCaseName(spec) {
            CrashJournal.caseStarted(name, startCase(of: spec), limit: spec.planned?.timeout)
        } else {
            lock.withLock { failures = [] }
            CrashJournal.testStarted(Self.id(of: testCase), isSpecClass: false)
        }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let failure = ExampleResult.Failure(message: FailureCapture.message(from: description), file: filePath, line: lineNumber)
        lock.withLock { failures.append(failure) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let run = testCase.testRun
        let failed = (run?.totalFailureCount ?? 0) > 0
        let skipped = run?.hasBeenSkipped ?? false
        let spec = testCase as? SpecCase
        // Under XCTest one case runs at a time: the next line of the journal ends an example that
        // passed, which writes none of its own (the time of a case is kept only when it did not pass).
        if let spec, spec.planned != nil, !failed, !skipped { return }
        let duration = run?.totalDuration ?? 0
        let (failures, lines) = lock.withLock { (self.failures, lastClass?.lines) }
        guard let spec, let name = Self.specCaseName(spec), let lines else {
            return CrashJournal.testEnded(Self.id(of: testCase), failed ? .failed : skipped ? .skipped : .passed,
                                          duration: duration, failures: failures)
        }
        var outcome: CrashJournal.Outcome = failed ? .failed : skipped ? .skipped : .passed
        var reason = ""
        // A skipped or disabled example has its reason kept already.
        if skipped && !failed {
            switch RunRecord.shared.result(forCase: spec)?.outcome {
            case .pending(let text)?:
                outcome = .pending
                reason = text
            case .skipped(let text)?:
                reason = text
            default:
                break
            }
        }
        CrashJournal.caseEnded(name, lines, isExample: spec.planned != nil, outcome,
                               reason: reason, duration: duration, failures: failures)
    }

    /// The name of the example or failing case `spec` runs; `nil` for a plain test method of a
    /// spec class.
    private static func specCaseName(_ spec: SpecCase) -> String? {
        if let planned = spec.planned { return planned.metadata.testName }
        if let failing = spec.failingCase { return failing.name }
        let name = spec.name.split(separator: ".").last.map(String.init)
        return name == ExampleSelection.noExamplesName ? name : nil
    }
}

extension CaseJournal {
    /// In each process the crash supervisor starts, before `main`: the journal of XCTest's
    /// cases, and the JUnit report, start with the first test.
    static func startBeforeFirstTest() {
        XCTestObservationCenter.shared.addTestObserver(CaseJournal())
        XCTestRoute.shared.observeForReportsIfNeeded()
    }
}
#endif
