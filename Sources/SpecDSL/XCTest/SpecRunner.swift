#if SPECKIT_CORELIBS_XCTEST
import Foundation
@_spi(SpecRunner) import Matchers
import XCTest

/// The XCTest route: expands a spec class's one discovered test method into a suite of XCTest
/// cases, one per example (plus one failing case per definition issue), and runs it.
enum SpecRunner {
    static func run(_ anchor: SpecCase, discovered: DiscoveredSpecs) {
        run(anchor, classes: [type(of: anchor)], discovered: discovered)
    }

    /// Runs the examples of `classes`, in this order, as the run of `anchor`: those of its own
    /// class in one suite, those of several classes (a random order) in a suite for each class
    /// inside it. With no classes (they ran from another class's method) it runs nothing; the
    /// journal still says that it ended, so that a process started after a crash leaves it out.
    static func run(_ anchor: SpecCase, classes: [SpecCase.Type], discovered: DiscoveredSpecs) {
        let id = XCTestResults.id(of: anchor)
        // Told in every process: the reports then list the process's plain tests.
        RunRecord.shared.record(.testStarted(id, isSpecClass: true))
        let recorded = RunRecord.takesStarts
        defer { if recorded { RunRecord.shared.record(.specClassEnded(id)) } }
        guard !classes.isEmpty else { return anchor.setExpandedRun(XCTestSuiteRun(test: XCTestSuite(name: anchor.name))) }
        let specType = type(of: anchor)
        guard classes.count == 1, classes[0] == specType else {
            let suite = MovedClassesSuite(name: anchor.name, classes: classes, discovered: discovered)
            suite.run()
            return anchor.setExpandedRun(suite.testRun)
        }
        let suite = XCTestSuite(name: anchor.name)
        let cases = SpecCase.$isMakingRunnerCases.withValue(true) { expand(specType, into: suite, discovered: discovered) }
        suite.run()
        anchor.setExpandedRun(suite.testRun)
        printDocumentation(of: suite, specType: specType, plan: cases.plan)
        cases.letGo(of: suite)
    }

    /// The suite of the classes a random order runs from one class's test method: a suite for
    /// each class, named after it (`Module.Class`), whose cases are made as it starts, as they
    /// are at a class's own method (its failing cases take what came late from the classes
    /// before it). A class whose cases all ended in an earlier process of the run is left out.
    private final class MovedClassesSuite: XCTestSuite {
        private let classes: [SpecCase.Type]
        private let discovered: DiscoveredSpecs

        init(name: String, classes: [SpecCase.Type], discovered: DiscoveredSpecs) {
            self.classes = classes
            self.discovered = discovered
            super.init(name: name)
        }

        override func perform(_ run: XCTestRun) {
            guard let suiteRun = run as? XCTestSuiteRun else { return super.perform(run) }
            let earlier = EarlierProcesses.current
            run.start()
            for specType in classes {
                let suite = XCTestSuite(name: TypeName.qualified(specType))
                let cases = SpecCase.$isMakingRunnerCases.withValue(true) { expand(specType, into: suite, discovered: discovered) }
                defer { cases.letGo(of: suite) }
                if suite.tests.isEmpty, earlier.ranCases(of: suite.name) { continue }
                addTest(suite)
                suite.run()
                if let classRun = suite.testRun { suiteRun.addTestRun(classRun) }
                printDocumentation(of: suite, specType: specType, plan: cases.plan)
            }
            run.stop()
        }
    }

    /// The documentation format's tree of `specType`, once its suite ran, when that format is on.
    private static func printDocumentation(of suite: XCTestSuite, specType: SpecCase.Type, plan: SpecPlan?) {
        guard RunSettings.current.format == .documentation else { return }
        StandardOutput.write(block: documentation(of: suite, specName: TypeName.of(specType), qualifiedName: TypeName.qualified(specType), plan: plan))
    }

    /// The documentation format's tree of a class's suite once it ran, its cases in the order
    /// they ran: an example that failed or was skipped, and a failing case, have their results
    /// kept already.
    private static func documentation(of suite: XCTestSuite, specName: String, qualifiedName: String, plan: SpecPlan?) -> String {
        let record = RunRecord.shared
        let tests = suite.tests
        var tree = DocumentationFormat(of: specName, style: .standardOutput, count: tests.count)
        tree.addEarlierCases(of: qualifiedName, plan: plan)
        var index = 0
        while index < tests.count {
            defer { index += 1 }
            guard let spec = tests[index] as? SpecCase, let run = spec.testRun else { continue }
            if let planned = spec.planned, run.totalFailureCount == 0, !run.hasBeenSkipped {
                tree.add(planned, .passed)
            } else if let kept = record.result(forCase: spec) {
                tree.add(kept)
            }
        }
        return tree.text
    }

