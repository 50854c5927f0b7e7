import Doubles
import Matchers
import SpecDSL
import Tables
import Testing

// Every kind of failure in Swift Testing tests: one test per kind, each fails at its line.
@Suite struct SwiftTestingFailures {
    @Test func passes() { expect(1 + 1) == 2 }
    @Test func expectation() { expect(1 + 1) == 3 }                                 // line 10
    @Test func requirement() throws { _ = try require(Int?.none).toNot(beNil()) } // line 11
    @Test func failure() { fail("failed on purpose") }                            // line 12
    @Test func polling() async { await expect { false }.toEventually(beTrue(), timeout: .milliseconds(50)) } // line 13
    @Test func unstubbedDouble() { _ = ClockMock().now() }
    @Test func haveBeenCalled() { expect(ClockMock().nowCalls).to(Doubles.haveBeenCalled(times: 1)) } // line 15
    @Test func misusedDSL() { it("outside of spec()") {} }                        // line 16
    @Test func table() {
        TableRunner(table: "Passwords", bundle: .module).run { (input: String) in isValidPassword(input) } // line 18
    }
    @Test func childTask() async {
        async let checked: Void = expect(1) == 4                                  // line 21
        await checked
        await withTaskGroup(of: Void.self) { group in
            group.addTask { expect(2) == 5 }                                      // line 24
        }
    }
    @Test func detachedTask() async {
        await Task.detached { expect(3) == 6 }.value                              // line 28
    }
    @Test func gathered() {
        let failures = gatherFailures { expect(1) == 2 }
        #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
        #expect(failures.first?.kind == .expectationFailed)
    }
}

@Test(arguments: try TestTable("Passwords", bundle: .module).cases)
func passwords(_ testCase: TableCase) {
    testCase.check { (input: String) in isValidPassword(input) }                  // line 39
}

@Test(arguments: try TestTable("Good", bundle: .module).cases)
func goodPasswords(_ testCase: TableCase) {
    testCase.check { (input: String) in isValidPassword(input) }
}
