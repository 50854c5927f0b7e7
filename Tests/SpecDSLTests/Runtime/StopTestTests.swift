import Matchers
import XCTest

@testable import SpecDSL

final class StopTestTests: XCTestCase {
    func testStopTestStopsTheExampleWithItsMessageAtItsLine() async throws {
        let journal = Journal()
        let stopLine = #line + 5
        let plan = TreeHarness.plan {
            describe("group") {
                afterEach { journal.record("after") }
                it("stops") {
                    throw StopTest("the table has no rows")
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["the table has no rows"])
        XCTAssertEqual(result.failures.first?.line, UInt(stopLine))
        XCTAssertFalse(result.skipped)
        XCTAssertEqual(journal.entries, ["after"])
    }

    func testStopTestSilentlyStopsWithoutAFailure() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("group") {
                afterEach { journal.record("after") }
                it("stops") {
                    journal.record("before stop")
                    throw StopTest.silently
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, ["before stop", "after"])
    }

    func testStopTestFromABeforeEachSkipsTheExample() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("group") {
                beforeEach { throw StopTest("no fixture") }
                afterEach { journal.record("after") }
                it("runs") { journal.record("it") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["no fixture"])
        XCTAssertEqual(journal.entries, ["after"])
    }

    func testStopTestInAnAsyncExampleOffTheMainActor() async throws {
        let plan = TreeHarness.plan {
            it("stops") {
                await Task.yield()
                throw StopTest("stopped off the main actor")
            }
        }
        let planned = try XCTUnwrap(plan.examples.first)
        XCTAssertTrue(planned.needsAsync)
        let result = await TreeHarness.run(planned)

        XCTAssertEqual(result.failures.map(\.message), ["stopped off the main actor"])
    }

    func testStopTestInAnAsyncExampleOnTheMainActor() async throws {
        let plan = TreeHarness.plan {
            it("stops") { @MainActor in
                await Task.yield()
                throw StopTest.silently
            }
            it("fails") { @MainActor in
                await Task.yield()
                throw StopTest("stopped on the main actor")
            }
        }
        let silent = await TreeHarness.run(plan.examples[0])
        let failing = await TreeHarness.run(plan.examples[1])

        XCTAssertEqual(silent.failures, [])
        XCTAssertEqual(failing.failures.map(\.message), ["stopped on the main actor"])
    }
}
