import Matchers
import SpecDSL

/// Examples in groups, whose order the random-order checks compare from run to run; each group's
/// hooks check that they wrap only its own examples.
final class ShuffleSpec: Spec {
    override class func spec() {
        for group in ["alpha", "beta", "gamma", "delta"] {
            context(group) {
                var inside: String?
                beforeEach { inside = group }
                afterEach { inside = nil }
                for number in 1...5 {
                    it("runs \(group) \(number) inside its group's hooks") { expect(inside) == group }
                }
            }
        }
    }
}
