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
            result = ExampleResult(specName: "\(specType)", specType: specType, name: failing.name, example: nil, outcome: .failed([failure]))
        } else {
            return
        }
        RunRecord.shared.add(result, forCase: ObjectIdentifier(spec))
    }
}
#endif
