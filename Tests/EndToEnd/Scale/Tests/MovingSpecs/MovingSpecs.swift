import Foundation
import Matchers
import SpecDSL

// Spec classes that a random order runs in a shuffled order under XCTest.

/// The first class XCTest runs (in the order of their names): its test method runs every class
/// that moves.
final class FirstMovingSpec: Spec {
    override class func spec() {
        it("runs first") { expect(1) == 1 }
        it("runs second") { expect(2) == 2 }
    }
}

final class Moving2Spec: Spec {
    override class func spec() {
        it("runs first") { expect(1) == 1 }
        it("runs second") { expect(2) == 2 }
    }
}

final class Moving3Spec: QuickSpec {
    override class func spec() {
        it("runs first") { expect(1) == 1 }
        it("runs second") { expect(2) == 2 }
    }
}

final class Moving4Spec: AsyncSpec {
    override class func spec() {
        it("runs first") { expect(1) == 1 }
        it("runs second") { expect(2) == 2 }
    }
}

/// Crashes in its middle example when E2E_MOVING_CRASH=1, while it runs from FirstMovingSpec's
/// test method: the run goes on in a new process.
final class SometimesCrashingSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("crashes when asked") {
            if ProcessInfo.processInfo.environment["E2E_MOVING_CRASH"] == "1" { fatalError("on purpose") }
        }
        it("passes after") { expect(2) == 2 }
    }
}

/// XCTest runs its class setUp() and tearDown() around its own tests: it stays where XCTest
/// runs it, in a random order too.
final class KeepsClassSetUpSpec: Spec {
    nonisolated(unsafe) static var isSetUp = false

    override class func setUp() {
        super.setUp()
        isSetUp = true
        print("E2E moving: class setUp")
    }

    override class func tearDown() {
        print("E2E moving: class tearDown")
        isSetUp = false
        super.tearDown()
    }

    override class func spec() {
        it("runs after the class setUp") { expect(KeepsClassSetUpSpec.isSetUp) == true }
        it("runs before the class tearDown") { expect(KeepsClassSetUpSpec.isSetUp) == true }
    }
}
