import Matchers
import SpecDSL

struct MigrationFailed: Error {}

/// Suite hooks that fail: both must be named test cases that XCTest counts.
final class SuiteHookSpec: Spec {
    override class func spec() {
        beforeSuite { throw MigrationFailed() }
        afterSuite { expect("left over") == "clean" }
        describe("Suite") {
            it("runs its example") {}
        }
    }
}