    /// Adds to `suite` the cases of `specType`'s examples and failing cases.
    /// - Returns: what the cases share while they run, the class's plan among it.
    private static func expand(_ specType: SpecCase.Type, into suite: XCTestSuite, discovered: DiscoveredSpecs) -> ExpandedClass {
        XCTestRoute.shared.observeTestRunIfNeeded()
        let target = discovered.plan(capturing: FailureCapture.run)
        ProcessRun.shared.prepare(target, capturing: FailureCapture.run)
        let processCases = XCTestRoute.shared.takeCases(for: specType)
        guard let plan = target.plan(for: specType) else {
            // The plugin lists every class it writes a method for, under the same conditions.
            let failure = SpecFailure(.apiMisused, "SpecKit found no plan for \(TypeName.of(specType)): please report this", file: "<SpecKit>", line: 0)
            for testCase in failingCases(specType, FailingCase.numbered(processCases) + [FailingCase(name: "missing_plan", failures: [failure])]) {
                suite.addTest(testCase)
            }
            return ExpandedClass(specType, plan: nil, in: target)
        }
        let className = TypeName.qualified(specType)
        let selection = ExampleSelection(plan, in: target, processCases: processCases, className: className,
                                         named: XCTestSelection.ofProcess?.examples(ofClass: className))
        XCTestRoute.shared.noteCases(of: specType, selection, in: plan)
        ProcessRun.noteSavedFailures(of: selection, className: className)
        for testCase in failingCases(specType, selection.failingCases) { suite.addTest(testCase) }
        if let note = selection.filterNote { print(note) }
        // One closure for every example: each case finds its example in `planned`. XCTest keeps
        // the closure with every case; the selection, with every planned example, goes once they ran.
        let isAsyncSpec = specType is AsyncSpecCase.Type
        let cases = ExpandedClass(specType, plan: plan, in: target, selection: selection)
        let body: (XCTestCase) throws -> Void = { [cases] testCase in
            guard let selection = cases.selection else { return }
            try runExample(on: testCase, selection, isAsyncSpec: isAsyncSpec)
        }
        // An index loop: a generic iterator costs more than the rest of the loop in debug builds.
        let examples = selection.examples
        var index = 0
        while index < examples.count {
            let planned = examples[index]
            index += 1
            let testCase = specType.init(name: planned.metadata.testName, testClosure: body)
            testCase.planned = planned
            if let crash = selection.crashFailure(of: planned) {
                reportCrash(crash, of: planned, on: testCase)
                testCase.failedAttempts = selection.crashedAttempts(of: planned)
            } else if let note = selection.restartNote {
                testCase.restartNote = note
            }
            let timeCrashed = selection.timeCrashed(of: planned)
            if timeCrashed > 0 { testCase.timeCrashed = timeCrashed }
            suite.addTest(testCase)
        }
        if selection.definesNothing {
            suite.addTest(specType.init(name: ExampleSelection.noExamplesName) { _ in throw XCTSkip(selection.noExamplesMessage) })
        }
        return cases
    }

    /// The body of every example's XCTest case.
    private static func runExample(on testCase: XCTestCase, _ selection: ExampleSelection, isAsyncSpec: Bool) throws {
        guard let spec = testCase as? SpecCase, let planned = spec.planned else { return }
        let record = RunRecord.shared
        // At the example's line, so that the skip points at the user's `xit`, not at SpecKit.
        let location = planned.metadata.location
        if let reason = selection.skipReason(for: planned) {
            let outcome: ExampleResult.Outcome = planned.disabledReason.map { .pending($0) } ?? .skipped(reason)
            record.add(ExampleResult(planned, of: type(of: spec), outcome: outcome), forCase: spec)
            throw XCTSkip(reason, file: location.filePath, line: location.line)
        }
        var run = ExampleRun(planned, host: spec, isOffMainActor: isAsyncSpec)
        if selection.retries > 0 {
            run = runAttempts(run, on: spec, selection, isAsyncSpec: isAsyncSpec)
        } else {
            runAttempt(run, on: spec, selection, isAsyncSpec: isAsyncSpec)
        }
        if let skip = run.skip {
            record.add(ExampleResult(planned, of: type(of: spec), outcome: .skipped(ThrownError.skipReason(skip))),
                       forCase: spec)
            throw skip
        }
    }

