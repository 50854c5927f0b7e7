import Matchers
import SpecDSL

final class FocusSpec: Spec {
    override class func spec() {
        fit("runs because it is focused") { expect(true) == true }
        it("is skipped because another example is focused") { fail("an unfocused example ran") }
    }
}
