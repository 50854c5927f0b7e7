@_spi(SpecRunner) import Matchers
import XCTest

@_spi(SpecDiscovery) @testable import SpecDSL

/// The plan of a test target: built once from the plugin's list, with the configurations' hooks
/// outside every spec's own, focus across the target, suite hooks and configuration mistakes.
final class TargetPlanTests: XCTestCase {
    /// Runs `body` capturing nothing: the plans here record no failures outside examples.
    private static let noCapture: FailureCapturing = { body, _ in body() }

    func testAConfigurationListedByTwoTargetsIsConfiguredOnce() throws {
        // The plugin lists this configuration for this target too: however the two orders go, once in all.
        let spec = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") { it("runs") {} }
        let first = TargetPlan.build(specs: [spec], configurations: [CountingConfiguration.self], capturing: Self.noCapture)
        let second = TargetPlan.build(specs: [spec], configurations: [CountingConfiguration.self], capturing: Self.noCapture)

        XCTAssertEqual(CountingConfiguration.calls.value, 1, "configure(_:) runs once per process")
        XCTAssertEqual(first.configurationGroup.setUps.count, 1)
        XCTAssertEqual(second.configurationGroup.setUps.count, 1, "each target gets the configuration's hooks")
    }

    func testAFocusedExampleInOneSpecFocusesTheWholeTarget() throws {
        let focused = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            // spec-lint:disable-next-line focused
            fit("is focused") {}
        }
        let plain = SpecDefinition(type: PlannedSpecB.self, name: "PlannedSpecB") { it("is not") {} }
        let target = TargetPlan.build(specs: [focused, plain], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: PlannedSpecB.self))

        XCTAssertTrue(target.hasFocusedExamples)
        let selection = ExampleSelection(plan, in: target, processCases: [], environment: [:])
        XCTAssertEqual(selection.skipReason(for: plan.examples[0]),
                       "not focused: other examples are focused with fit, fdescribe or fcontext")
        XCTAssertEqual(target.specNames, ["PlannedSpecA", "PlannedSpecB"])
    }

    func testABaseSpecWithoutExamplesReportsNothingAndAnyOtherOneSkippedCase() throws {
        let base = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {}
        let lone = SpecDefinition(type: PlannedSpecB.self, name: "PlannedSpecB") {}
        let target = TargetPlan.build(specs: [base, lone], configurations: [], capturing: Self.noCapture, bases: ["PlannedSpecA"])
        let basePlan = try XCTUnwrap(target.plan(for: PlannedSpecA.self))
        let lonePlan = try XCTUnwrap(target.plan(for: PlannedSpecB.self))
        XCTAssertFalse(ExampleSelection(basePlan, in: target, processCases: [], environment: [:]).definesNothing)
        XCTAssertTrue(ExampleSelection(lonePlan, in: target, processCases: [], environment: [:]).definesNothing)
    }

    func testSharedExamplesDefinedByALaterSpecAreExpanded() throws {
        let user = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") { itBehavesLike("defined later (target plan test)") }
        let definer = SpecDefinition(type: PlannedSpecB.self, name: "PlannedSpecB") {
            sharedExamples("defined later (target plan test)") { it("runs") {} }
            it("defines") {}
        }
        let target = TargetPlan.build(specs: [user, definer], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: PlannedSpecA.self))

        XCTAssertEqual(plan.examples.map(\.metadata.testName), ["defined_later_target_plan_test__runs"])
        XCTAssertEqual(plan.failingCases.map(\.name), [])
    }

    func testASpecPlannedAgainInTheSameProcessDefinesItsSharedExamplesWithoutAnIssue() throws {
        // A second plan of the same class (a runner that plans some classes apart, as Quick's
        // own suite does) runs the same sharedExamples call again: one definition, not two.
        let spec = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            sharedExamples("planned again (target plan test)") { it("runs") {} }
            itBehavesLike("planned again (target plan test)")
        }
        let first = try XCTUnwrap(TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture).plan(for: PlannedSpecA.self))
        let second = try XCTUnwrap(TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture).plan(for: PlannedSpecA.self))

        XCTAssertEqual(first.failingCases.map(\.name), [])
        XCTAssertEqual(second.failingCases.map(\.name), [])
        XCTAssertEqual(second.examples.map(\.metadata.testName), ["planned_again_target_plan_test__runs"])
    }

    func testSharedExamplesThatOneHelperDefinesForEachSpecAreEachSpecsOwn() throws {
        // One sharedExamples call, reached from two specs: each spec includes the examples its
        // own call defined.
        func behavesLikeALabel(_ label: String) {
            sharedExamples("a labelled helper (target plan test)") { it("is labelled \(label)") {} }
            itBehavesLike("a labelled helper (target plan test)")
        }
        let first = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") { behavesLikeALabel("A") }
        let second = SpecDefinition(type: PlannedSpecB.self, name: "PlannedSpecB") { behavesLikeALabel("B") }
        let target = TargetPlan.build(specs: [first, second], configurations: [], capturing: Self.noCapture)
        let planA = try XCTUnwrap(target.plan(for: PlannedSpecA.self))
        let planB = try XCTUnwrap(target.plan(for: PlannedSpecB.self))

        XCTAssertEqual(planA.failingCases.map(\.name) + planB.failingCases.map(\.name), [])
        XCTAssertEqual(planA.examples.map(\.metadata.testName), ["a_labelled_helper_target_plan_test__is_labelled_A"])
        XCTAssertEqual(planB.examples.map(\.metadata.testName), ["a_labelled_helper_target_plan_test__is_labelled_B"])
    }

    func testAFailureWhileSpecBuildsIsAFailingCaseNamedAfterTheOpenGroups() throws {
        let line = #line + 5
        let capture: FailureCapturing = { body, onFailure in
            forwardingFailures(to: { onFailure(SpecFailure($0.kind, $0.message, file: $0.file, line: Int($0.line))) }, body)
        }
        let spec = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            describe("Parser") { expect(1) == 2; it("parses") {} }
        }
        let plan = try XCTUnwrap(TargetPlan.build(specs: [spec], configurations: [], capturing: capture).plan(for: PlannedSpecA.self))

        XCTAssertEqual(plan.failingCases.map(\.name), ["Parser__failure_outside_example"])
        XCTAssertEqual(plan.failingCases.first?.failures, [SpecFailure(
            .expectationFailed, Misuse.failureOutsideExample("expected to equal <2>, got <1>"), file: #filePath, line: line)])
    }

    func testABeforeSuiteRunsOncePerProcessAndAFailingOneIsAFailingCase() throws {
        let runs = Counter()
        let spec = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            beforeSuite {
                runs.increment()
                throw Boom()
            }
            it("runs") {}
        }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture)
        let process = ProcessRun()
        process.prepare(target, capturing: Self.noCapture)
        process.prepare(target, capturing: Self.noCapture)

        XCTAssertEqual(runs.value, 1)
        let cases = process.takePendingCases()
        XCTAssertEqual(cases.map(\.name), ["beforeSuite"])
        XCTAssertEqual(cases.first?.failures.map(\.message), ["beforeSuite threw error \"boom\""])
        XCTAssertEqual(process.takePendingCases().count, 0, "reported once")
    }

    func testAFailedRequireInABeforeSuiteIsOneFailureWithItsOwnMessage() {
        // One no check recorded (made and thrown by the hook itself) is its failure, in its words.
        let location = SourceLocation(filePath: "Hooks.swift", line: 7)
        let spec = SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            beforeSuite { throw RequireError(message: "expected a server", location: location) }
            it("runs") {}
        }
        let process = ProcessRun()
        process.prepare(TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture), capturing: Self.noCapture)
        XCTAssertEqual(process.takePendingCases().first?.failures, [SpecFailure(.expectationFailed, "expected a server", file: "Hooks.swift", line: 7)])
    }

    func testEachTargetsFailingCasesAreTakenApartAndTheFirstTargetHoldsTheProcesss() {
        let first = TargetPlan.build(specs: [SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            beforeSuite { throw Boom() }
            it("runs") {}
        }], configurations: [], capturing: Self.noCapture)
        let second = TargetPlan.build(specs: [SpecDefinition(type: PlannedSpecB.self, name: "PlannedSpecB") {
            beforeSuite { throw SecondBoom() }
            it("runs") {}
        }], configurations: [], capturing: Self.noCapture)
        let process = ProcessRun()
        process.prepare(first, capturing: Self.noCapture)
        process.prepare(second, capturing: Self.noCapture)

        let ofSecond = process.takePendingCases(of: second)
        XCTAssertEqual(ofSecond.map(\.name), ["beforeSuite"])
        XCTAssertEqual(ofSecond.first?.failures.map(\.message), ["beforeSuite threw error \"second\""])
        XCTAssertEqual(process.takePendingCases(of: first).map(\.name), ["beforeSuite"])
        XCTAssertEqual(process.takePendingCases().count, 0, "each taken once")

        // A setting that cannot be read is the process's, with the first target prepared; the
        // process runs no example then, and no suite hook either.
        let runs = Counter()
        let hooked = TargetPlan.build(specs: [SpecDefinition(type: PlannedSpecA.self, name: "PlannedSpecA") {
            beforeSuite { runs.increment() }
            afterSuite { runs.increment() }
            it("runs") {}
        }], configurations: [], capturing: Self.noCapture)
        let unreadable = ProcessRun(settings: RunSettings(environment: ["SPECKIT_EXAMPLE_TIMEOUT": "soon"]))
        unreadable.prepare(hooked, capturing: Self.noCapture)
        XCTAssertEqual(unreadable.takePendingCases(of: hooked).map(\.name), ["invalid_example_timeout"])
        XCTAssertTrue(unreadable.runAfterSuiteHooks(capturing: Self.noCapture).isEmpty)
        XCTAssertEqual(runs.value, 0)
    }

    func testRepeatedFailingCaseNamesAreNumbered() {
        let failure = SpecFailure(.definitionIssue, "broken", file: "A.swift", line: 1)
        let cases = FailingCase.numbered([
            FailingCase(name: "beforeSuite", failures: [failure]), FailingCase(name: "afterSuite", failures: [failure]),
            FailingCase(name: "beforeSuite", failures: [failure]),
        ])
        XCTAssertEqual(cases.map(\.name), ["beforeSuite", "afterSuite", "beforeSuite_2"])
    }
}

