import Foundation
@_spi(SpecRunner) import Matchers
import XCTest

/// The one place SpecKit keeps run-time state for the whole test process: the builder of the spec
/// being defined, the shared examples and global hooks, the plans of the specs built so far, the
/// suite hooks, and the example that is running.
///
/// XCTest runs examples one after another on the main thread; the lock is there because code under
/// test may call `currentSpec()` or report a misuse from another thread while an example runs.
final class SpecRegistry: @unchecked Sendable {
    static let shared = SpecRegistry()

    /// The example that is running and the XCTest case running it.
    struct Running {
        let metadata: ExampleMetadata
        let testCase: SpecCase
    }

    private let lock = NSRecursiveLock()
    private var builders: [SpecBuilder] = []
    private var sharedExamples: [String: SharedExampleClosure] = [:]
    private var configuredTypes: Set<ObjectIdentifier> = []
    private var plans: [ObjectIdentifier: SpecPlan] = [:]
    /// The target lists prepared so far, with whether their specs have focused examples: the
    /// plans of a list's classes never change once made. The identity is kept so that its
    /// `ObjectIdentifier` is never reused by a later list.
    private var preparedTargets: [ObjectIdentifier: (identity: DiscoveredSpecs.Identity, hasFocusedExamples: Bool)] = [:]
    private var running: Running?
    /// The example that ran before the running one: where a late failure most likely comes from.
    private var previous: ExampleMetadata?
    private var executions: [ExampleExecution] = []
    /// Failing cases that belong to the process, not to one spec (a failing `beforeSuite`, a
    /// mistake in a `Configuration`): the next spec class that runs reports them.
    private var processCases: [ProcessCase] = []
    private var lastSpecType: SpecCase.Type?
    private var filterSelected: Int?
    private var late = LateFailures()

    /// The example a task runs: failures from its task tree belong to it, whatever thread they
    /// are recorded on.
    @TaskLocal static var taskExample: ExampleMetadata?

    /// The hooks every `Configuration` added: they wrap every example of every spec.
    let globalGroup = ExampleGroup(description: nil, location: SourceLocation(filePath: "<Configuration>", line: 0, column: 0), mark: .none)
    private var suite = SuiteState()

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: Building

    var currentBuilder: SpecBuilder? {
        // Every DSL call asks. The thread running `spec()` finds its builder in its own slot,
        // without the lock (`ThreadBuilder`); a call from another thread takes the registry's.
        if let builder = ThreadBuilder.current { return builder }
        // The lock without `locked`'s generic closure (see `setRunning`); `builders.last` is a
        // generic call costing about a thousand instructions in debug builds.
        lock.lock()
        defer { lock.unlock() }
        let count = builders.count
        return count > 0 ? builders[count - 1] : nil
    }

    /// Runs `body` with `builder` receiving the DSL calls.
    func building(with builder: SpecBuilder, _ body: () -> Void) {
        locked { builders.append(builder) }
        ThreadBuilder.with(builder, body)
        locked { _ = builders.popLast() }
    }

    func defineSharedExamples(_ name: String, _ closure: @escaping SharedExampleClosure) -> Bool {
        locked {
            guard sharedExamples[name] == nil else { return false }
            sharedExamples[name] = closure
            return true
        }
    }

    func sharedExamples(named name: String) -> SharedExampleClosure? { locked { sharedExamples[name] } }

    var sharedExampleNames: [String] { locked { sharedExamples.keys.sorted() } }

    // MARK: Running

    var runningExample: Running? { locked { running } }

    func setRunning(_ value: Running?) {
        // Not `locked`: this runs twice per example, and a generic call with a closure costs
        // several times the lock itself in the debug builds `swift test` uses.
        lock.lock()
        defer { lock.unlock() }
        if value == nil, let running { previous = running.metadata }
        running = value
    }

