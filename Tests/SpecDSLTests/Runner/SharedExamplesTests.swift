import XCTest

@testable import SpecDSL

final class EmptyArrayBehavior: Behavior<[Int]> {
    override class func spec(_ context: @escaping () -> [Int]) {
        it("is empty") { XCTAssertTrue(context().isEmpty) }
    }
}

final class SharedExamplesTests: XCTestCase {
    func testItBehavesLikeIncludesTheSharedExamplesInAGroupNamedAfterThem() async throws {
        var received: [Int] = []
        let plan = TreeHarness.plan {
            sharedExamples("a counter (plan test)") { context in
                it("starts at the given value") { received.append(context()["start"] as? Int ?? -1) }
            }
            describe("Counter") {
                itBehavesLike("a counter (plan test)") { ["start": 3] }
            }
        }
        XCTAssertEqual(TreeHarness.names(plan), ["Counter__a_counter_plan_test__starts_at_the_given_value"])
        _ = await TreeHarness.run(try XCTUnwrap(plan.examples.first))
        XCTAssertEqual(received, [3])
    }

    func testABehaviorIncludesItsExamplesWithATypedContext() async throws {
        let plan = TreeHarness.plan {
            describe("Array") {
                itBehavesLike(EmptyArrayBehavior.self) { [] }
            }
        }
        XCTAssertEqual(TreeHarness.names(plan), ["Array__EmptyArrayBehavior__is_empty"])
        let result = await TreeHarness.run(try XCTUnwrap(plan.examples.first))
        XCTAssertEqual(result.failures, [])
    }

    func testDefiningTheSameSharedExamplesTwiceIsAnIssue() throws {
        let plan = TreeHarness.plan {
            sharedExamples("defined twice (plan test)") { it("runs") {} }
            sharedExamples("defined twice (plan test)") { it("runs") {} }
            it("runs") {}
        }
        let issue = try XCTUnwrap(plan.failingCases.first)
        XCTAssertEqual(issue.name, "duplicate_shared_examples")
        XCTAssertEqual(issue.failures.map(\.message), [Misuse.duplicateSharedExamples("defined twice (plan test)")])
    }
}
