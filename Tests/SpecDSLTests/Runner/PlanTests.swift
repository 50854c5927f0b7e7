// spec-lint:disable-file focused, present-tense -- these trees test focusing and disabling; their names are labels, not sentences
import Matchers
import XCTest

@testable import SpecDSL

final class PlanTests: XCTestCase {
    func testFocusAndDisablingMarksReachEveryExampleInsideAGroup() {
        let plan = TreeHarness.plan {
            describe("group") {
                it("plain") {}
                fit("focused") {}
                xit("disabled") {}
                pending("still to write")
                fdescribe("focused group") {
                    it("inside focused") {}
                    xit("disabled inside focused") {}
                }
                xcontext("disabled group") {
                    fit("focused inside disabled") {}
                }
            }
        }
        let marks = plan.examples.map { ($0.metadata.description, $0.isFocused, $0.disabledReason) }
        XCTAssertEqual(marks.map(\.0), [
            "plain", "focused", "disabled", "still to write", "inside focused", "disabled inside focused",
            "focused inside disabled",
        ])
        XCTAssertEqual(marks.map(\.1), [false, true, false, false, true, true, true])
        XCTAssertEqual(marks.map(\.2), [
            nil, nil, "disabled with xit", "pending: still to write", nil, "disabled with xit", "disabled with xcontext",
        ])
        XCTAssertTrue(plan.hasFocusedExamples)
    }

    func testFocusInsideADisabledGroupDoesNotCountAsFocus() {
        let plan = TreeHarness.plan {
            xdescribe("disabled") {
                fit("focused but disabled") {}
            }
            it("plain") {}
        }
        XCTAssertFalse(plan.hasFocusedExamples)
    }

    func testAnEmptyGroupIsAnIssueAtItsLine() throws {
        let line = #line + 3
        let plan = TreeHarness.plan {
            describe("Parser") {
                context("with no examples yet") {}
                it("parses") {}
            }
        }
        let issue = try XCTUnwrap(plan.failingCases.first)
        XCTAssertEqual(plan.failingCases.count, 1)
        XCTAssertEqual(issue.name, "Parser__with_no_examples_yet__empty_group")
        XCTAssertEqual(issue.failures, [SpecFailure(
            .definitionIssue, "\"with no examples yet\" has no examples: add an it(…) to it, or remove it", file: #filePath, line: line)])
    }

    func testAGroupHoldingOnlyUnknownSharedExamplesIsNotAlsoEmpty() throws {
        let root = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        let builder = SpecBuilder(root: root)
        BuildingState.shared.building(with: builder) {
            describe("typo") {
                itBehavesLike("a colection that no spec defines")
            }
            describe("really empty") {}
        }
        let unresolved = Set(builder.takePendingBehaviors().map { ObjectIdentifier($0.group) })
        XCTAssertEqual(unresolved.count, 1)
        let plan = SpecPlan(specName: "S", root: root, failingCases: builder.failingCases, unresolvedGroups: unresolved)
        // The unknown name is reported once (by the planner); "typo" is empty only because of it.
        XCTAssertEqual(plan.failingCases.map(\.name), ["really_empty__empty_group"])
    }

    func testSuiteHooksInsideAGroupAreIssues() throws {
        let plan = TreeHarness.plan {
            describe("group") {
                beforeSuite {}
                it("runs") {}
            }
        }
        let issue = try XCTUnwrap(plan.failingCases.first)
        XCTAssertEqual(issue.name, "group__beforeSuite_in_group")
        XCTAssertEqual(issue.failures.map(\.message), [Misuse.suiteHookInGroup("beforeSuite")])
    }

    func testEveryDefinedExampleIsPlannedOnce() {
        let plan = TreeHarness.plan {
            describe("a") {
                it("1") {}
                context("b") {
                    it("2") {}
                    xit("3") {}
                    context("c") { pending("4") }
                }
            }
            it("5") {}
        }
        XCTAssertEqual(plan.examples.map(\.metadata.description), ["1", "2", "3", "4", "5"])
        XCTAssertEqual(plan.examples.map(\.metadata.exampleIndex), [0, 1, 2, 3, 4])
    }
}
