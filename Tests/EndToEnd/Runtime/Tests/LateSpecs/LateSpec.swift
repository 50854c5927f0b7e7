import Dispatch
import Foundation
import Matchers
import SpecDSL

/// The first example leaves work behind that fails after it ended, while the second runs.
final class LateSpec: Spec {
    override class func spec() {
        describe("Late") {
            it("leaves background work behind") {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { expect("late") == "on time" }
            }
            it("is innocent") { Thread.sleep(forTimeInterval: 1.5) }
        }
    }
}
