import Doubles
import Foundation
import Matchers
import SpecDSL
import SpecTables
import Tables

// Every kind of failure in spec examples: one example per kind, each fails at its line.
final class FailingSpec: Spec {
    override class func spec() {
        describe("Kinds") {
            it("passes") { expect(1 + 1) == 2 }
            it("expect") { expect(1 + 1) == 3 }                                  // line 12
            it("require") { _ = try require(Int?.none).toNot(beNil()) }        // line 13
            it("fail") { fail("failed on purpose") }                           // line 14
            it("throws") { throw Broken() }                                    // line 15
            it("double") { expect(ClockMock().nowCalls).to(haveBeenCalled(times: 1)) } // line 16
            it("misuses the DSL") { it("nested") {} }                          // line 17
        }
        describe("Passwords") {
            itBehavesLike(table: "Passwords", bundle: .module) { (input: String) in isValidPassword(input) } // line 20
        }
    }
}
