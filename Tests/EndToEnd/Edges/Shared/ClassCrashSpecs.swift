import Foundation
import Matchers
import SpecDSL
import XCTest

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

// State an example group keeps, and a crash in its middle: the example after the crash runs in a
// new process without that state, and its failure says so; with E2E_EDGE=restart-crash the last
// example crashes for want of that state, and its crash says so too.
final class RestartStateSpec: Spec {
    override class func spec() {
        describe("steps") {
            var steps: [Int] = []
            it("takes step one") { steps.append(1) }
            it("crashes on step two") {
                steps.append(2)
                if edge == "restart-state" || edge == "restart-crash" { fatalError("step two crashes") }
            }
            it("has taken every step") {
                steps.append(3)
                expect(steps) == [1, 2, 3]
            }
            it("reads step two") {
                if edge == "restart-crash" { expect(steps[1]) == 2 }
            }
        }
    }
}

// A spec's own setUpWithError() that skips one example and throws for another: each counts as an
// example, and the failure is at the example's line, on both routes.
final class SetUpThrowsSpec: Spec {
    struct SetUpFailure: Error {}

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard edge == "setup-throws" else { return }
        if name.hasSuffix("is_skipped_by_its_setUp") { throw XCTSkip("skipped by setUp") }
        if name.hasSuffix("fails_in_its_setUp") { throw SetUpFailure() }
    }

    override class func spec() {
        it("is skipped by its setUp") { expect(1) == 1 }
        it("fails in its setUp") { expect(1) == 1 }
        it("runs") { expect(1) == 1 }
    }
}
