import XCTest

final class DoublesPlaceholder: XCTestCase {
    func testModuleBuilds() {}
}
