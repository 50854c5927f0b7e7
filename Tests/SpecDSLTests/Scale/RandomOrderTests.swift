import XCTest

@testable import SpecDSL

/// A random order with a seed: the same seed gives the same order, groups keep their examples
/// together, and the hooks of a group still wrap exactly its examples.
final class RandomOrderTests: XCTestCase {
    private static func tree(_ journal: Journal? = nil) -> SpecPlan {
        TreeHarness.plan("OrderSpec") {
            beforeEach { journal?.record("outer") }
            for group in ["alpha", "beta", "gamma"] {
                context(group) {
                    beforeEach { journal?.record("before \(group)") }
                    afterEach { journal?.record("after \(group)") }
                    for index in 1...4 {
                        it("\(group) \(index)") { journal?.record("example \(group) \(index)") }
                    }
                }
            }
            it("stands alone") { journal?.record("example alone") }
        }
    }

    private func names(_ order: ExampleOrder, _ plan: SpecPlan = tree()) -> [String] {
        order.arrange(plan.examples, specName: plan.specName).map(\.metadata.testName)
    }

    func testTheDefinedOrderIsTheOrderOfDefinition() {
        let plan = Self.tree()
        XCTAssertEqual(names(.defined, plan), TreeHarness.names(plan))
    }

    func testTheSameSeedGivesTheSameOrderAndAnotherSeedAnother() {
        let plan = Self.tree()
        XCTAssertEqual(names(.random(seed: 51923), plan), names(.random(seed: 51923), Self.tree()), "a plan built again")
        XCTAssertNotEqual(names(.random(seed: 51923), plan), names(.random(seed: 51924), plan))
        XCTAssertNotEqual(names(.random(seed: 51923), plan), TreeHarness.names(plan))
        XCTAssertEqual(Set(names(.random(seed: 51923), plan)), Set(TreeHarness.names(plan)), "a permutation")
    }

    func testAGroupsExamplesStayTogether() {
        for seed in UInt64(0)..<20 {
            let groups = names(.random(seed: seed)).map { $0.components(separatedBy: "__").first ?? "" }
            var seen: [String] = []
            for group in groups where seen.last != group {
                XCTAssertFalse(seen.contains(group), "seed \(seed): \(group) comes back after another group: \(groups)")
                seen.append(group)
            }
        }
    }

    func testTheExamplesAFilterLeavesKeepTheirOrder() {
        let plan = Self.tree()
        let all = names(.random(seed: 7), plan)
        let some = plan.examples.filter { !$0.metadata.testName.hasPrefix("beta") }
        let arranged = ExampleOrder.random(seed: 7).arrange(some, specName: plan.specName).map(\.metadata.testName)
        XCTAssertEqual(arranged, all.filter { !$0.hasPrefix("beta") })
    }

    func testHooksStillWrapExactlyTheirGroupsExamples() async {
        let journal = Journal()
        let plan = Self.tree(journal)
        for planned in ExampleOrder.random(seed: 3).arrange(plan.examples, specName: plan.specName) {
            journal.clear()
            _ = await TreeHarness.run(planned)
            let description = planned.metadata.description
            if description == "stands alone" {
                XCTAssertEqual(journal.entries, ["outer", "example alone"])
            } else {
                let group = String(description.prefix { $0 != " " })
                XCTAssertEqual(journal.entries, ["outer", "before \(group)", "example \(description)", "after \(group)"])
            }
        }
    }
}
