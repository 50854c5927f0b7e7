import Foundation
import Matchers
import SpecDSL

final class AlphaSpec: Spec {
    override class func spec() {
        beforeSuite { expect("alpha").to(equal("ready")) }
        it("crashes when asked") {
            if ProcessInfo.processInfo.environment["E2E_CRASH"] == "1" { fatalError("alpha crashes on purpose") }
        }
        it("passes") {}
    }
}
