import SpecDSL
import Matchers   // expect, from the matchers issue; the DSL itself must not need it

final class BoolSpec: Spec {
    override class func spec() {          // Quick 7 form; the instance form `override func spec()` works too
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
