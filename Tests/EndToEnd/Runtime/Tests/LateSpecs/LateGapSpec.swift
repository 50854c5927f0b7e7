import Dispatch
import Foundation
import Matchers
import SpecDSL

/// Its last example leaves work behind that fails after it ended, while no test case runs: during
/// the slow class set-up of the spec class that runs next.
final class LateGapSpec: Spec {
    override class func spec() {
        describe("Gap") {
            it("leaves work behind") {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { expect("late") == "on time" }
            }
        }
    }
}

/// Sets up slowly, outside of any test case: the late failure above arrives meanwhile.
final class LateSlowSetUpSpec: Spec {
    override class func setUp() {
        super.setUp()
        Thread.sleep(forTimeInterval: 1.5)
    }

    override class func spec() {
        it("runs after a slow set-up") {}
    }
}
