import Foundation
import Matchers
import SpecDSL

// One spec class for each way an example can end the test process, the crash in the middle.

final class FatalErrorSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("calls fatalError") { fatalError("on purpose") }
        it("passes after") { expect(2) == 2 }
    }
}

final class PreconditionSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("fails a precondition") { precondition([Int]().count > 0, "on purpose") }
        it("passes after") { expect(2) == 2 }
    }
}

final class UnwrapSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("unwraps nil") { let missing: Int? = nil; _ = missing! }
        it("passes after") { expect(2) == 2 }
    }
}

final class IndexSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("reads past the end of an array") { print("E2E crashes: about to read past the end"); let values: [Int] = []; _ = values[3] }
        it("passes after") { expect(2) == 2 }
    }
}

final class RecursionSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("overflows the stack") { _ = recurse(0) }
        it("passes after") { expect(2) == 2 }
    }
}

final class AbortSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("calls abort") { abort() }
        it("passes after") { expect(2) == 2 }
    }
}

final class ExitSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("calls exit 0") { print("E2E crashes: about to exit"); exit(0) }
        it("passes after") { expect(2) == 2 }
    }
}
