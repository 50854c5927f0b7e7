import Foundation
import Matchers
import SpecDSL
import Testing
import XCTest

struct RouteError: Error {}

final class OutcomesSpec: Spec {
    override class func spec() {
        describe("outcomes") {
            it("passes") { expect(1 + 1) == 2 }
            it("fails") { expect(1 + 1) == 3 }
            it("fails asynchronously") {
                await Task.yield()
                expect("async") == "sync"
            }
            it("throws") { throw RouteError() }
            it("skips with XCTSkip") { throw XCTSkip("not today") }
            xit("is disabled") { fail("a disabled example ran") }
            pending("is still to write")
            it("fails an XCTAssertEqual") { XCTAssertEqual(1, 2) }
            it("fails an XCTFail") { XCTFail("xctfail on purpose") }
            it("unwraps nil with XCTUnwrap") { _ = try XCTUnwrap(nil as Int?) }
            it("stops with StopTest") { throw StopTest("stopped on purpose") }
            it("stops silently") { throw StopTest.silently }
            context("with Swift Testing's macros") {
                it("passes an expect") { #expect(1 + 1 == 2) }
                it("fails an expect") { #expect(1 + 1 == 3, "on purpose") }
                it("fails a require") { _ = try #require(nil as Int?) }
                it("records an issue") { Issue.record("recorded on purpose") }
                it("records an issue on another thread") {
                    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                        DispatchQueue.global().async {
                            Issue.record("recorded on another thread on purpose")
                            done.resume()
                        }
                    }
                }
            }
            context("left empty") {}
        }
    }
}
