import Foundation
import Matchers
import SpecDSL

final class BetaSpec: Spec {
    override class func spec() {
        beforeSuite { expect("beta").to(equal("ready")) }
        it("crashes when asked") {
            if ProcessInfo.processInfo.environment["E2E_CRASH"] == "1" { fatalError("beta crashes on purpose") }
        }
        it("passes") {}
    }
}
