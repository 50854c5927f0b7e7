import Foundation
import Matchers
import SpecDSL

/// A spec class whose own class `setUp()` and `tearDown()` fail (with `E2E_CLASS_HOOKS=fail`):
/// neither fails an example on either route. XCTest records them while no test runs, so each is
/// a `late_failure` case: the set-up's of this class, the tear-down's of the class that runs next.
final class ClassHookSpec: Spec {
    private static let failing = ProcessInfo.processInfo.environment["E2E_CLASS_HOOKS"] == "fail"

    override class func setUp() {
        super.setUp()
        if failing { fail("class setUp broke on purpose") }
    }

    override class func tearDown() {
        if failing { fail("class tearDown broke on purpose") }
        super.tearDown()
    }

    override class func spec() {
        it("runs its first example") { expect(1) == 1 }
        it("runs its last example") { expect(2) == 2 }
    }
}
