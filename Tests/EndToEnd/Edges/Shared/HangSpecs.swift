import Foundation
import Matchers
import SpecDSL

// Waits that never end outside the examples: in spec(), a beforeSuite, an afterSuite and a class
// setUp(). The supervisor stops each at the time limit, and the run goes on without it.

final class DefinitionHangSpec: Spec {
    override class func spec() {
        if edge == "hang-spec" { waitForever() }
        it("is defined") { expect(1) == 1 }
    }
}

final class SuiteHookHangSpec: Spec {
    override class func spec() {
        beforeSuite {
            if edge == "hang-beforeSuite" { waitForever() }
        }
        afterSuite {
            if edge == "hang-afterSuite" { waitForever() }
        }
        it("runs between the suite hooks") { expect(1) == 1 }
        xit("is still to write") {}
    }
}

final class ClassSetUpHangSpec: Spec {
    override class func setUp() {
        super.setUp()
        if edge == "hang-class-setUp" { waitForever() }
    }

    override class func spec() {
        it("runs after its class setUp") { expect(1) == 1 }
    }
}
