#if SPECKIT_CORELIBS_XCTEST
import Foundation
import XCTest

/// Feeds `SPECKIT_XUNIT_OUTPUT`'s report from XCTest: every XCTest case of the process (each
/// example, each definition issue, every plain XCTest method) with its failures, at the end of the
/// bundle, and the cases of the processes before it when one crashed. It watches from the first
/// test where a crash supervisor watches the process; elsewhere from the first spec class, so
/// that the failures of plain tests before it are listed without their messages, and a process
/// that runs no spec at all adds nothing.
final class XUnitReport: NSObject, XCTestObservation, @unchecked Sendable {
    private let report: JUnitReport
    private let lock = NSLock()
    private var failures: [ObjectIdentifier: [String]] = [:]
    private var lastFinishedSuite: XCTestSuite?

    init(_ report: JUnitReport) {
        self.report = report
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let failure = JUnitReport.failure(FailureCapture.message(from: description), file: filePath, line: lineNumber)
        lock.withLock { failures[ObjectIdentifier(testCase), default: []].append(failure) }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
        lock.withLock { lastFinishedSuite = testSuite }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        guard let root = lock.withLock({ lastFinishedSuite }) else { return }
        // The cases of the processes before this one, when one crashed: none of them wrote.
        var cases = EarlierProcesses.current.reportCases
        collect(root, into: &cases)
        report.add(cases)
        CrashJournal.noteReported()
    }

    private func collect(_ test: XCTest, into cases: inout [JUnitReport.Case]) {
        if let suite = test as? XCTestSuite {
            for child in suite.tests { collect(child, into: &cases) }
        } else if let spec = test as? SpecCase, let expanded = spec.expandedSuite {
            collect(expanded, into: &cases)
        } else if let testCase = test as? XCTestCase, let run = testCase.testRun {
            let name = testCase.name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? testCase.name
            // A case that failed and was then skipped (`XCTSkip` after a failing check) failed.
            let outcome: JUnitReport.Case.Outcome
            if run.totalFailureCount > 0 {
                outcome = .failed(lock.withLock { failures[ObjectIdentifier(testCase)] ?? [] })
            } else if run.hasBeenSkipped {
                outcome = .skipped
            } else {
                outcome = .passed
            }
            cases.append(JUnitReport.Case(className: String(reflecting: type(of: testCase)), name: name,
                                          duration: run.totalDuration, outcome: outcome))
        }
    }
}
#endif
