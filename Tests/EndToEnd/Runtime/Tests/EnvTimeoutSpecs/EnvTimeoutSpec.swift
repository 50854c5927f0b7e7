import Matchers
import SpecDSL

/// Passes under the default limit; fails when SPECKIT_EXAMPLE_TIMEOUT is shorter than 2 seconds.
final class EnvTimeoutSpec: Spec {
    override class func spec() {
        it("waits two seconds") { try await Task.sleep(for: .seconds(2)) }
    }
}
