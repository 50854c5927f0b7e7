import Foundation
import Matchers
import XCTest

/// Expands a spec class's one discovered test method into a suite of XCTest cases, one per
/// example (plus one failing case per definition issue), and runs it.
enum SpecRunner {
    /// How long an async example may run before it fails instead of hanging the test run, unless
    /// `SPECKIT_EXAMPLE_TIMEOUT` or `exampleTimeout(_:)` says otherwise.
    static let defaultAsyncExampleTimeout: TimeInterval = 600

    static func run(_ anchor: SpecCase, discovered: DiscoveredSpecs) {
        let registry = SpecRegistry.shared
        let specType = type(of: anchor)
        // A class the plugin did not list (a subclass defined elsewhere) is built on its own.
        let target = discovered.specs.contains { $0 == specType }
            ? discovered : DiscoveredSpecs(specs: discovered.specs + [specType], configurations: discovered.configurations)
        registry.prepare(target, anchorInstance: anchor)
        registry.observeTestRunIfNeeded()
        registry.runBeforeSuiteHooks()
        let processCases = registry.takeProcessCases(for: specType)
        guard let plan = registry.plan(for: specType) else { return }

        let suite = XCTestSuite(name: anchor.name)
        for testCase in failingCases(specType, for: processCases) { suite.addTest(testCase) }
        for issue in plan.issues {
            suite.addTest(failingCase(specType, named: issueName(issue.groupPath, issue.title), failures: [CapturedFailure(issue)]))
        }
        for failure in plan.capturedFailures {
            suite.addTest(failingCase(specType, named: issueName(failure.groupPath, "failure_outside_example"), failures: [failure]))
        }

        let selection: ExampleFilter.Selection
        do {
            selection = try ExampleFilter.fromEnvironment().select(plan.examples, in: plan.specName)
        } catch {
            suite.addTest(failingCase(specType, named: "invalid_filter", failures: [environmentFailure("\(error)")]))
            selection = ExampleFilter.Selection(examples: [], note: nil)
        }
        if let note = selection.note {
            print(note)
            registry.countFiltered(selection.examples.count)
        }

        var timeout = defaultAsyncExampleTimeout
        switch environmentTimeout() {
        case .success(let seconds?): timeout = seconds
        case .success(nil): break
        case .failure(let error):
            suite.addTest(failingCase(specType, named: "invalid_example_timeout", failures: [environmentFailure(error.message)]))
        }

        let runsOnlyFocused = registry.hasFocusedExamples(among: target)
        // A Configuration of a target prepared later may add async hooks to plans made earlier.
        let globalHooksAreAsync = registry.globalGroup.hasAsyncHooks
        // One closure for every example: each case finds its example in `planned`.
        let options = Options(runsOnlyFocused: runsOnlyFocused, globalHooksAreAsync: globalHooksAreAsync,
                              isAsyncSpec: specType is AsyncSpecCase.Type, timeout: timeout)
        let body: (XCTestCase) throws -> Void = { testCase in try runExample(on: testCase, options) }
        for planned in selection.examples {
            let testCase = specType.init(name: planned.metadata.testName, testClosure: body)
            testCase.planned = planned
            suite.addTest(testCase)
        }
        if plan.examples.isEmpty && plan.issues.isEmpty && plan.capturedFailures.isEmpty {
            suite.addTest(specType.init(name: "no_examples") { _ in
                throw XCTSkip("\(plan.specName) defines no examples: override spec() and add some with it(…)")
            })
        }

        suite.run()
        anchor.setExpandedRun(suite.testRun)
    }

    private struct Options {
        let runsOnlyFocused: Bool
        let globalHooksAreAsync: Bool
        /// Whether the spec class is an `AsyncSpec`: asked once per class, not per example.
        let isAsyncSpec: Bool
        /// For async examples whose groups set no `exampleTimeout(_:)`.
        let timeout: TimeInterval
    }

    /// The body of every example's XCTest case.
    private static func runExample(on testCase: XCTestCase, _ options: Options) throws {
        guard let spec = testCase as? SpecCase, let planned = spec.planned else { return }
        // At the example's line, so that the skip points at the user's `xit`, not at SpecKit.
        let location = planned.metadata.location
        if let reason = planned.disabledReason {
            throw XCTSkip("\(reason) (\(location.fileAndLine))", file: location.filePath, line: location.line)
        }
        if options.runsOnlyFocused && !planned.isFocused {
            throw XCTSkip("not focused: other examples are focused with fit, fdescribe or fcontext", file: location.filePath, line: location.line)
        }

        let registry = SpecRegistry.shared
        let execution = ExampleExecution(example: planned.example, metadata: planned.metadata, groups: planned.groups)
        let running = SpecRegistry.Running(metadata: planned.metadata, testCase: spec)

        // An AsyncSpec runs every example as async code, off the main thread, as Quick's does.
        if planned.needsAsync || options.globalHooksAreAsync || options.isAsyncSpec {
            registry.setRunning(running)
            defer { registry.setRunning(nil) }
            runAsynchronously(execution, metadata: planned.metadata, timeout: planned.timeout.map(seconds) ?? options.timeout)
        } else {
            execution.runSynchronously(as: running)
        }
        if let skip = execution.skip { throw skip }
    }

