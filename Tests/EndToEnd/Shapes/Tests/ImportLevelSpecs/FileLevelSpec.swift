fileprivate import SpecDSL
private import Matchers

final class FileLevelSpec: Spec {
    override class func spec() {
        it("runs when another file imports SpecDSL at file level") { expect([1]).to(contain(1)) }
    }
}
