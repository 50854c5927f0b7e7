import Foundation
import Matchers
import XCTest

/// Expands a spec class's one discovered test method into a suite of XCTest cases, one per
/// example (plus one failing case per definition issue), and runs it.
enum SpecRunner {
    /// How long an async example may run before it fails instead of hanging the test run.
    static let asyncExampleTimeout: TimeInterval = 600

    static func run(_ anchor: SpecCase, discovered: DiscoveredSpecs) {
        let registry = SpecRegistry.shared
        let specType = type(of: anchor)
        // A class the plugin did not list (a subclass defined elsewhere) is built on its own.
        let target = discovered.specs.contains { $0 == specType }
            ? discovered : DiscoveredSpecs(specs: discovered.specs + [specType], configurations: discovered.configurations)
        registry.prepare(target, anchorInstance: anchor)
        registry.observeTestRunIfNeeded()
        let suiteIssues = registry.runBeforeSuiteHooks()
        guard let plan = registry.plan(for: specType) else { return }

        let suite = XCTestSuite(name: anchor.name)
        for issue in suiteIssues + plan.issues {
            suite.addTest(failingCase(specType, for: issue))
        }

        let selection: ExampleFilter.Selection
        do {
            selection = try ExampleFilter.fromEnvironment().select(plan.examples, in: plan.specName)
        } catch {
            suite.addTest(failingCase(specType, for: DefinitionIssue(
                title: "invalid_filter", message: "\(error)",
                location: SourceLocation(filePath: "<SPECKIT_FILTER>", line: 0, column: 0), groupPath: [])))
            selection = ExampleFilter.Selection(examples: [], note: nil)
        }
        if let note = selection.note { print(note) }

        let runsOnlyFocused = registry.hasFocusedExamples(among: target.specs)
        // A Configuration of a target prepared later may add async hooks to plans made earlier.
        let globalHooksAreAsync = registry.globalGroup.hasAsyncHooks
        for planned in selection.examples {
            let testCase = specType.init(name: planned.metadata.testName) { testCase in
                try runExample(on: testCase, runsOnlyFocused: runsOnlyFocused, globalHooksAreAsync: globalHooksAreAsync)
            }
            testCase.planned = planned
            suite.addTest(testCase)
        }
        if plan.examples.isEmpty && plan.issues.isEmpty {
            suite.addTest(specType.init(name: "no_examples") { _ in
                throw XCTSkip("\(plan.specName) defines no examples: override spec() and add some with it(…)")
            })
        }

        suite.run()
        anchor.setExpandedRun(suite.testRun)
    }

    /// The body of every example's XCTest case.
    private static func runExample(on testCase: XCTestCase, runsOnlyFocused: Bool, globalHooksAreAsync: Bool) throws {
        guard let spec = testCase as? SpecCase, let planned = spec.planned else { return }
        if let reason = planned.disabledReason {
            throw XCTSkip("\(reason) (\(planned.metadata.location.fileAndLine))")
        }
        if runsOnlyFocused && !planned.isFocused {
            throw XCTSkip("not focused: other examples are focused with fit, fdescribe or fcontext")
        }

        let registry = SpecRegistry.shared
        let execution = ExampleExecution(example: planned.example, metadata: planned.metadata, groups: planned.groups)
        registry.setRunning(SpecRegistry.Running(metadata: planned.metadata, testCase: spec))
        defer { registry.setRunning(nil) }

        // An AsyncSpec runs every example as async code, off the main thread, as Quick's does.
        if planned.needsAsync || globalHooksAreAsync || spec is AsyncSpecCase {
            runAsynchronously(execution, location: planned.metadata.location)
        } else {
            execution.runSynchronously()
        }
        if let skip = execution.skip { throw skip }
    }

    /// Runs an example with async closures on a task while XCTest's waiter keeps the main run
    /// loop turning, so main-actor work the example awaits can run.
    private static func runAsynchronously(_ execution: ExampleExecution, location: SourceLocation) {
        let finished = XCTestExpectation(description: "example finished")
        let work = UncheckedSendable(execution)
        Task {
            await work.value.run()
            finished.fulfill()
        }
        if XCTWaiter.wait(for: [finished], timeout: asyncExampleTimeout) != .completed {
            reportFailure("the example did not finish within \(Int(asyncExampleTimeout)) seconds", location: location)
        }
    }

    /// A test case that fails with a definition issue at the place it points to.
    private static func failingCase(_ specType: SpecCase.Type, for issue: DefinitionIssue) -> SpecCase {
        let name = TestName.join(issue.groupPath.map(TestName.sanitize) + [issue.title])
        return specType.init(name: name) { testCase in
            reportFailure(issue.message, location: issue.location)
        }
    }
}

/// Carries a value into a task when the code guarantees it is used by one task at a time.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
