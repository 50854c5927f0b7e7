import Matchers
import XCTest

@testable import SpecDSL

/// Checks inside a spec example report like anywhere else (issue 12's fast paths for passing
/// checks): a pass records nothing, a failure keeps its message and line.
final class ChecksInExamplesTests: XCTestCase {
    func testPassingAndFailingChecksInAnExample() async throws {
        let line = #line + 3
        let plan = TreeHarness.plan {
            it("checks") {
                expect(1) == 1
                expect(1).to(equal(1))
                expect(1) != 2
                expect(Double.nan) == .nan
                expect(2).to(equal(1))
                expect([1]).to(haveCount(1))
                expect(1) != 1
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))
        XCTAssertEqual(result.failures.map(\.message), [
            "expected to equal <nan>, got <nan>",
            "expected to equal <1>, got <2>",
            "expected to not equal <1>, got <1>",
        ])
        XCTAssertEqual(result.failures.map(\.line), [3, 4, 6].map { UInt(line + $0) })
    }
}
