#if SPECKIT_CORELIBS_XCTEST
import XCTest

/// Tells the XCTest route when XCTest cases (examples and plain test methods alike) start and
/// end, so that a failure arriving while none runs is kept instead of being dropped by XCTest.
final class TestCaseTracker: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        XCTestRoute.shared.testCaseWillStart()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        XCTestRoute.shared.testCaseDidFinish(named: testCase.name)
    }
}
#endif
