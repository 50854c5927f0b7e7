// Every import with an explicit level, as `internal import Quick` / `private import Nimble` migrate.
internal import SpecDSL
private import Matchers

final class ExplicitLevelSpec: QuickSpec {
    override class func spec() {
        it("runs when the target imports SpecDSL internally") { expect(1 + 1) == 2 }
    }
}
