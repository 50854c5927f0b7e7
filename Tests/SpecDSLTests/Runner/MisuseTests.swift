import Matchers
import XCTest

@testable import SpecDSL

final class MisuseTests: XCTestCase {
    func testAnExampleOutsideOfSpecFailsAtItsLine() {
        let line = #line + 1
        let failures = gatherFailures { it("floats") {} }
        XCTAssertEqual(failures.map(\.message), [Misuse.outsideOfSpec("it(\"floats\")")])
        XCTAssertEqual(failures.map(\.kind), [.apiMisused])
        XCTAssertEqual(failures.first?.line, UInt(line))
    }

    func testAHookOutsideOfSpecFails() {
        let failures = gatherFailures { beforeEach {} }
        XCTAssertEqual(failures.map(\.message), [Misuse.outsideOfSpec("beforeEach")])
    }

    func testDefiningAGroupWhileAnExampleRunsFailsThatExample() async throws {
        let line = #line + 4
        let plan = TreeHarness.plan("NestingSpec") {
            describe("Outer") {
                it("defines a group") {
                    describe("too late") {}
                }
            }
        }
        let planned = try XCTUnwrap(plan.examples.first)
        let result = await TreeHarness.run(planned)

        XCTAssertEqual(result.failures.map(\.message), [
            Misuse.whileExamplesRun("describe(\"too late\")", example: planned.metadata)
        ])
        XCTAssertEqual(result.failures.first?.line, UInt(line))
        XCTAssertTrue(result.failures.first?.message.contains("\"Outer__defines_a_group\"") == true)
    }

    func testAnUnknownSharedExamplesNameListsTheKnownOnes() {
        let message = Misuse.unknownSharedExamples("a stack", known: ["a queue", "a list"])
        XCTAssertEqual(message, "itBehavesLike(\"a stack\"): no sharedExamples named \"a stack\" (defined: \"a queue\", \"a list\"); "
            + "define them with sharedExamples(\"a stack\") { … } in a spec or a Configuration")
    }
}
