import Matchers
import XCTest

@testable import SpecDSL

/// Checks inside spec examples report like anywhere else (issue 12's fast paths for passing
/// checks): a pass records nothing, a failure keeps its message and line.
final class ChecksInExamplesTests: XCTestCase {
    func testPassingAndFailingChecksInExamples() async throws {
        let line = #line + 3
        let plan = TreeHarness.plan {
            describe("checks") {
                it("== passes") { expect(1) == 1 }
                it("equal passes") { expect(1).to(equal(1)) }
                it("!= passes") { expect(1) != 2 }
                it("NaN fails") { expect(Double.nan) == .nan }
                it("unequal fails") { expect(2).to(equal(1)) }
                it("haveCount passes") { expect([1]).to(haveCount(1)) }
                it("!= fails") { expect(1) != 1 }
            }
        }
        var failures: [RecordedFailure] = []
        for example in plan.examples {
            failures += await TreeHarness.run(example).failures
        }
        XCTAssertEqual(plan.examples.count, 7)
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <nan>, got <nan>",
            "expected to equal <1>, got <2>",
            "expected to not equal <1>, got <1>",
        ])
        XCTAssertEqual(failures.map(\.line), [3, 4, 6].map { UInt(line + $0) })
    }

    /// `expect({ … })` in an example fails saying the closure was never called; an optional
    /// closure property stays a value (`import Matchers`, as a spec file that is not migrated).
    func testAClosureInParenthesesFailsAndAnOptionalClosurePasses() async throws {
        let line = #line + 5
        let onComplete: (() -> Void)? = {}
        let plan = TreeHarness.plan {
            describe("closures") {
                // spec-lint:disable-next-line uncalled-closure -- the form under test
                it("in parentheses fails") { expect({ nil as Int? }).toNot(beNil()) }
                it("optional passes") { expect(onComplete).toNot(beNil()) }
                // spec-lint:disable-next-line uncalled-closure -- the form under test
                it("async in parentheses fails") { await expect({ nil as Int? }).toEventuallyNot(beNil(), timeout: .milliseconds(50)) }
            }
        }
        var failures: [RecordedFailure] = []
        for example in plan.examples {
            failures += await TreeHarness.run(example).failures
        }
        let never = "a closure that was never called (write expect { … } to call it)"
        XCTAssertEqual(plan.examples.count, 3)
        XCTAssertEqual(failures.map(\.message), ["expected to not be nil, got \(never)", "expected to eventually not be nil, got \(never)"])
        XCTAssertEqual(failures.map(\.line), [0, 3].map { UInt(line + $0) })
    }
}
