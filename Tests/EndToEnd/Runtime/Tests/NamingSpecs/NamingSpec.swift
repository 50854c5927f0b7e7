import Matchers
import SpecDSL

/// Descriptions with no identifier characters.
final class NamingSpec: Spec {
    override class func spec() {
        describe("Symbols") {
            it("!!!") {}
            it("🎉") {}
        }
        describe("→ ←") {
            it("works") {}
        }
    }
}

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
