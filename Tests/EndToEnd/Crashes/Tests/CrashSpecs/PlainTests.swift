import XCTest

// Plain XCTest classes run before (APlainTests) and after (ZPlainTests) the spec classes.

final class APlainTests: XCTestCase {
    func testRunsFirst() { XCTAssertEqual(1, 1) }
}

final class ZPlainTests: XCTestCase {
    func testRunsLast() { XCTAssertEqual(2, 2) }
}
