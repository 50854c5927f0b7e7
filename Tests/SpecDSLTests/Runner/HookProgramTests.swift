import Matchers
import XCTest

@testable import SpecDSL

/// The planned steps (`HookProgram`) keep Quick's order and run the afterEach hooks of the groups
/// entered only, run after run, with the Configuration's hooks outside the spec's own.
final class HookProgramTests: XCTestCase {
    func testABeforeEachThatStopsTheExampleRunsTheAfterEachHooksOfTheGroupsEnteredOnly() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                beforeEach { journal.record("outer before") }
                afterEach { journal.record("outer after 1") }
                afterEach { journal.record("outer after 2") }
                context("middle without set-up") {
                    afterEach { journal.record("middle after") }
                    context("inner") {
                        beforeEach { journal.record("inner before 1") }
                        beforeEach { throw Boom() }
                        beforeEach { journal.record("inner before 3") }
                        afterEach { journal.record("inner after") }
                        context("innermost") {
                            beforeEach { journal.record("innermost before") }
                            afterEach { journal.record("innermost after") }
                            justBeforeEach { journal.record("justBefore") }
                            it("stops") { journal.record("it") }
                        }
                    }
                    context("sibling") {
                        justBeforeEach { journal.record("sibling justBefore") }
                        afterEach { journal.record("sibling after 1") }
                        afterEach { journal.record("sibling after 2") }
                        it("runs") { journal.record("it") }
                    }
                }
            }
        }
        let stopping = try XCTUnwrap(plan.examples.first)
        let running = try XCTUnwrap(plan.examples.last)
        for _ in 1...2 {  // the second run reuses the chains the first one built
            let stopped = await TreeHarness.run(stopping)
            XCTAssertEqual(stopped.failures.map(\.message), ["beforeEach threw error \"boom\""])
            XCTAssertEqual(journal.entries, [
                "outer before", "inner before 1", "inner after", "middle after", "outer after 1", "outer after 2",
            ])
            journal.clear()

            let ran = await TreeHarness.run(running)
            XCTAssertEqual(ran.failures, [])
            XCTAssertEqual(journal.entries, [
                "outer before", "sibling justBefore", "it", "sibling after 1", "sibling after 2", "middle after",
                "outer after 1", "outer after 2",
            ])
            journal.clear()
        }
    }

    func testAThrowingJustBeforeEachStillRunsEveryAfterEach() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                afterEach { journal.record("outer after") }
                justBeforeEach { throw Boom() }
                context("inner") {
                    justBeforeEach { journal.record("inner justBefore") }
                    afterEach { journal.record("inner after") }
                    it("runs") { journal.record("it") }
                }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["justBeforeEach threw error \"boom\""])
        XCTAssertEqual(journal.entries, ["inner after", "outer after"])
    }

    func testTheConfigurationGroupsHooksWrapTheSpecsOwn() async throws {
        let journal = Journal()
        let configured = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: configured)) {
            beforeEach { journal.record("configured before") }
            aroundEach { runExample in
                journal.record("configured around >")
                runExample()
                journal.record("configured around <")
            }
            afterEach { journal.record("configured after") }
        }
        let root = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: root)) {
            describe("group") {
                beforeEach { journal.record("before") }
                afterEach { journal.record("after") }
                it("runs") { journal.record("it") }
            }
        }
        let plan = SpecPlan(specName: "ConfiguredSpec", root: root, outerGroups: [configured])

        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))
        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, [
            "configured before", "configured around >", "before", "it", "after", "configured around <", "configured after",
        ])
    }

    /// As Quick's wrap the examples of a `QuickSpec` or of an `AsyncSpec`: a synchronous
    /// configuration aroundEach the synchronous examples, an async one the async examples, and
    /// the configuration's other hooks every example.
    func testAConfigurationsAroundEachWrapsTheExamplesOfItsKind() async throws {
        let journal = Journal()
        let configured = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: configured)) {
            beforeEach { journal.record("configured before") }
            aroundEach { runExample in
                journal.record("sync around >")
                runExample()
                journal.record("sync around <")
            }
            aroundEach { runExample in
                journal.record("async around >")
                await runExample()
                journal.record("async around <")
            }
        }
        let root = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: root)) {
            it("runs synchronously") { journal.record("sync it") }
            it("awaits") {
                await Task.yield()
                journal.record("async it")
            }
            describe("with an async hook") {
                beforeEach { await Task.yield() }
                it("runs synchronously in an async group") { journal.record("grouped it") }
            }
        }
        let plan = SpecPlan(specName: "ConfiguredSpec", root: root, outerGroups: [configured])
        XCTAssertEqual(plan.examples.map(\.needsAsync), [false, true, true], "the async aroundEach makes no example async")

        for example in plan.examples {
            let result = await TreeHarness.run(example)
            XCTAssertEqual(result.failures, [], example.metadata.testName)
        }
        XCTAssertEqual(journal.entries, [
            "configured before", "sync around >", "sync it", "sync around <",
            "configured before", "async around >", "async it", "async around <",
            "configured before", "async around >", "grouped it", "async around <",
        ])

        // An AsyncSpec's examples all run as async code: the async aroundEach wraps them.
        let asyncRoot = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: asyncRoot)) {
            it("runs in an AsyncSpec") { journal.record("AsyncSpec it") }
        }
        let asyncPlan = SpecPlan(specName: "ConfiguredAsyncSpec", root: asyncRoot, outerGroups: [configured], runsAsync: true)
        let result = await TreeHarness.run(try XCTUnwrap(asyncPlan.examples.first))
        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries.suffix(4), ["configured before", "async around >", "AsyncSpec it", "async around <"])
    }
    /// What makes an example async for a configuration's aroundEach is its own closures: an async
    /// configuration beforeEach does not drop the synchronous aroundEach of a synchronous example,
    /// which then says it cannot wrap async code rather than not running.
    func testAConfigurationsAsyncBeforeEachLeavesTheKindOfAnExampleAlone() async throws {
        let journal = Journal()
        let configured = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: configured)) {
            beforeEach { () async in journal.record("async before") }
            aroundEach { runExample in
                journal.record("sync around >")
                runExample()
            }
            aroundEach { runExample in
                journal.record("async around >")
                await runExample()
            }
        }
        let root = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        BuildingState.shared.building(with: SpecBuilder(root: root)) {
            it("runs synchronously") { journal.record("sync it") }
        }
        let plan = SpecPlan(specName: "ConfiguredSpec", root: root, outerGroups: [configured])
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))
        XCTAssertEqual(result.failures.map(\.message), [Misuse.synchronousAroundEachAroundAsyncCode])
        XCTAssertEqual(journal.entries, ["async before"], "neither around ran, nor the example")
    }
}
