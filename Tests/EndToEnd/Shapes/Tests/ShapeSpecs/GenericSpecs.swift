import Matchers
import SpecDSL

/// A generic base no class subclasses: its examples can never run, so the build warns.
class UnusedGenericSpec<Value: Equatable>: Spec {
    override class func spec() {
        it("never runs") { fail("a generic class cannot run") }
    }
}