    /// The message a failure recorded on `testCase` gets: as it is, unless it was recorded on a
    /// background thread while an example ran, when it may have come late from an earlier example.
    func describeFailure(_ description: String, recordedIn testCase: SpecCase) -> String {
        guard let running = runningExample, running.testCase === testCase else { return description }
        let origin = Self.taskExample
        if Thread.isMainThread || origin === running.metadata || Self.isWaiterFailure(description) { return description }
        // From an earlier example's own task (one that ran past its time): it says which.
        if let origin { return Misuse.lateFailure(description, from: origin) }
        return Misuse.lateFailure(description, previous: locked { previous })
    }

    /// XCTest's waiter reports a timed-out or misordered `wait(for:timeout:)` from a queue of its
    /// own while the waiting thread blocks until that report is done: the running example's own
    /// failure, never a late one.
    private static func isWaiterFailure(_ description: String) -> Bool {
        description.hasPrefix("Asynchronous wait failed") || description.hasPrefix("Failed due to expectation fulfilled in incorrect order")
    }

    /// The execution of the example that is running, for `@TestState`.
    var currentExecution: ExampleExecution? { locked { executions.last } }

    func withExecution(_ execution: ExampleExecution, _ body: () -> Void) {
        lock.lock()
        executions.append(execution)
        lock.unlock()
        body()
        lock.lock()
        remove(execution)
        lock.unlock()
    }

    /// `withExecution` with `running` as the running example for as long (`setRunning`), with one
    /// lock on each side: the runner's path for synchronous examples, paid by every example.
    func runSynchronously(_ running: Running, _ execution: ExampleExecution, _ body: () -> Void) {
        lock.lock()
        self.running = running
        executions.append(execution)
        lock.unlock()
        body()
        lock.lock()
        remove(execution)
        previous = running.metadata
        self.running = nil
        lock.unlock()
    }

    func withExecution(_ execution: ExampleExecution, _ body: () async -> Void) async {
        locked { executions.append(execution) }
        await body()
        locked { remove(execution) }
    }

    /// Examples run one after another, so the execution is almost always the last one. Call it
    /// with the lock held.
    private func remove(_ execution: ExampleExecution) {
        // Index arithmetic and Array's own `remove(at:)`, not `last`, `removeLast()` and
        // `removeAll(where:)`: generic calls cost about a thousand instructions each in the debug
        // builds `swift test` uses.
        let count = executions.count
        if count > 0 && executions[count - 1] === execution {
            _ = executions.remove(at: count - 1)
        } else {
            executions.removeAll { $0 === execution }
        }
    }

    // MARK: Failures outside of examples

    /// Runs `body` (which builds a tree with `builder`) and keeps the failures it records as
    /// failures of the spec, at the groups that were open.
    private func buildCapturingFailures(with builder: SpecBuilder, _ body: () -> Void) {
        FailureCapture.run({ building(with: builder, body) }) { [self] message, file, line in
            let owner = currentBuilder ?? builder
            owner.addCapturedFailure(CapturedFailure(
                message: Misuse.failureOutsideExample(message), file: file, line: line, groupPath: owner.groupPath))
        }
    }

    /// Failing cases of the process not reported yet; the caller reports them in its spec class.
    func takeProcessCases(for specType: SpecCase.Type) -> [ProcessCase] {
        locked {
            lastSpecType = specType
            defer { processCases = [] }
            return processCases + [late.takeCase()].compactMap { $0 }
        }
    }

    // MARK: Failures while no test case runs

    // Called for every XCTest case: the lock without `locked`'s generic closure (see `setRunning`).
    func testCaseWillStart() {
        lock.lock()
        late.caseWillStart()
        lock.unlock()
    }

    func testCaseDidFinish(named name: String) {
        lock.lock()
        late.caseDidFinish(named: name)
        lock.unlock()
    }

    /// Keeps a failure bound for XCTest while no test case runs, for a `late_failure` case.
    func keepFailureWithoutTest(_ failure: TestFailure) -> Bool {
        keepFailureWithoutTest(failure.message, file: "\(failure.location.filePath)", line: Int(failure.location.line))
    }

