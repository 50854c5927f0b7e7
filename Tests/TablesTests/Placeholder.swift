import XCTest

final class TablesPlaceholder: XCTestCase {
    func testModuleBuilds() {}
}
