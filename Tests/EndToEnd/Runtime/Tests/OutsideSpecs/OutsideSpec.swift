import Matchers
import SpecDSL
import XCTest

/// Assertions written where no example runs: each must fail the run at its own line.
final class OutsideSpec: Spec {
    override class func spec() {
        XCTFail("spec() itself is broken")
        describe("Outside") {
            expect(1) == 2
            it("still runs its examples") { expect(true) == true }
            context("nested") {
                fail("a fail() in a context")
                it("runs too") {}
            }
        }
    }
}
