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
}
