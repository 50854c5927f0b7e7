import Matchers
import SpecDSL

/// An aroundEach that runs its example twice, and Quick's interleaved order.
final class AroundSpec: Spec {
    nonisolated(unsafe) static var bodyRuns = 0

    override class func spec() {
        describe("Twice") {
            aroundEach { runExample in
                runExample()
                runExample()
            }
            it("runs its body once") {
                AroundSpec.bodyRuns += 1
                print("E2E: body run \(AroundSpec.bodyRuns)")
            }
        }
        describe("Order") {
            var log: [String] = []
            beforeEach { log = ["before 1"] }
            aroundEach { runExample in
                log.append("around >")
                runExample()
            }
            beforeEach { log.append("before 2") }
            it("interleaves aroundEach with beforeEach in declaration order") {
                expect(log) == ["before 1", "around >", "before 2"]
            }
        }
        describe("Skipped") {
            xit("is disabled") {}
            pending("is still to write")
        }
    }
}