    /// Keeps a failure given as XCTest gives one (a file path that is not a `StaticString`); one
    /// from an ended example's own task names that example.
    func keepFailureWithoutTest(_ message: String, file: String, line: Int) -> Bool {
        let origin = Self.taskExample
        return locked { late.keep(message, file: file, line: line, from: origin) }
    }

    /// Runs `body` with `FailureCapture`'s case as XCTest's current one: its failures are its own.
    func capturing(_ body: () -> Void) {
        locked { late.capturing += 1 }
        body()
        locked { late.capturing -= 1 }
    }

    /// The `late_failure` case of the failures kept since the last spec class ran; none after it.
    func takeLastLateFailureCase() -> ProcessCase? {
        locked {
            late.closed = true
            return late.takeCase()
        }
    }

    /// Counts the examples `SPECKIT_FILTER` selected in this process.
    func countFiltered(_ selected: Int) { locked { filterSelected = (filterSelected ?? 0) + selected } }

    // MARK: Preparing a target's specs

    /// Applies the configurations and builds the specs of a test target that were not built yet,
    /// then expands `itBehavesLike` calls whose shared examples were defined by a later spec.
    func prepare(_ discovered: DiscoveredSpecs, anchorInstance: SpecCase) {
        guard locked({ preparedTargets[ObjectIdentifier(discovered.identity)] == nil }) else { return }
        defer {
            let hasFocusedExamples = locked { discovered.specs.contains { plans[ObjectIdentifier($0)]?.hasFocusedExamples == true } }
            locked { preparedTargets[ObjectIdentifier(discovered.identity)] = (discovered.identity, hasFocusedExamples) }
        }
        let newConfigurations = locked {
            discovered.configurations.filter { configuredTypes.insert(ObjectIdentifier($0)).inserted }
        }
        for configuration in newConfigurations.sorted(by: { "\($0)" < "\($1)" }) {
            let builder = SpecBuilder(root: globalGroup)
            buildCapturingFailures(with: builder) { configuration.configure(SpecConfiguration()) }
            recordSuiteHooks(of: builder)
            let failures = builder.issues.map(CapturedFailure.init) + builder.capturedFailures
            if !failures.isEmpty {
                locked { processCases.append(ProcessCase(name: "\(configuration)", failures: failures)) }
            }
        }

        var built: [(type: SpecCase.Type, builder: SpecBuilder)] = []
        for specType in discovered.specs where plan(for: specType) == nil {
            let root = ExampleGroup(description: nil, location: SourceLocation(filePath: "<spec>", line: 0, column: 0), mark: .none)
            let builder = SpecBuilder(root: root)
            let instance = specType === type(of: anchorInstance) ? anchorInstance : specType.init(name: "spec", testClosure: { _ in })
            buildCapturingFailures(with: builder) {
                specType.spec()
                instance.spec()
            }
            recordSuiteHooks(of: builder)
            built.append((specType, builder))
        }

        // Shared examples may be defined by any spec of the target: resolve late references now.
        for (specType, builder) in built {
            var unresolved: Set<ObjectIdentifier> = []
            for pending in builder.takePendingBehaviors() {
                if let closure = sharedExamples(named: pending.name) {
                    buildCapturingFailures(with: builder) { builder.build(in: pending.group) { closure(pending.context) } }
                } else {
                    unresolved.insert(ObjectIdentifier(pending.group))
                    builder.addIssue(DefinitionIssue(
                        title: "unknown_shared_examples",
                        message: Misuse.unknownSharedExamples(pending.name, known: sharedExampleNames),
                        location: pending.location, groupPath: pending.groupPath))
                }
            }
            let plan = SpecPlan(specName: "\(specType)", root: builder.root, outerGroups: [globalGroup],
                                issues: builder.issues, capturedFailures: builder.capturedFailures, unresolvedGroups: unresolved)
            locked { plans[ObjectIdentifier(specType)] = plan }
        }
    }

    func plan(for specType: SpecCase.Type) -> SpecPlan? { locked { plans[ObjectIdentifier(specType)] } }

