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

    func testARequireErrorTheTestMadeItselfFailsTheExampleInsteadOfPassing() async throws {
        let line = #line + 4
        let plan = TreeHarness.plan {
            describe("group") {
                it("needs a fixture") {
                    throw RequireError(message: "missing fixture orders", location: SourceLocation(filePath: #filePath, line: #line))
                }
                it("requires a value") { _ = try require(nil as Int?).toNot(beNil()) }
            }
        }
        let made = await TreeHarness.run(plan.examples[0])
        XCTAssertEqual(made.failures.map(\.message), ["missing fixture orders"])
        XCTAssertEqual(made.failures.first?.line, UInt(line))
        let required = await TreeHarness.run(plan.examples[1])
        XCTAssertEqual(required.failures.map(\.message), ["expected to not be nil, got <nil>"], "a failed require is reported once")

        let gathered = gatherFailures { () throws -> Void in
            throw RequireError(message: "thrown out of a block", location: SourceLocation(filePath: #filePath, line: #line))
        }
        XCTAssertEqual(gathered.map(\.message), ["thrown out of a block"])
        XCTAssertEqual(gatherFailures { () throws -> Void in _ = try require(nil as Int?).toNot(beNil()) }.count, 1)
    }

    func testARequireFailureAGatherFailuresTookAndTheExampleRethrowsFailsTheExample() async throws {
        let plan = TreeHarness.plan {
            it("retries once and rethrows") {
                var thrown: (any Error)?
                let gathered = gatherFailures {
                    do { _ = try require(1).to(equal(2)) } catch { thrown = error }
                }
                XCTAssertEqual(gathered.count, 1)
                if let thrown { throw thrown }
            }
        }
        let result = await TreeHarness.run(plan.examples[0])
        XCTAssertEqual(result.failures.map(\.message), ["expected to equal <2>, got <1>"])
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
