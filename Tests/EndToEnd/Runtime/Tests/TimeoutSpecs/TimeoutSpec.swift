import Matchers
import SpecDSL

/// A group's own limit for its async examples.
final class TimeoutSpec: Spec {
    override class func spec() {
        describe("Slow") {
            exampleTimeout(.milliseconds(500))
            it("takes too long") { try await Task.sleep(for: .seconds(3)) }
        }
        describe("Quick") {
            it("finishes in time") { await Task.yield() }
        }
    }
}
