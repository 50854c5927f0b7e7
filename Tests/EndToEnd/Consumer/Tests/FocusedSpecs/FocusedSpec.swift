import Matchers
import SpecDSL

final class FocusedSpec: Spec {
    override class func spec() {
        describe("Focus") {
            fit("runs the focused example") { expect(true) == true }
            it("skips the others") { expect(1) == 2 }
        }
    }
}

final class UnfocusedSpec: Spec {
    override class func spec() {
        it("is skipped because another spec of this target is focused") { expect(1) == 2 }
    }
}
