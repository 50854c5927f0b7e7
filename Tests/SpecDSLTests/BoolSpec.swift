import SpecDSL
import XCTest

final class BoolSpec: Spec {
    override class func spec() {
        describe("Bool") {
            var sut: Bool!
            afterEach { sut = nil }
            context("negating a false value") {
                beforeEach { sut = false; sut.toggle() }
                it("sets the value to true") { XCTAssertEqual(sut, true) }
            }
            context("negating a true value") {
                beforeEach { sut = true; sut.toggle() }
                it("sets the value to false") { XCTAssertEqual(sut, false) }
                it("can be awaited") { await Task.yield(); XCTAssertEqual(sut, false) }
            }
        }
    }
}
