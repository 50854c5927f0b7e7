import Matchers
import SpecDSL
import XCTest

/// Checks in a spec class's own setUp() and tearDown() run while no test case does; run alone
/// (`--filter ClassSetUpSpecs`), this is the first spec class of the process.
final class ClassSetUpSpec: Spec {
    override class func setUp() {
        super.setUp()
        expect("class setUp") == "fails"
    }

    override class func tearDown() {
        expect("class tearDown") == "fails too"
        super.tearDown()
    }

    override class func spec() {
        it("passes") {}
        // Named as the case of a failure outside tests: that case takes the next free name.
        it("late failure") {}
    }
}
