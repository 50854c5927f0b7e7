#if SPECKIT_CORELIBS_XCTEST
import XCTest

/// Tells the XCTest route when XCTest cases (examples and plain test methods alike) start and
/// end, so that a failure arriving while none runs is kept instead of being dropped by XCTest;
/// keeps the failures of examples for the closing summary.
final class TestCaseTracker: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        XCTestRoute.shared.testCaseWillStart()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        XCTestRoute.shared.testCaseDidFinish(named: testCase.name)
        if RunRecord.shared.keepsEveryTime { keepResult(of: testCase) }
    }

    /// For the profile: the result of an example case, with its time. One that failed or was
    /// skipped has its result already; it gets its time.
    private func keepResult(of testCase: XCTestCase) {
        guard let spec = testCase as? SpecCase, let planned = spec.planned, let run = spec.testRun else { return }
        let failed = run.totalFailureCount > 0
        let passed = !failed && !run.hasBeenSkipped
        let outcome: ExampleResult.Outcome = passed ? .passed : failed ? .failed([]) : .skipped("skipped")
        RunRecord.shared.add(ExampleResult(planned, of: type(of: spec), outcome: outcome, duration: run.totalDuration),
                             forCase: passed ? nil : spec)
    }

    /// Keeps the failures of examples and failing cases for the closing summary.
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        guard let spec = testCase as? SpecCase else { return }
        let specType = type(of: spec)
        let failure = ExampleResult.Failure(message: FailureCapture.message(from: description), file: filePath, line: lineNumber)
        let result: ExampleResult
        if let planned = spec.planned {
            result = ExampleResult(planned, of: specType, outcome: .failed([failure]))
        } else if let failing = spec.failingCase {
            result = ExampleResult(failingCase: failing.name, of: "\(specType)", specType: specType, outcome: .failed([failure]))
        } else {
            return
        }
        RunRecord.shared.add(result, forCase: spec)
    }
}
#endif
