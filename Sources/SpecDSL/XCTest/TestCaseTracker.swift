import XCTest

/// Tells the registry when XCTest cases (examples and plain test methods alike) start and end, so
/// that a failure arriving while none runs is kept instead of being dropped by XCTest.
final class TestCaseTracker: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        SpecRegistry.shared.testCaseWillStart()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SpecRegistry.shared.testCaseDidFinish(named: testCase.name)
    }
}
