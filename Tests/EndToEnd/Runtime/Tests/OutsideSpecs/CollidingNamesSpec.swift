import Matchers
import SpecDSL

/// Names SpecKit makes itself must not collide with examples' names.
final class CollidingNamesSpec: Spec {
    override class func spec() {
        it("testAllExamplesOf this class") {}
        describe("clash") {
            expect(1) == 2
            it("failure outside example") {}
        }
    }
}
