import Matchers
import SpecDSL

/// A concrete spec that another spec subclasses: each class runs its examples once.
class ParentSpec: Spec {
    override class func spec() {
        it("runs the parent's example") { print("E2E shapes: parent example in \(currentSpec()!.name)") }
    }
}

final class ChildSpec: ParentSpec {
    override class func spec() {
        super.spec()
        it("runs the child's example") { print("E2E shapes: child example") }
    }
}
