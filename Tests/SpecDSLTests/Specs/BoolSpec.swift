import Matchers
import SpecDSL

// The spec from the README, unchanged: it must compile in Swift 6 language mode and pass.
final class BoolSpec: Spec {
    override class func spec() {
        describe("Bool") {
            var sut: Bool!
            afterEach { sut = nil }
            context("negating a false value") {
                beforeEach { sut = false; sut.toggle() }
                it("sets the value to true") { expect(sut) == true }
            }
        }
    }
}
