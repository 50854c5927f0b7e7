import Matchers
import SpecDSL

/// The class XCTest runs after AlphaSpec: with AlphaSpec skipped, the first of its target to run.
final class AlphaTailSpec: Spec {
    override class func spec() {
        it("runs after AlphaSpec") { print("E2E targets: an example of AlphaTailSpec ran") }
        it("runs last of its target") { print("E2E targets: an example of AlphaTailSpec ran") }
    }
}
