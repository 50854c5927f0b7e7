#if canImport(Testing)
import Foundation
@_spi(SpecRunner) import Matchers
internal import Testing

/// The Swift Testing route: each spec class is a parameterized test whose cases are its examples
/// (and its failing cases). Swift Testing evaluates every test's cases before it runs any, so the
/// plans are complete before the first example starts; spec classes run in parallel, the examples
/// of one class one after another (the generated suite is `.serialized`).
final class SwiftTestingRoute: @unchecked Sendable {
    static let shared = SwiftTestingRoute()

    /// What a case of a spec class stands for.
    private enum Entry {
        case failing(FailingCase)
        case example(SpecPlan.PlannedExample)
        case noExamples(String)
    }

    private struct ClassCases {
        let cases: [SpecExampleCase]
        let entries: [String: Entry]
        let selection: ExampleSelection?
        let isAsyncSpec: Bool
    }

    private let lock = NSLock()
    private var classes: [ObjectIdentifier: ClassCases] = [:]
    private var running: [ExampleRun] = []
    /// The synchronous example holding the main thread, if one does.
    private var onMainThread: ExampleRun?
    /// Failures no example owns, not reported yet: the next test to end reports them.
    private var late: [SpecFailure] = []
    /// Those reported already, for the report's `late_failure` case.
    private var lateReported: [SpecFailure] = []
    /// The example that ended last: where a failure from another thread most likely comes from.
    private var lastEnded: ExampleMetadata?
    private var planned = 0
    private var finished = 0
    private var plannedTests = 0
    private var finishedTests = 0
    private var installed = false
    private let reports = JUnitReport.allFromEnvironment().filter { $0.problem == nil }
    private var reported: [JUnitReport.Case] = []
    /// How many cases of each class ended, and the classes whose documentation lines are printed.
    private var endedCases: [ObjectIdentifier: Int] = [:]
    private var documented: Set<ObjectIdentifier> = []
    private var endedTypes: [ObjectIdentifier: SpecCase.Type] = [:]

    /// The outcome of the case the current task runs, as Swift Testing's issues tell it.
    @TaskLocal private static var outcome: CaseOutcome?

    // MARK: Planning

    func cases(of specType: SpecCase.Type, in discovered: DiscoveredSpecs) -> [SpecExampleCase] {
        installIfNeeded()
        let key = ObjectIdentifier(specType)
        if let known = lock.withLock({ classes[key] }) { return known.cases }
        let target = discovered.plan(capturing: Self.capture)
        ProcessRun.shared.prepare(target, capturing: Self.capture)
        let processCases = ProcessRun.shared.takePendingCases()

        var list: [(SpecExampleCase, Entry)] = []
        var selection: ExampleSelection?
        if let plan = target.plan(for: specType) {
            let selected = ExampleSelection(plan, in: target, processCases: processCases)
            selection = selected
            if let note = selected.filterNote { print(note) }
            for failing in selected.failingCases {
                list.append((SpecExampleCase(id: failing.name, description: failing.name), .failing(failing)))
            }
            for example in selected.examples {
                let metadata = example.metadata
                list.append((SpecExampleCase(id: metadata.testName, description: metadata.fullDescription), .example(example)))
            }
            if selected.definesNothing {
                list.append((SpecExampleCase(id: "no_examples", description: "no examples"), .noExamples(selected.noExamplesMessage)))
            }
        } else {
            let failure = SpecFailure(.apiMisused, "SpecKit found no plan for \(specType): please report this", file: "<SpecKit>", line: 1)
            for failing in FailingCase.numbered(processCases) + [FailingCase(name: "missing_plan", failures: [failure])] {
                list.append((SpecExampleCase(id: failing.name, description: failing.name), .failing(failing)))
            }
        }
        let made = ClassCases(
            cases: list.map(\.0), entries: Dictionary(list.map { ($0.0.id, $0.1) }, uniquingKeysWith: { first, _ in first }),
            selection: selection, isAsyncSpec: specType is AsyncSpecCase.Type)
        return lock.withLock {
            if let earlier = classes[key] { return earlier.cases }
            classes[key] = made
            planned += made.cases.count
            // Swift Testing skips a test without cases ("No test cases found", a shard that holds
            // none of the class's examples): its end never comes.
            if !made.cases.isEmpty { plannedTests += 1 }
            return made.cases
        }
    }

