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
