import Matchers
import XCTest

@testable import SpecDSL

/// Quick 7's `QCKConfiguration` takes `async` hooks and an `async` `aroundEach`; the same
/// configuration code must compile and run in Quick's order.
final class ConfigurationHookTests: XCTestCase {
    func testAsyncConfigurationHooksRunInOrderAroundTheExample() async throws {
        let journal = Journal()
        let configuration = SpecConfiguration()
        let plan = TreeHarness.plan {
            describe("configured") {
                configuration.beforeEach { await Task.yield(); journal.record("before") }
                configuration.beforeEach { metadata in await Task.yield(); journal.record("before \(metadata.testName)") }
                configuration.aroundEach { runExample in
                    journal.record("around >")
                    await runExample()
                    journal.record("around <")
                }
                configuration.aroundEach { metadata, runExample in
                    journal.record("around \(metadata.testName) >")
                    await runExample()
                    journal.record("around \(metadata.testName) <")
                }
                configuration.justBeforeEach { await Task.yield(); journal.record("justBefore") }
                configuration.justBeforeEach { metadata in journal.record("justBefore \(metadata.testName)") }
                configuration.justBeforeEach { metadata in await Task.yield(); journal.record("async justBefore \(metadata.testName)") }
                configuration.afterEach { await Task.yield(); journal.record("after") }
                configuration.afterEach { metadata in await Task.yield(); journal.record("after \(metadata.testName)") }
                it("runs") { journal.record("it") }
            }
        }
        let planned = try XCTUnwrap(plan.examples.first)
        XCTAssertTrue(planned.needsAsync, "an async configuration hook makes the example async")
        let result = await TreeHarness.run(planned)

        XCTAssertEqual(result.failures, [])
        XCTAssertEqual(journal.entries, [
            "before", "before configured__runs", "around >", "around configured__runs >",
            "justBefore", "justBefore configured__runs", "async justBefore configured__runs", "it",
            "around configured__runs <", "around <", "after", "after configured__runs",
        ])
    }

    func testAnAsyncConfigurationAroundEachThatNeverRunsTheExampleFails() async throws {
        let configuration = SpecConfiguration()
        let plan = TreeHarness.plan {
            describe("configured") {
                configuration.aroundEach { _ in await Task.yield() }
                it("never runs") { XCTFail("the example ran") }
            }
        }
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))
        XCTAssertEqual(result.failures.map(\.message), [
            "aroundEach did not call the closure it was given, so the example did not run: call runExample() exactly once",
        ])
    }
}
