import Matchers
import Shop
import SpecDSL

/// A spec of code that is not on the main actor says so: its closures are nonisolated, so it may
/// await the service's nonisolated methods; its synchronous closures still run on the main actor.
final class LedgerSpec: Spec {
    nonisolated override class func spec() {
        var sut: Ledger!
        beforeEach {
            onMainActor()
            sut = Ledger()
        }

        it("adds up its entries") {
            let total = await sut.total()
            expect(total) == 3
        }
    }
}
