import XCTest

final class SpecDSLPlaceholder: XCTestCase {
    func testModuleBuilds() {}
}