/// A Swift Testing case carries only its name when encoded: the runner finds the rest by name.
final class SpecExampleCaseTests: XCTestCase {
    func testItEncodesItsNameOnly() throws {
        let testCase = SpecExampleCase(id: "Bool__is_true", description: "Bool is true")
        let encoded = try JSONEncoder().encode(testCase)
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), "\"Bool__is_true\"")
        XCTAssertEqual(try JSONDecoder().decode(SpecExampleCase.self, from: encoded).id, "Bool__is_true")
        XCTAssertEqual("\(testCase)", "Bool is true")
    }

    func testXCTSkipsReasonAndPlaceAreRead() {
        let line = #line + 1
        let details = ThrownError.skipDetails(XCTSkip("not today"))
        XCTAssertEqual(details.message, "Test skipped - not today")
        XCTAssertEqual(details.file, "\(#filePath)")
        XCTAssertEqual(details.line, line)
        XCTAssertTrue(ThrownError.isSkip(XCTSkip()))
        XCTAssertFalse(ThrownError.isSkip(Boom()))
    }
}

private final class PlannedSpecA {}
private final class PlannedSpecB {}

final class CountingConfiguration: Configuration {
    static let calls = Counter()
    override class func configure(_ configuration: SpecConfiguration) {
        calls.increment()
        configuration.beforeEach {}
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

private struct SecondBoom: Error, CustomStringConvertible {
    var description: String { "second" }
}