    /// Catches the failures of code that runs outside any example while the route plans: SpecKit's
    /// own and, where XCTest is swift-corelibs-xctest, `XCTFail` and its kin.
    private static let capture: FailureCapturing = { body, onFailure in
        forwardingFailures(to: { failure in
            onFailure(SpecFailure(failure.kind, failure.message, file: failure.file, line: Int(failure.line)))
        }) {
            #if SPECKIT_CORELIBS_XCTEST
            XCTestAssertionBridge.capturing(body, onFailure: { failure in onFailure(failure) })
            #else
            body()
            #endif
        }
    }

    /// Once per process: failures that reach no test on their own (another thread, XCTest's
    /// assertions) go to the example they belong to.
    private func installIfNeeded() {
        let first = lock.withLock {
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        ProcessRun.shared.add(JUnitReport.allFromEnvironment().compactMap(\.problemCase))
        FailuresWithoutTest.keep { failure in
            SwiftTestingRoute.shared.deliver(SpecFailure(failure.kind, failure.message, file: failure.file, line: Int(failure.line)), for: nil)
            return true
        }
        #if SPECKIT_CORELIBS_XCTEST
        XCTestAssertionBridge.install { failure, run in SwiftTestingRoute.shared.deliver(failure, for: run) }
        #endif
        atexit { SwiftTestingRoute.shared.runRemainingAfterSuiteHooks() }
    }

    // MARK: Running

    func run(_ testCase: SpecExampleCase, of specType: SpecCase.Type, in discovered: DiscoveredSpecs) async {
        let outcome = CaseOutcome()
        let start = ContinuousClock.now
        await Self.$outcome.withValue(outcome) {
            await runCase(testCase, of: specType)
        }
        let duration = (ContinuousClock.now - start).seconds
        let reportedCase = JUnitReport.Case(
            className: String(reflecting: specType), name: testCase.id, duration: duration, outcome: outcome.reported)
        record(testCase, of: specType, outcome.result, duration: duration)
        await finishCase(reportedCase)
        documentIfEnded(specType)
    }

    /// Keeps the result of an example or a failing case for the summary and the documentation format.
    private func record(_ testCase: SpecExampleCase, of specType: SpecCase.Type, _ outcome: ExampleResult.Outcome, duration: Double) {
        let entry = lock.withLock { classes[ObjectIdentifier(specType)]?.entries[testCase.id] }
        let record = RunRecord.shared
        guard outcome != .passed || record.keepsEveryResult else { return }
        switch entry {
        case .example(let planned)?:
            record.add(ExampleResult(planned, of: specType, outcome: outcome, duration: duration))
        case .failing?, nil:
            record.add(ExampleResult(failingCase: testCase.id, of: "\(specType)", specType: specType, outcome: outcome))
        case .noExamples?:
            break
        }
    }

    /// Prints a class's tree of results for `SPECKIT_FORMAT=documentation` once all its cases ended.
    private func documentIfEnded(_ specType: SpecCase.Type) {
        guard RunSettings.current.format == .documentation else { return }
        let key = ObjectIdentifier(specType)
        let ended = lock.withLock {
            endedCases[key, default: 0] += 1
            endedTypes[key] = specType
            guard let planned = classes[key]?.cases.count, endedCases[key] == planned else { return false }
            return documented.insert(key).inserted
        }
        if ended { Self.printDocumentation(of: specType) }
    }

    private static func printDocumentation(of specType: SpecCase.Type) {
        let results = RunRecord.shared.results(of: specType)
        var tree = DocumentationFormat(of: "\(specType)", style: .standardOutput, count: results.count)
        for result in results { tree.add(result) }
        StandardOutput.write(block: tree.text)
    }

    /// At the end: prints the documentation lines of the classes some of whose cases did not run
    /// (`swift test --filter` selected some), then the summary.
    private func finishReporting() {
        if RunSettings.current.format == .documentation {
            let types = lock.withLock {
                let keys = endedCases.keys.filter { !documented.contains($0) }
                documented.formUnion(keys)
                return keys.compactMap { endedTypes[$0] }
            }
            for specType in types.sorted(by: { "\($0)" < "\($1)" }) { Self.printDocumentation(of: specType) }
        }
        ProcessRun.shared.printSummary()
    }

    /// Notes an issue Swift Testing recorded in the current case, for the report.
    func observe(message: String, file: String?, line: Int, isFailure: Bool) {
        guard isFailure else { return }
        Self.outcome?.fail(ExampleResult.Failure(message: message, file: file, line: line))
    }

    private func runCase(_ testCase: SpecExampleCase, of specType: SpecCase.Type) async {
        let known = lock.withLock { classes[ObjectIdentifier(specType)] }
        switch known?.entries[testCase.id] {
        case nil:
            Self.record(SpecFailure(.apiMisused, "SpecKit has no case named \(testCase.id) in \(specType): please report this",
                                    file: "<SpecKit>", line: 1))
        case .failing(let failing)?:
            for failure in failing.failures { Self.record(failure) }
        case .noExamples(let message)?:
            Self.recordSkip(.skipped(message), file: nil, line: nil)
        case .example(let planned)?:
            if let selection = known?.selection {
                await run(planned, of: specType, selection, isAsyncSpec: known?.isAsyncSpec ?? false)
            }
        }
    }

    private func run(_ planned: SpecPlan.PlannedExample, of specType: SpecCase.Type, _ selection: ExampleSelection, isAsyncSpec: Bool) async {
        let location = planned.metadata.location
        RunRecord.shared.countExample()
        if let reason = selection.skipReason(for: planned) {
            let outcome: ExampleResult.Outcome = planned.disabledReason.map { .pending($0) } ?? .skipped(reason)
            return Self.recordSkip(outcome, message: reason, file: "\(location.filePath)", line: Int(location.line))
        }
        let host = specType.detachedInstance(named: planned.metadata.testName)
        let run = ExampleRun(planned, host: host)
        host?.hostedRun = run
        let runsAsync = planned.needsAsync || isAsyncSpec
        lock.withLock {
            running.append(run)
            if !runsAsync { onMainThread = run }
        }
        if runsAsync {
            await Self.hostAsync(host) { await ExampleTimer.run(run, within: selection.timeout(for: planned)) }
        } else {
            // Off Swift Testing's own threads, still in the test's task: a blocking wait in the
            // example (a semaphore, a polling expect) must not hold one of the few threads that
            // all tasks share, and the example keeps the test's task-locals (`#expect` works).
            let work = UncheckedSendable((run, host))
            await ExampleThread.run { Self.hostSync(work.value.1) { work.value.0.runSynchronously() } }
        }
        lock.withLock {
            running.removeAll { $0 === run }
            if onMainThread === run { onMainThread = nil }
            lastEnded = run.metadata
        }
        host?.hostedRun = nil
        for failure in run.takeKeptFailures() { Self.record(failure) }
        if let skip = run.skip {
            let details = ThrownError.skipDetails(skip)
            Self.recordSkip(.skipped(ThrownError.skipReason(skip)), message: details.message,
                            file: details.file ?? "\(location.filePath)", line: details.line ?? Int(location.line))
        }
    }

    /// Runs a synchronous example's body through the XCTest case standing for it, where there is one.
    private static func hostSync(_ host: SpecCase?, _ body: @escaping () -> Void) {
        #if SPECKIT_CORELIBS_XCTEST
        if let host { return host.runHosted(body) }
        #endif
        body()
    }

    /// Runs an async example's body around the XCTest case standing for it, where there is one.
    private static func hostAsync(_ host: SpecCase?, _ body: () async -> Void) async {
        #if SPECKIT_CORELIBS_XCTEST
        if let host { return await host.runHostedAsync(body) }
        #endif
        await body()
    }

    /// A failure that reached no test by itself (another thread, XCTest's waiter): recorded in the
    /// current test when there is one; else kept for the example it was recorded for, or for the
    /// only example that can have started the work (the one running, or the synchronous one that
    /// holds the main thread); else reported as a late failure of the run.
    func deliver(_ failure: SpecFailure, for run: ExampleRun?) {
        if Test.current != nil { return Self.record(failure) }
        if let owner = run ?? ExampleRun.current, !owner.hasEnded {
            return owner.keepForLater(failure)
        }
        if let origin = ExampleRun.current {
            return recordLate(SpecFailure(failure.kind, Misuse.lateFailure(failure.message, from: origin.metadata), file: failure.file, line: failure.line))
        }
        let (examples, blocking, previous) = lock.withLock { (running, onMainThread, lastEnded) }
        let owner = examples.count == 1 ? examples[0] : blocking
        if let owner, Misuse.isWaiterFailure(failure.message) { return owner.keepForLater(failure) }
        if let owner {
            let message = examples.count == 1
                ? Misuse.lateFailure(failure.message, previous: previous)
                : Misuse.backgroundFailureAmongParallelExamples(failure.message, running: examples.count)
            return owner.keepForLater(SpecFailure(failure.kind, message, file: failure.file, line: failure.line))
        }
        let message = examples.isEmpty
            ? Misuse.failureWithoutTest(failure.message, after: previous.map { "\($0.specName).\($0.testName)" }, onMainThread: false)
            : Misuse.backgroundFailureAmongParallelExamples(failure.message, running: examples.count)
        recordLate(SpecFailure(failure.kind, message, file: failure.file, line: failure.line))
    }

    /// Keeps a failure no example owns: the next spec class's test to end reports it, and the
    /// report lists it in a case named `late_failure`.
    private func recordLate(_ failure: SpecFailure) {
        lock.withLock { late.append(failure) }
    }

    // MARK: The end of the run

    /// Keeps the case for the report.
    private func finishCase(_ reportedCase: JUnitReport.Case) async {
        lock.withLock {
            reported.append(reportedCase)
            finished += 1
        }
    }

    /// At the end of a spec class's test, in its scope: the failures no example owned so far are
    /// issues of that test (and a `late_failure` case of the report). After the last class's test,
    /// the `afterSuite` hooks run, their failures are issues of that test and cases of the report,
    /// and the report is written.
    func finishTest() async {
        let (isLast, lateFailures, className) = lock.withLock {
            finishedTests += 1
            defer { late = [] }
            return (finishedTests == plannedTests, late, reported.last?.className)
        }
        for failure in lateFailures { Self.record(failure) }
        if !lateFailures.isEmpty { lock.withLock { lateReported.append(contentsOf: lateFailures) } }
        guard isLast else { return }
        let endOfRun = ProcessRun.shared.runAfterSuiteHooks(capturing: Self.capture) + [ProcessRun.shared.emptySelectionCase()].compactMap { $0 }
        for failing in endOfRun {
            for failure in failing.failures { Self.record(failure) }
        }
        writeReport(adding: endOfRun, className: className)
        finishReporting()
    }

    private func writeReport(adding endOfRun: [FailingCase] = [], className: String? = nil) {
        let (cases, lateFailures) = lock.withLock {
            defer {
                reported = []
                lateReported = []
                late = []
            }
            return (reported, lateReported + late)
        }
        let owner = className ?? cases.last?.className ?? "SpecKit"
        var failing = endOfRun
        if !lateFailures.isEmpty { failing.append(FailingCase(name: "late_failure", failures: lateFailures)) }
        let numbered = FailingCase.numbered(failing)
        let extra = numbered.map { failing in
            JUnitReport.Case(className: owner, name: failing.name, duration: 0,
                             outcome: .failed(failing.failures.map { JUnitReport.failure($0.message, file: $0.file, line: $0.line) }))
        }
        for failing in numbered {
            RunRecord.shared.add(ExampleResult(
                failingCase: failing.name, of: owner.split(separator: ".").last.map(String.init) ?? owner, specType: nil,
                outcome: .failed(failing.failures.map { ExampleResult.Failure(message: $0.message, file: $0.file, line: $0.line) }),
                qualifiedSpecName: owner))
        }
        if !(cases + extra).isEmpty {
            for report in reports { report.add(cases + extra) }
        }
    }

    /// At exit, when not every planned case ran: the report gets the cases that did, the
    /// `afterSuite` hooks that did not run yet run now, and a failure fails the process (Swift
    /// Testing has reported its results already).
    private func runRemainingAfterSuiteHooks() {
        let (noCaseRan, unreported, stillRunning) = lock.withLock { (finished == 0, late, running) }
        if !stillRunning.isEmpty {
            writeReport()
            Misuse.reportExitInside(stillRunning.map(\.metadata))
        }
        var cases = ProcessRun.shared.runAfterSuiteHooks(capturing: Self.capture)
            + (noCaseRan ? [ProcessRun.shared.emptySelectionCase()].compactMap { $0 } : [])
        writeReport(adding: cases)
        finishReporting()
        if !unreported.isEmpty { cases.append(FailingCase(name: "late_failure", failures: unreported)) }
        guard !cases.isEmpty else { return }
        for failing in cases {
            for failure in failing.failures { print("\(failure.file):\(failure.line): error: \(failing.name): \(failure.message)") }
        }
        fflush(nil)
        _exit(EXIT_FAILURE)
    }

    // MARK: Reporting to Swift Testing


    /// Records `failure` as an issue of the current test, at its file and line.
    static func record(_ failure: SpecFailure) {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation(file: failure.file, line: failure.line))
    }

