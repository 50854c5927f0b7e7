import Doubles
import Foundation
import Matchers
import Tables
import XCTest

// Every kind of failure in a plain XCTestCase: one test per kind, each fails at its line.
final class XCTestFailures: XCTestCase {
    func testPasses() { expect(1 + 1) == 2 }
    func testExpect() { expect(1 + 1) == 3 }                                   // line 10
    func testRequire() throws { _ = try require(Int?.none).toNot(beNil()) }  // line 11
    func testFail() { fail("failed on purpose") }                            // line 12
    func testPolling() { expect { false }.toEventually(beTrue(), timeout: .milliseconds(50)) } // line 13
    func testUnstubbedDouble() { _ = ClockMock().now() }
    func testHaveBeenCalled() { expect(ClockMock().nowCalls).to(haveBeenCalled(times: 1)) } // line 15
    func testTable() {
        TableRunner(table: "Passwords", bundle: .module).run { (input: String) in isValidPassword(input) } // line 17
    }
    func testGathered() {
        let failures = gatherFailures { expect(1) == 2 }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <2>, got <1>"])
    }
}
