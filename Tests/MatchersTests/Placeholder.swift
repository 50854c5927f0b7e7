import XCTest

final class MatchersPlaceholder: XCTestCase {
    func testModuleBuilds() {}
}