    /// How long a timed-out example gets to stop once cancelled, before the next example starts
    /// (`Misuse.stillRunningAfterCancel` says "a second").
    static let cancellationGrace: TimeInterval = 1

    /// Runs an example with async closures on a task while XCTest's waiter keeps the main run
    /// loop turning, so main-actor work the example awaits can run.
    private static func runAsynchronously(_ execution: ExampleExecution, metadata: ExampleMetadata, timeout: TimeInterval) {
        // Two expectations for one event: XCTest's waiter cannot wait twice on one expectation.
        let finished = XCTestExpectation(description: "example finished")
        let finishedAfterCancel = XCTestExpectation(description: "example finished after it was cancelled")
        let work = UncheckedSendable(execution)
        let task = Task {
            await SpecRegistry.$taskExample.withValue(metadata) { await work.value.run() }
            finished.fulfill()
            finishedAfterCancel.fulfill()
        }
        guard XCTWaiter.wait(for: [finished], timeout: timeout) != .completed else { return }
        reportFailure("the example did not finish within \(format(timeout)) seconds: find what it waits for, or allow it "
            + "longer with exampleTimeout(_:) in its group or \(Misuse.asyncTimeoutVariable)", location: metadata.location)
        // Cancelled and awaited, so that its afterEach hooks and `@TestState` resets run inside
        // this test case, not in the middle of the next example.
        task.cancel()
        if XCTWaiter.wait(for: [finishedAfterCancel], timeout: cancellationGrace) != .completed {
            reportFailure(Misuse.stillRunningAfterCancel, location: metadata.location)
        }
    }

    /// `SPECKIT_EXAMPLE_TIMEOUT` in seconds, `nil` when unset, or what is wrong with it; read from
    /// `environment` when given, else from the process's environment.
    static func environmentTimeout(_ environment: [String: String]? = nil) -> Result<TimeInterval?, TimeoutError> {
        let name = Misuse.asyncTimeoutVariable
        let value = if let environment { environment[name] } else { ProcessEnvironment.value(of: name) }
        guard let text = value, !text.isEmpty else { return .success(nil) }
        guard let seconds = TimeInterval(text.trimmingCharacters(in: .whitespaces)), seconds > 0, seconds.isFinite else {
            return .failure(TimeoutError(message: Misuse.invalidTimeout(text)))
        }
        return .success(seconds)
    }

    struct TimeoutError: Error {
        let message: String
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    }

    private static func environmentFailure(_ message: String) -> CapturedFailure {
        CapturedFailure(message: message, file: "<environment>", line: 0, groupPath: [])
    }

    private static func issueName(_ groupPath: [String], _ title: String) -> String {
        TestName.join(groupPath.map { TestName.sanitize($0, orElse: "group") } + [title])
    }

    /// Test cases that fail with the failures of suite hooks or configurations: `beforeSuite`,
    /// `afterSuite` (`beforeSuite_2` … when several fail).
    static func failingCases(_ specType: SpecCase.Type, for cases: [ProcessCase]) -> [SpecCase] {
        var used: [String: Int] = [:]
        return cases.map { processCase in
            let count = (used[processCase.name] ?? 0) + 1
            used[processCase.name] = count
            let name = TestName.sanitize(processCase.name) + (count == 1 ? "" : "_\(count)")
            return failingCase(specType, named: name, failures: processCase.failures)
        }
    }

    /// A test case that fails with `failures`, each at the place it points to.
    private static func failingCase(_ specType: SpecCase.Type, named name: String, failures: [CapturedFailure]) -> SpecCase {
        specType.init(name: name) { testCase in
            for failure in failures {
                // "failed - " as XCTFail writes it, like every other SpecKit failure.
                testCase.recordFailure(withDescription: "failed - " + failure.message, inFile: failure.file, atLine: failure.line, expected: true)
            }
        }
    }
}

/// Carries a value into a task when the code guarantees it is used by one task at a time.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
