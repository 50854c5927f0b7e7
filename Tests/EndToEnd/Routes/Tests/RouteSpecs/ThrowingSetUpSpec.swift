import Matchers
import SpecDSL
import XCTest

/// A spec's own `setUpWithError()` that skips one example and throws for another: the same
/// outcome, reason and message on both routes, and neither example runs.
final class ThrowingSetUpSpec: Spec {
    struct Broken: Error {}

    override func setUpWithError() throws {
        try super.setUpWithError()
        switch exampleMetadata?.testName {
        case "skips_in_its_set_up": throw XCTSkip("no server in set-up")
        case "throws_in_its_set_up": throw Broken()
        default: break
        }
    }

    override class func spec() {
        it("skips in its set-up") { fail("ran after its set-up skipped") }
        it("throws in its set-up") { fail("ran after its set-up threw") }
    }
}
