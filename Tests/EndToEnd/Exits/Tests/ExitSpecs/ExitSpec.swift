import Foundation
import Matchers
import SpecDSL

final class ExitSpec: Spec {
    override class func spec() {
        describe("a process") {
            it("runs an example before") { expect(1 + 1) == 2 }
            it("exits with status 0") { exit(0) }
            it("runs an example after") { expect(2 + 2) == 4 }
        }
    }
}
