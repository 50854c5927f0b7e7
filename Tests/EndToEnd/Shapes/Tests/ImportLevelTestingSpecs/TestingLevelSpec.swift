// On the Swift Testing route, beside a plain Swift Testing test, Testing imported with a level.
import Matchers
import SpecDSL
internal import Testing

final class TestingLevelSpec: Spec {
    override class func spec() {
        it("runs under Swift Testing when the target imports Testing internally") { expect(2 * 2) == 4 }
    }
}

@Test func aPlainSwiftTestingTestBesideTheSpecs() {
    #expect(1 + 1 == 2)
}