    /// Reports a skipped example: Swift Testing shows a known issue, which does not fail the run.
    static func recordSkip(_ skip: ExampleResult.Outcome, message: String? = nil, file: String?, line: Int?) {
        outcome?.skip(skip)
        let reason: String
        switch skip {
        case .skipped(let text), .pending(let text): reason = message ?? text
        case .passed, .failed: reason = message ?? "skipped"
        }
        withKnownIssue(Comment(rawValue: "skipped")) {
            if let file, let line {
                Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation(file: file, line: line))
            } else {
                Issue.record(Comment(rawValue: reason))
            }
        }
    }

    private static func sourceLocation(file: String, line: Int) -> Testing.SourceLocation {
        let parts = file.split(separator: "/")
        let name = parts.last.map(String.init) ?? file
        let module = parts.count >= 2 ? String(parts[parts.count - 2]) : "Unknown"
        // Swift Testing requires positive lines and columns.
        return Testing.SourceLocation(fileID: "\(module)/\(name)", filePath: file, line: max(1, line), column: 1)
    }
}

/// What the issues of one Swift Testing case say of it: failed (with which failures), skipped, or passed.
private final class CaseOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [ExampleResult.Failure] = []
    private var skipped: ExampleResult.Outcome?

    func fail(_ failure: ExampleResult.Failure) { lock.withLock { failures.append(failure) } }
    func skip(_ outcome: ExampleResult.Outcome) { lock.withLock { if skipped == nil { skipped = outcome } } }

    /// A failure wins over a skip, as in XCTest: a case that failed and then skipped failed.
    var reported: JUnitReport.Case.Outcome {
        switch result {
        case .passed: .passed
        case .skipped, .pending: .skipped
        case .failed(let failures): .failed(failures.map { JUnitReport.failure($0.message, file: $0.file, line: $0.line) })
        }
    }

    /// The outcome for the summary: pending and skipped apart.
    var result: ExampleResult.Outcome {
        lock.withLock { failures.isEmpty ? (skipped ?? .passed) : .failed(failures) }
    }
}
#endif
