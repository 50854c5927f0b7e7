import SpecDSL
import XCTest

/// Found by the plugin without registration; its hooks wrap every example of this target.
final class GlobalConfiguration: Configuration {
    nonisolated(unsafe) static var beforeSuiteRuns = 0
    nonisolated(unsafe) static var lastExampleName: String?

    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeSuite { beforeSuiteRuns += 1 }
        configuration.beforeEach { metadata in lastExampleName = metadata.testName }
        sharedExamples("a value that equals itself") { context in
            it("equals itself") {
                let value = context()["value"] as? Int
                XCTAssertEqual(value, value)
                XCTAssertNotNil(value)
            }
        }
    }
}