    /// Whether a spec class of this target (as `prepare` prepared it) has a focused example: then
    /// only the focused examples run. Focus applies within a test target, whatever other targets
    /// of the process focus.
    func hasFocusedExamples(among discovered: DiscoveredSpecs) -> Bool {
        locked { preparedTargets[ObjectIdentifier(discovered.identity)]?.hasFocusedExamples ?? false }
    }

    // MARK: Suite hooks

    private func recordSuiteHooks(of builder: SpecBuilder) {
        locked { suite.add(builder.suiteHooks) }
    }

    /// Once per process, when the first spec runs: observes the end of the test run, for the
    /// `afterSuite` hooks and the `SPECKIT_XUNIT_OUTPUT` report.
    func observeTestRunIfNeeded() {
        guard locked({ suite.registerObserverIfNeeded() }) else { return }
        XCTestObservationCenter.shared.addTestObserver(EndOfRunObserver())
        XCTestObservationCenter.shared.addTestObserver(TestCaseTracker())
        FailuresWithoutTest.keep { SpecRegistry.shared.keepFailureWithoutTest($0) }
        if let report = XUnitReport.fromEnvironment() {
            XCTestObservationCenter.shared.addTestObserver(report)
        }
    }

    /// Runs the `beforeSuite` hooks not run yet; each that fails becomes a failing case of the
    /// process, named `beforeSuite`, that the spec class running first reports.
    func runBeforeSuiteHooks() {
        let failed = run(locked { suite.takeBeforeSuiteHooks() })
        locked { processCases += failed }
    }

    /// Runs the `afterSuite` hooks once; returns a failing case for each that failed.
    func runAfterSuiteHooks() -> [ProcessCase] {
        run(locked { suite.takeAfterSuiteHooks() })
    }

    /// The spec class that ran last: the `afterSuite` cases are reported in it.
    var lastRunSpecType: SpecCase.Type? { locked { lastSpecType } }

    private func run(_ hooks: [SuiteHook]) -> [ProcessCase] {
        hooks.compactMap { hook in
            let kind = hook.kind.rawValue
            let place = "\(kind) at \(hook.location.fileAndLine)"
            var failures: [CapturedFailure] = []
            FailureCapture.run({
                do {
                    try hook.body()
                } catch {
                    failures.append(CapturedFailure(
                        message: "\(kind) threw error \"\(error)\"", file: "\(hook.location.filePath)",
                        line: Int(hook.location.line), groupPath: []))
                }
            }, onFailure: { message, file, line in
                failures.append(CapturedFailure(message: "\(message) (in the \(place))", file: file, line: line, groupPath: []))
            })
            return failures.isEmpty ? nil : ProcessCase(name: kind, failures: failures)
        }
    }

    /// What to say at the end of the run when `SPECKIT_FILTER` selected no example at all.
    func takeFilterNote() -> String? {
        locked {
            defer { filterSelected = nil }
            guard filterSelected == 0, let pattern = ExampleFilter.fromEnvironment().pattern else { return nil }
            return "SpecKit: \(ExampleFilter.variable)='\(pattern)' selected no example of any spec class in this test "
                + "process: match it against the names XCTest prints (SpecClass.example_name), or unset it"
        }
    }
}

/// `beforeSuite` / `afterSuite` hooks collected from configurations and specs.
private struct SuiteState {
    private var beforeSuite: [SuiteHook] = []
    private var afterSuite: [SuiteHook] = []
    private var observerRegistered = false

    mutating func add(_ hooks: [SuiteHook]) {
        for hook in hooks {
            switch hook.kind {
            case .beforeSuite: beforeSuite.append(hook)
            case .afterSuite: afterSuite.append(hook)
            }
        }
    }

    mutating func takeBeforeSuiteHooks() -> [SuiteHook] {
        defer { beforeSuite = [] }
        return beforeSuite
    }

    mutating func takeAfterSuiteHooks() -> [SuiteHook] {
        defer { afterSuite = [] }
        return afterSuite
    }

    mutating func registerObserverIfNeeded() -> Bool {
        defer { observerRegistered = true }
        return !observerRegistered
    }
}
