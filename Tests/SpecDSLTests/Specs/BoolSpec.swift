import Matchers
import SpecDSL

// The first spec of the Getting started article (Sources/SpecDSL/SpecDSL.docc), unchanged: it must compile in Swift 6 language mode and pass.
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
