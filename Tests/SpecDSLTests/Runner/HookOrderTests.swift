import Matchers
import XCTest

@testable import SpecDSL

final class HookOrderTests: XCTestCase {
    func testHooksRunOutsideInAroundTheExample() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                beforeEach { journal.record("outer before") }
                afterEach { journal.record("outer after") }
                justBeforeEach { journal.record("outer justBefore") }
                aroundEach { runExample in
                    journal.record("outer around >")
                    runExample()
                    journal.record("outer around <")
                }
                context("inner") {
                    afterEach { journal.record("inner after") }
                    justBeforeEach { journal.record("inner justBefore") }
                    beforeEach { journal.record("inner before") }
                    it("runs") { journal.record("it") }
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures, [])
        // Quick's order: the beforeEach declared before the aroundEach runs outside it, and the
        // group's afterEach hooks run once its aroundEach hooks returned.
        XCTAssertEqual(journal.entries, [
            "outer before", "outer around >", "inner before", "outer justBefore", "inner justBefore",
            "it", "inner after", "outer around <", "outer after",
        ])
    }

    func testAThrowingBeforeEachSkipsTheExampleButNotTheAfterEachHooks() async throws {
        let journal = Journal()
        let throwingLine = #line + 4
        let plan = TreeHarness.plan {
            describe("outer") {
                afterEach { journal.record("outer after") }
                beforeEach { throw Boom() }
                beforeEach { journal.record("second before") }
                context("inner") {
                    afterEach { journal.record("inner after") }
                    it("runs") { journal.record("it") }
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["beforeEach threw error \"boom\""])
        XCTAssertEqual(result.failures.first?.line, UInt(throwingLine))
        XCTAssertEqual(journal.entries, ["outer after"])
    }

    func testAThrowingExampleFailsAtItsLineAndTheAfterEachHooksRun() async throws {
        let journal = Journal()
        let exampleLine = #line + 4
        let plan = TreeHarness.plan {
            describe("group") {
                afterEach { journal.record("after") }
                it("throws") { throw Boom() }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["threw error \"boom\""])
        XCTAssertEqual(result.failures.first?.line, UInt(exampleLine))
        XCTAssertEqual(journal.entries, ["after"])
    }

    func testEveryAfterEachRunsWhenOneOfThemThrows() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                afterEach { journal.record("outer after") }
                context("inner") {
                    afterEach { throw Boom() }
                    afterEach { journal.record("inner after") }
                    it("runs") { journal.record("it") }
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["afterEach threw error \"boom\""])
        XCTAssertEqual(journal.entries, ["it", "inner after", "outer after"])
    }

    func testXCTSkipFromAHookSkipsTheExampleWithoutAFailure() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("group") {
                beforeEach { throw XCTSkip("not on this machine") }
                afterEach { journal.record("after") }
                it("runs") { journal.record("it") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures, [])
        XCTAssertTrue(result.skipped)
        XCTAssertEqual(journal.entries, ["after"])
    }

    func testAnAroundEachThatNeverRunsTheExampleFails() async throws {
        let aroundLine = #line + 3
        let plan = TreeHarness.plan {
            describe("group") {
                aroundEach { _ in }
                it("runs") {}
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), [Misuse.aroundEachDidNotRunExample])
        XCTAssertEqual(result.failures.first?.line, UInt(aroundLine))
    }

    func testAsyncHooksAndExamplesRunInTheSameOrder() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                beforeEach { await Task.yield(); journal.record("outer before") }
                aroundEach { runExample in
                    journal.record("around >")
                    await runExample()
                    journal.record("around <")
                }
                afterEach { journal.record("outer after") }
                context("inner") {
                    justBeforeEach { journal.record("justBefore") }
                    afterEach { await Task.yield(); journal.record("inner after") }
                    it("runs") { await Task.yield(); journal.record("it") }
                }
            }
        }
        let planned = try XCTUnwrap(plan.examples.first)
        XCTAssertTrue(planned.needsAsync)
        let result = await TreeHarness.run(planned)

        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, [
            "outer before", "around >", "justBefore", "it", "inner after", "around <", "outer after",
        ])
    }

    func testASynchronousAroundEachCannotWrapAnAsyncExample() async throws {
        let plan = TreeHarness.plan {
            describe("group") {
                aroundEach { runExample in runExample() }
                it("is async") { await Task.yield() }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), [Misuse.synchronousAroundEachAroundAsyncCode])
    }

    func testHooksReceiveTheMetadataOfTheExample() async throws {
        var seen: [ExampleMetadata] = []
        let exampleLine = #line + 5
        let plan = TreeHarness.plan("MetadataSpec") {
            describe("Parser") {
                beforeEach { metadata in seen.append(metadata) }
                context("with empty input") {
                    it("returns nothing") {}
                }
            }
        }
        _ = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        let metadata = try XCTUnwrap(seen.first)
        XCTAssertEqual(metadata.testName, "Parser__with_empty_input__returns_nothing")
        XCTAssertEqual(metadata.groupDescriptions, ["Parser", "with empty input"])
        XCTAssertEqual(metadata.description, "returns nothing")
        XCTAssertEqual(metadata.fullDescription, "Parser with empty input returns nothing")
        XCTAssertEqual(metadata.example.name, "Parser, with empty input, returns nothing")
        XCTAssertEqual(metadata.specName, "MetadataSpec")
        XCTAssertEqual(metadata.line, UInt(exampleLine))
        XCTAssertTrue(metadata.file.hasSuffix("HookOrderTests.swift"))
        XCTAssertEqual(metadata.exampleIndex, 0)
    }
}

final class RequireInExamplesTests: XCTestCase {
    func testAFailedRequireIsReportedOnceAndStopsTheExample() async throws {
        let journal = Journal()
        let requireLine = #line + 5
        let plan = TreeHarness.plan {
            describe("group") {
                it("requires a value") {
                    let value: Int? = nil
                    _ = try require(value).toNot(beNil())
                    journal.record("after require")
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.count, 1)
        XCTAssertEqual(result.failures.first?.line, UInt(requireLine))
        XCTAssertFalse(result.failures.first?.message.contains("threw error") ?? true)
        XCTAssertEqual(journal.entries, [])
    }
}
