#if SPECKIT_CORELIBS_XCTEST
import Foundation
import XCTest

/// At the end of the run, while XCTest's last total is still open: runs the `afterSuite` hooks as
/// a test case (so that their failures count), reports the failures that arrived after the last
/// spec class ran (`late_failure`), says when `SPECKIT_FILTER` selected nothing, and prints the
/// closing summary of the process's examples.
final class EndOfRunObserver: NSObject, XCTestObservation {
    private var finished = false

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
        // A full run ends the bundle's suite right before the root suite, whose total XCTest prints
        // last and turns into the exit code. A filtered run has no bundle suite: then the root's
        // total is printed already, and SpecKit prints the corrected one.
        let isBundle = testSuite.name.hasSuffix(".xctest")
        let isRoot = testSuite.name == "All tests" || testSuite.name == "Selected tests"
        guard isBundle || isRoot, !finished else { return }
        finished = true
        finishRun(in: testSuite, totalPrinted: isRoot)
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        // Only if no bundle suite ended: nothing can count these any more, so fail the process.
        Self.endProcess(failing: Self.endOfRunCases())
    }

    /// The failing cases of the `afterSuite` hooks and of the failures kept since the last spec class.
    private static func endOfRunCases() -> [FailingCase] {
        ProcessRun.shared.runAfterSuiteHooks(capturing: FailureCapture.run)
            + [XCTestRoute.shared.takeLastLateFailureCase()].compactMap { $0 }
    }

    /// Prints the closing summary; then, with `cases` that no XCTest total can count any more,
    /// prints them and fails the process.
    private static func endProcess(failing cases: [FailingCase]) {
        ProcessRun.shared.printSummary()
        guard !cases.isEmpty else { return }
        // The run ends here on purpose: no crash for a supervisor to go on after.
        RunRecord.shared.record(.xctestRun(started: false))
        for processCase in cases {
            for failure in processCase.failures { print("\(failure.file):\(failure.line): error: \(processCase.name): \(failure.message)") }
        }
        fflush(nil)
        exit(EXIT_FAILURE)
    }

    private func finishRun(in suite: XCTestSuite, totalPrinted: Bool) {
        if let note = ProcessRun.shared.emptySelectionNote() { print(note) }
        let cases = Self.endOfRunCases()
        guard !cases.isEmpty, let specType = XCTestRoute.shared.lastRunSpecType, let suiteRun = suite.testRun as? XCTestSuiteRun else {
            return Self.endProcess(failing: cases)
        }
        defer { Self.endProcess(failing: []) }
        let named = FailingCase.numbered(cases, avoiding: XCTestRoute.shared.lastRunCaseNames)
        XCTestRoute.shared.noteEndOfRunCases(named)
        for testCase in SpecRunner.failingCases(specType, named) {
            testCase.run()
            suite.addTest(testCase)
            if let run = testCase.testRun { suiteRun.addTestRun(run) }
        }
        if totalPrinted {
            let (tests, failures) = (suiteRun.executionCount, suiteRun.totalFailureCount)
            print("SpecKit: with the afterSuite cases, '\(suite.name)' executed \(tests) test\(tests == 1 ? "" : "s"), "
                + "with \(failures) failure\(failures == 1 ? "" : "s")")
        }
    }
}
#endif
