import Foundation
import Matchers
import XCTest

@testable import SpecDSL

/// The thread running `spec()` finds its builder in a per-thread slot (`ThreadBuilder`); these
/// pin what the registry's shared builder stack did before, for other threads and nesting.
final class BuilderThreadTests: XCTestCase {
    func testADSLCallFromAnotherThreadWhileSpecBuildsStillAddsToTheSpec() {
        let plan = TreeHarness.plan {
            describe("Cart") {
                let done = DispatchSemaphore(value: 0)
                let thread = Thread {
                    it("is added from another thread") {}
                    done.signal()
                }
                thread.start()
                done.wait()
                it("is added from the building thread") {}
            }
        }
        XCTAssertEqual(TreeHarness.names(plan), ["Cart__is_added_from_another_thread", "Cart__is_added_from_the_building_thread"])
    }

    func testABuildInsideABuildGivesTheOuterBuilderBackAfterwards() {
        var inner: SpecPlan?
        let outer = TreeHarness.plan("OuterSpec") {
            describe("Outer") {
                it("comes first") {}
                inner = TreeHarness.plan("InnerSpec") { it("belongs inside") {} }
                it("comes last") {}
            }
        }
        XCTAssertEqual(TreeHarness.names(outer), ["Outer__comes_first", "Outer__comes_last"])
        XCTAssertEqual(inner.map(TreeHarness.names), ["belongs_inside"])
    }

    func testADSLCallAfterTheBuildEndedIsOutsideOfSpec() {
        _ = TreeHarness.plan { it("is planned") {} }
        let failures = gatherFailures { it("floats") {} }
        XCTAssertEqual(failures.map(\.message), [Misuse.outsideOfSpec("it(\"floats\")")])
    }
}
