import Foundation
import Matchers
import SpecDSL
import XCTest

/// One example of every outcome, for the documentation format and the closing summary.
final class ReportSpec: Spec {
    override class func spec() {
        describe("Report") {
            it("passes") { expect(1) == 1 }
            it("fails") { expect(1) == 2 }
            context("when nested") {
                xit("is disabled") {}
                pending("is still to write") {}
                it("skips") { throw XCTSkip("the server is down") }
                it("sleeps") { Thread.sleep(forTimeInterval: 0.8) }
            }
        }
    }
}

/// Two outermost groups of different speeds, for SPECKIT_PROFILE's slowest groups.
final class TimingSpec: Spec {
    override class func spec() {
        describe("a slow group") {
            it("waits") { Thread.sleep(forTimeInterval: 0.4) }
        }
        describe("a quick group") {
            it("returns") { expect(true) == true }
        }
    }
}
