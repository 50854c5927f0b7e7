// Built with InternalImportsByDefault: these plain imports are internal.
import Matchers
import SpecDSL

final class DefaultInternalSpec: QuickSpec {
    override class func spec() {
        describe("a target whose imports are internal by default") {
            it("runs its examples") { expect("spec").to(beginWith("sp")) }
        }
    }
}
