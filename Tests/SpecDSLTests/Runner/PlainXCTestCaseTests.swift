import XCTest

/// Plain XCTestCase classes in a target that uses the plugin keep running.
final class PlainXCTestCaseTests: XCTestCase {
    func testRunsAlongsideSpecs() {
        XCTAssertEqual([1, 2, 3].reduce(0, +), 6)
    }
}
