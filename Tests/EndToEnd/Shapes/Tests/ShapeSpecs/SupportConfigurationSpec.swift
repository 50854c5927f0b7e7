import Matchers
import ShapeSupport
import SpecDSL

/// The support library's public `Configuration` applies to this target's specs.
final class SupportConfigurationSpec: Spec {
    override class func spec() {
        it("runs after the support library's configuration") { expect(SupportConfiguration.examplesSeen.value) > 0 }
    }
}
