import Foundation
import Matchers
import SpecDSL

// A crash in a class's own setUp() or tearDown(): it costs that class, once, on both routes, and
// every other class runs.

final class ClassSetUpCrashSpec: Spec {
    override class func setUp() {
        super.setUp()
        if edge == "crash-class-setUp" { fatalError("the class setUp crashes") }
    }

    override class func tearDown() {
        if edge == "crash-class-tearDown" { fatalError("the class tearDown crashes") }
        super.tearDown()
    }

    override class func spec() {
        it("runs first") { expect(1) == 1 }
        it("runs second") { expect(2) == 2 }
    }
}