    /// Runs one attempt of the example `run` stands for, as XCTest runs a test.
    private static func runAttempt(_ run: ExampleRun, on spec: SpecCase, _ selection: ExampleSelection, isAsyncSpec: Bool) {
        let planned = run.planned
        // An AsyncSpec runs every example as async code, as Quick's does. The limit is worked out
        // here: a closure that reads the selection copies all of it in debug builds.
        let timeout = planned.needsAsync || isAsyncSpec ? selection.timeout(for: planned) : nil
        XCTestRoute.shared.running(planned.metadata, on: spec) {
            if let timeout {
                runAsynchronously(run, timeout: timeout)
            } else {
                // XCTest runs tests on the main thread, outside any block of the main queue.
                MainActor.assumeIsolated { run.runSynchronously(runsLeftMainQueueWork: true) }
            }
        }
    }

    /// Runs the example `first` stands for until an attempt passes, is skipped, or none is left
    /// (`SPECKIT_RETRY`); returns the last attempt's run.
    private static func runAttempts(_ first: ExampleRun, on spec: SpecCase, _ selection: ExampleSelection, isAsyncSpec: Bool) -> ExampleRun {
        var run = first
        spec.failedAttempts = selection.crashedAttempts(of: first.planned)
        var attempts = Attempts(of: first.planned, in: type(of: spec), retries: selection.retries, keptIn: spec)
        while true {
            attempts.start()
            runAttempt(run, on: spec, selection, isAsyncSpec: isAsyncSpec)
            guard attempts.end(skipped: run.skip != nil, misused: run.wasMisused) else { return run }
            run = ExampleRun(first.planned, host: spec, isOffMainActor: isAsyncSpec)
        }
    }

    /// Makes `testCase` report that `planned` crashed an earlier process of the run, without running
    /// it or the spec's set-up and tear-down (which may be what crashed).
    private static func reportCrash(_ message: String, of planned: SpecPlan.PlannedExample, on testCase: SpecCase) {
        let location = planned.metadata.location
        testCase.bodyWithoutSetUp = { [unowned testCase] in
            testCase.recordFailure(withDescription: "failed - " + message, inFile: "\(location.filePath)", atLine: Int(location.line),
                                   expected: true)
        }
    }

    /// Runs an example with async closures on a task while XCTest's waiter keeps the main run
    /// loop turning, so its main-actor closures and the main-actor work it awaits can run.
    private static func runAsynchronously(_ run: ExampleRun, timeout: Duration) {
        // Two expectations for one event: XCTest's waiter cannot wait twice on one expectation.
        let finished = XCTestExpectation(description: "example finished")
        let finishedAfterCancel = XCTestExpectation(description: "example finished after it was cancelled")
        let task = Task {
            await run.run()
            finished.fulfill()
            finishedAfterCancel.fulfill()
        }
        let waited = MainQueue.$turnsRunLoop.withValue(true) { XCTWaiter.wait(for: [finished], timeout: timeout.seconds) }
        guard waited != .completed else {
            #if os(Linux)
            // What the example left on the main queue runs before it ends, as for a synchronous one.
            if MainQueue.hasWaitingWork { MainQueue.runWaitingWork() }
            #endif
            return
        }
        reportFailure(Misuse.timedOut(timeout), location: run.metadata.location)
        // Cancelled and awaited, so that its afterEach hooks and `@TestState` resets run inside
        // this test case, not in the middle of the next example.
        task.cancel()
        if XCTWaiter.wait(for: [finishedAfterCancel], timeout: ExampleTimer.cancellationGrace.seconds) != .completed {
            reportFailure(Misuse.stillRunningAfterCancel, location: run.metadata.location)
        }
    }

    /// Test cases that fail with the failures of `cases`, each at the place it points to.
    static func failingCases(_ specType: SpecCase.Type, _ cases: [FailingCase]) -> [SpecCase] {
        SpecCase.$isMakingRunnerCases.withValue(true) { cases.map { failingCase(specType, failing: $0) } }
    }

    private static func failingCase(_ specType: SpecCase.Type, failing: FailingCase) -> SpecCase {
        let report: (XCTestCase) -> Void = { testCase in
            for failure in failing.failures {
                // "failed - " as XCTFail writes it, like every other SpecKit failure.
                testCase.recordFailure(withDescription: "failed - " + failure.message, inFile: failure.file, atLine: failure.line, expected: true)
            }
        }
        let testCase = specType.init(name: failing.name, testClosure: report)
        testCase.failingCase = failing
        // A failing case that crashed an earlier process reports without the set-up that may have crashed it.
        if failing.crashed { testCase.bodyWithoutSetUp = { [unowned testCase] in report(testCase) } }
        return testCase
    }
}
#endif
