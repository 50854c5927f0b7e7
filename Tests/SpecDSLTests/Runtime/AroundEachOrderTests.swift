import Matchers
import XCTest

@testable import SpecDSL

/// Quick's order: `beforeEach` and `aroundEach` hooks of a group run in declaration order, each
/// `aroundEach` wrapping what is declared after it; the group's `afterEach` hooks run after them.
final class AroundEachOrderTests: XCTestCase {
    private func interleavedTree(_ journal: Journal) -> SpecPlan {
        TreeHarness.plan {
            describe("outer") {
                afterEach { journal.record("outer after 1") }
                beforeEach { journal.record("outer before 1") }
                aroundEach { runExample in
                    journal.record("outer around >")
                    runExample()
                    journal.record("outer around <")
                }
                beforeEach { journal.record("outer before 2") }
                afterEach { journal.record("outer after 2") }
                context("inner") {
                    aroundEach { runExample in
                        journal.record("inner around >")
                        runExample()
                        journal.record("inner around <")
                    }
                    beforeEach { journal.record("inner before") }
                    it("runs") { journal.record("it") }
                }
            }
        }
    }

    private let quickOrder = [
        "outer before 1", "outer around >", "outer before 2",
        "inner around >", "inner before", "it", "inner around <",
        "outer around <", "outer after 1", "outer after 2",
    ]

    func testBeforeEachAndAroundEachInterleaveInDeclarationOrder() async throws {
        let journal = Journal()
        let result = await TreeHarness.run(try XCTUnwrap(interleavedTree(journal).examples.first))

        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, quickOrder)
    }

    func testAsyncHooksInterleaveTheSameWayOffTheMainActor() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                afterEach { await Task.yield(); journal.record("outer after 1") }
                beforeEach { journal.record("outer before 1") }
                aroundEach { runExample in
                    journal.record("outer around >")
                    await runExample()
                    journal.record("outer around <")
                }
                beforeEach { await Task.yield(); journal.record("outer before 2") }
                afterEach { journal.record("outer after 2") }
                context("inner") {
                    aroundEach { runExample in
                        journal.record("inner around >")
                        await runExample()
                        journal.record("inner around <")
                    }
                    beforeEach { journal.record("inner before") }
                    it("runs") { await Task.yield(); journal.record("it") }
                }
            }
        }
        let planned = try XCTUnwrap(plan.examples.first)
        XCTAssertTrue(planned.needsAsync)
        let result = await TreeHarness.run(planned)

        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, quickOrder)
    }

    func testAsyncHooksInterleaveTheSameWayOnTheMainActor() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("outer") {
                beforeEach { @MainActor in await Task.yield(); journal.record(Thread.isMainThread ? "before 1" : "off main") }
                aroundEach { @MainActor runExample in
                    journal.record("around >")
                    await runExample()
                    journal.record("around <")
                }
                beforeEach { @MainActor in await Task.yield(); journal.record("before 2") }
                it("runs") { @MainActor in await Task.yield(); journal.record(Thread.isMainThread ? "it" : "off main") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, ["before 1", "around >", "before 2", "it", "around <"])
    }

    func testABeforeEachThatThrowsSkipsTheAroundEachDeclaredAfterItButNotTheAfterEach() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("group") {
                beforeEach { throw Boom() }
                aroundEach { runExample in
                    journal.record("around")
                    runExample()
                }
                afterEach { journal.record("after") }
                it("runs") { journal.record("it") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), ["beforeEach threw error \"boom\""])
        XCTAssertEqual(journal.entries, ["after"])
    }

    func testAnAroundEachThatRunsTheExampleTwiceFailsAndRunsItOnce() async throws {
        let journal = Journal()
        let aroundLine = #line + 3
        let plan = TreeHarness.plan {
            describe("group") {
                aroundEach { runExample in
                    runExample()
                    runExample()
                    runExample()
                }
                beforeEach { journal.record("before") }
                afterEach { journal.record("after") }
                it("runs") { journal.record("it") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), [
            "aroundEach called the closure it was given more than once; the example ran only the first time: "
                + "call runExample() exactly once",
        ])
        XCTAssertEqual(result.failures.first?.line, UInt(aroundLine))
        XCTAssertEqual(journal.entries, ["before", "it", "after"])
    }

    func testAnAsyncAroundEachThatRunsTheExampleTwiceFailsAndRunsItOnce() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("group") {
                aroundEach { runExample in
                    await runExample()
                    await runExample()
                }
                it("runs") { await Task.yield(); journal.record("it") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))

        XCTAssertEqual(result.failures.map(\.message), [Misuse.aroundEachRanExampleAgain])
        XCTAssertEqual(journal.entries, ["it"])
    }
    /// An aroundEach that keeps `runExample` and calls it from a later example runs nothing there:
    /// its own example is over, and the later one fails saying so.
    func testARunExampleKeptAndCalledAfterItsHookReturnedRunsNothing() async throws {
        let journal = Journal()
        let kept = Locked<(() -> Void)?>(nil)
        let keptAsync = Locked<(() async -> Void)?>(nil)
        let plan = TreeHarness.plan {
            describe("sync") {
                aroundEach { runExample in kept.withLock { $0 = runExample } }
                it("keeps its runExample") { journal.record("kept example") }
            }
            describe("async") {
                aroundEach { runExample in
                    await Task.yield()
                    keptAsync.withLock { $0 = runExample }
                }
                it("keeps its runExample") { await Task.yield(); journal.record("kept async example") }
            }
            it("calls them later") {
                kept.withLock { $0 }?()
                await keptAsync.withLock { $0 }?()
                journal.record("caller")
            }
        }
        var results: [[RecordedFailure]] = []
        for example in plan.examples { results.append(await TreeHarness.run(example).failures) }

        XCTAssertEqual(results.map { $0.map(\.message) }, [
            [Misuse.aroundEachDidNotRunExample], [Misuse.aroundEachDidNotRunExample],
            [Misuse.aroundEachRanExampleLate, Misuse.aroundEachRanExampleLate],
        ])
        XCTAssertEqual(journal.entries, ["caller"], "neither kept example ran")
    }
}
