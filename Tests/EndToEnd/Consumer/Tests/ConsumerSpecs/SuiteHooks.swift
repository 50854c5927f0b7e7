import SpecDSL
import XCTest

final class SuiteHooks: Configuration {
    override class func configure(_ configuration: SpecConfiguration) {
        configuration.beforeSuite { print("E2E: beforeSuite ran") }
        configuration.afterSuite { print("E2E: afterSuite ran") }
    }
}

final class PlainTests: XCTestCase {
    func testStillRuns() { XCTAssertTrue(true) }
}
