import Foundation
import Matchers
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
    private var running: Running?

    /// The hooks every `Configuration` added: they wrap every example of every spec.
    let globalGroup = ExampleGroup(description: nil, location: SourceLocation(filePath: "<Configuration>", line: 0, column: 0), mark: .none)
    private var suite = SuiteState()

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: Building

    var currentBuilder: SpecBuilder? { locked { builders.last } }

    /// Runs `body` with `builder` receiving the DSL calls.
    func building(with builder: SpecBuilder, _ body: () -> Void) {
        locked { builders.append(builder) }
        body()
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

    func setRunning(_ value: Running?) { locked { running = value } }

    // MARK: Preparing a target's specs

    /// Applies the configurations and builds the specs of a test target that were not built yet,
    /// then expands `itBehavesLike` calls whose shared examples were defined by a later spec.
    func prepare(_ discovered: DiscoveredSpecs, anchorInstance: SpecCase) {
        let newConfigurations = locked {
            discovered.configurations.filter { configuredTypes.insert(ObjectIdentifier($0)).inserted }
        }
        for configuration in newConfigurations.sorted(by: { "\($0)" < "\($1)" }) {
            let builder = SpecBuilder(root: globalGroup)
            building(with: builder) { configuration.configure(SpecConfiguration()) }
            recordSuiteHooks(of: builder)
        }

        var built: [(type: SpecCase.Type, builder: SpecBuilder)] = []
        for specType in discovered.specs where plan(for: specType) == nil {
            let root = ExampleGroup(description: nil, location: SourceLocation(filePath: "<spec>", line: 0, column: 0), mark: .none)
            let builder = SpecBuilder(root: root)
            let instance = specType === type(of: anchorInstance) ? anchorInstance : specType.init(name: "spec", testClosure: { _ in })
            building(with: builder) {
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
                    building(with: builder) { builder.build(in: pending.group) { closure(pending.context) } }
                } else {
                    unresolved.insert(ObjectIdentifier(pending.group))
                    builder.addIssue(DefinitionIssue(
                        title: "unknown_shared_examples",
                        message: Misuse.unknownSharedExamples(pending.name, known: sharedExampleNames),
                        location: pending.location, groupPath: pending.groupPath))
                }
            }
            let plan = SpecPlan(specName: "\(specType)", root: builder.root, outerGroups: [globalGroup],
                                issues: builder.issues, unresolvedGroups: unresolved)
            locked { plans[ObjectIdentifier(specType)] = plan }
        }
    }

    func plan(for specType: SpecCase.Type) -> SpecPlan? { locked { plans[ObjectIdentifier(specType)] } }

    /// Whether any of these specs has a focused example: then only their focused examples run.
    /// Focus applies within a test target, whatever other targets of the process focus.
    func hasFocusedExamples(among specs: [SpecCase.Type]) -> Bool {
        locked { specs.contains { plans[ObjectIdentifier($0)]?.hasFocusedExamples == true } }
    }

    // MARK: Suite hooks

    private func recordSuiteHooks(of builder: SpecBuilder) {
        locked { suite.add(builder.suiteHooks) }
    }

    /// Once per process, when the first spec runs: observes the end of the test run, for the
    /// `afterSuite` hooks and the `SPECKIT_XUNIT_OUTPUT` report.
    func observeTestRunIfNeeded() {
        guard locked({ suite.registerObserverIfNeeded() }) else { return }
        XCTestObservationCenter.shared.addTestObserver(AfterSuiteObserver())
        if let report = XUnitReport.fromEnvironment() {
            XCTestObservationCenter.shared.addTestObserver(report)
        }
    }

    /// Runs the `beforeSuite` hooks not run yet; returns the failures they produced.
    func runBeforeSuiteHooks() -> [DefinitionIssue] {
        let hooks = locked { suite.takeBeforeSuiteHooks() }
        return hooks.compactMap { hook in
            do {
                try hook.body()
                return nil
            } catch {
                return DefinitionIssue(
                    title: "beforeSuite_failed", message: "beforeSuite threw error \"\(error)\"",
                    location: hook.location, groupPath: [])
            }
        }
    }

    /// Runs the `afterSuite` hooks once; returns a message for each that threw.
    func runAfterSuiteHooks() -> [String] {
        let hooks = locked { suite.takeAfterSuiteHooks() }
        return hooks.compactMap { hook in
            do {
                try hook.body()
                return nil
            } catch {
                return "\(hook.location.filePath):\(hook.location.line): error: afterSuite threw error \"\(error)\""
            }
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

/// Runs `afterSuite` hooks when XCTest has finished every test of the process.
private final class AfterSuiteObserver: NSObject, XCTestObservation {
    func testBundleDidFinish(_ testBundle: Bundle) {
        let failures = SpecRegistry.shared.runAfterSuiteHooks()
        guard !failures.isEmpty else { return }
        // No test is running any more, so nothing can record these failures: print them and make
        // the process fail instead of passing silently.
        for failure in failures { print(failure) }
        fflush(nil)
        exit(EXIT_FAILURE)
    }
}
