import Foundation
import Matchers

/// The plans of one test target's spec classes, with the hooks of its configurations: built once
/// from the list the `SpecDiscovery` plugin generated, the first time one of its specs runs, and
/// never changed while examples run. The XCTest route lets a class's plan go once its cases ran,
/// and keeps its tree.
final class TargetPlan: @unchecked Sendable {
    /// The hooks every configuration of the target added: they wrap each of its examples.
    let configurationGroup: ExampleGroup
    /// Whether any spec class of the target has a focused example: then only focused examples run.
    let hasFocusedExamples: Bool
    /// The `beforeSuite` and `afterSuite` hooks of the target's configurations and specs.
    let suiteHooks: [SuiteHook]
    /// Failing cases of the target's configurations (a mistake in `configure(_:)`).
    let configurationCases: [FailingCase]
    /// The spec classes in the order the plugin listed them.
    let specNames: [String]
    /// The module of the target's spec classes (`ConsumerSpecs`), for messages.
    let moduleName: String
    /// The spec classes, by name, that other spec classes of the target inherit from: one that
    /// defines no examples is a base, not a mistake, and reports nothing.
    let baseSpecNames: Set<String>
    /// The examples of each shard, worked out the first time a sharded run asks.
    let shards = ShardSelections()
    /// The classes' plans, until the XCTest route lets one go (``letGo(of:)``), and the trees of
    /// those it let go.
    private let plans: Locked<(plans: [ObjectIdentifier: SpecPlan], trees: [ExampleGroup])>

    init(configurationGroup: ExampleGroup, suiteHooks: [SuiteHook], configurationCases: [FailingCase],
         plans: [(ObjectIdentifier, SpecPlan)], moduleName: String = "", baseSpecNames: Set<String> = []) {
        self.configurationGroup = configurationGroup
        self.baseSpecNames = baseSpecNames
        self.moduleName = moduleName
        self.suiteHooks = suiteHooks
        self.configurationCases = configurationCases
        self.specNames = plans.map { $0.1.specName }
        self.plans = Locked((Dictionary(plans, uniquingKeysWith: { first, _ in first }), []))
        self.hasFocusedExamples = plans.contains { $0.1.hasFocusedExamples }
    }

    /// The plan of a spec class of the target.
    func plan(for specType: AnyClass) -> SpecPlan? { plans.withLock { $0.plans[ObjectIdentifier(specType)] } }

    /// The plans of the target's spec classes, in no particular order.
    var allPlans: [SpecPlan] { plans.withLock { Array($0.plans.values) } }

    /// Lets go of the plan of `specType`, whose cases ran (XCTest keeps every case until the
    /// process ends): its planned examples, their names and hook orders. Its tree stays, and what
    /// its closures capture lives until the process ends, as under Quick.
    func letGo(of specType: AnyClass) {
        plans.withLock { state in
            guard let plan = state.plans.removeValue(forKey: ObjectIdentifier(specType)) else { return }
            state.trees.append(plan.root)
        }
    }

    /// How many examples of the target `SPECKIT_FILTER` selects, of those XCTest's command line
    /// runs (`swift test --filter`: some classes, some examples): those that run, and those that
    /// focus leaves out (`fit` elsewhere in the target); `nil` when it is not set (or is not a
    /// valid pattern: each class reports that). The examples that failed in the last run
    /// (`SPECKIT_ONLY_FAILURES`) do not count: a run that finds none selects nothing, and passes.
    var filterMatches: (running: Int, unfocused: Int)? {
        guard let pattern = ExampleFilter.fromEnvironment().pattern else { return nil }
        let filter = ExampleFilter(pattern: pattern)
        let command = XCTestSelection.ofProcess
        var matches = 0
        var unfocused = 0
        for plan in allPlans {
            if let command, let anchor = XCTestSelection.anchorID(ofClass: Substring(plan.qualifiedName)), !command.selects(anchor) { continue }
            guard let selection = try? filter.select(plan.examples, in: plan.specName, qualifiedName: plan.qualifiedName) else { return nil }
            let named = command?.examples(ofClass: plan.qualifiedName)
            for planned in selection.examples where named?.contains(planned.metadata.testName) ?? true {
                if hasFocusedExamples && !planned.isFocused { unfocused += 1 } else { matches += 1 }
            }
        }
        return (matches, unfocused)
    }
}

/// Runs code outside of any example and hands each failure it records to `onFailure`: the way a
/// framework adapter catches its own assertions (`XCTFail`) as well as SpecKit's failures while
/// `spec()` builds a tree or a suite hook runs.
typealias FailureCapturing = @Sendable (_ body: () -> Void, _ onFailure: @escaping @Sendable (SpecFailure) -> Void) -> Void

/// The spec class as the planner needs it: its name and a way to run its `spec()` forms.
struct SpecDefinition {
    let type: AnyClass
    let name: String
    /// Where the class is declared (`/path/BoolSpec.swift:12`), when the plugin said.
    var place: String?
    /// Runs the class `spec()` and then the instance `spec()`, while a builder takes the calls.
    let define: () -> Void

    init(type: AnyClass, name: String, place: String? = nil, define: @escaping () -> Void) {
        self.type = type
        self.name = name
        self.place = place
        self.define = define
    }
}

extension TargetPlan {
    /// Builds the plans of `specs` with the hooks of `configurations` around them.
    ///
    /// Shared examples may be defined by any spec of the target: an `itBehavesLike` that names
    /// shared examples defined by a later spec is expanded once all were built. A `spec()` that
    /// crashed an earlier process of the run (`earlier`) is not called again: its class gets a
    /// failing case instead.
    static func build(specs: [SpecDefinition], configurations: [Configuration.Type], capturing capture: FailureCapturing,
                      bases: Set<String> = [], earlier: EarlierProcesses = .current) -> TargetPlan {
        let configured = configurations
            .sorted { "\($0)" < "\($1)" }
            .map { ConfiguredHooks.of($0, capturing: capture) }
        let configurationGroup = ExampleGroup(description: nil, location: SourceLocation(filePath: "<Configuration>", line: 0, column: 0), mark: .none)
        for hooks in configured { hooks.add(to: configurationGroup) }
        var suiteHooks = configured.flatMap(\.suiteHooks)

        var built: [(definition: SpecDefinition, builder: SpecBuilder)] = []
        for definition in specs {
            let root = ExampleGroup(description: nil, location: SourceLocation(filePath: "<spec>", line: 0, column: 0), mark: .none)
            let builder = SpecBuilder(root: root)
            let activity = "spec() of \(TypeName.qualified(definition.type))"
            if let crash = earlier.crash(inActivity: activity) {
                // It crashed an earlier process of the run: its examples are lost, not run again.
                builder.addCrash(crash, in: activity, place: definition.place)
            } else {
                build(with: builder, capturing: capture) { ExitGuard.running(activity, definition.define) }
            }
            suiteHooks += builder.suiteHooks
            built.append((definition, builder))
        }

        var plans: [(ObjectIdentifier, SpecPlan)] = []
        for (definition, builder) in built {
            var unresolved: Set<ObjectIdentifier> = []
            for pending in builder.takePendingBehaviors() {
                if let closure = builder.sharedExamples(named: pending.name) ?? BuildingState.shared.sharedExamples(named: pending.name) {
                    build(with: builder, capturing: capture) { builder.build(in: pending.group) { closure(pending.context) } }
                } else {
                    unresolved.insert(ObjectIdentifier(pending.group))
                    builder.addIssue(title: "unknown_shared_examples",
                                     message: Misuse.unknownSharedExamples(pending.name, known: BuildingState.shared.sharedExampleNames),
                                     location: pending.location, groupPath: pending.groupPath)
                }
            }
            let plan = SpecPlan(specName: definition.name, root: builder.root, outerGroups: [configurationGroup],
                                failingCases: builder.failingCases, unresolvedGroups: unresolved,
                                qualifiedName: TypeName.qualified(definition.type),
                                runsAsync: definition.type is AsyncSpecCase.Type)
            plans.append((ObjectIdentifier(definition.type), plan))
        }
        let moduleName = specs.first.map { TypeName.qualified($0.type).split(separator: ".").first.map(String.init) ?? "" } ?? ""
        return TargetPlan(configurationGroup: configurationGroup, suiteHooks: suiteHooks,
                          configurationCases: configured.compactMap(\.failingCase), plans: plans, moduleName: moduleName,
                          baseSpecNames: bases)
    }

    /// Runs `body` with `builder` taking the DSL calls; the failures it records become failing
    /// cases of the spec, at the groups that were open.
    static func build(with builder: SpecBuilder, capturing capture: FailureCapturing, _ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            capture({ BuildingState.shared.building(with: builder, body) }) { failure in
                (BuildingState.shared.currentBuilder ?? builder).addFailureOutsideExample(failure)
            }
        }
    }
}

/// What one `Configuration` added, made once per process however many targets list it: its
/// hooks, its suite hooks and the failing case of its mistakes.
final class ConfiguredHooks: @unchecked Sendable {
    private static let made = Locked<[ObjectIdentifier: ConfiguredHooks]>([:])

    let group: ExampleGroup
    let suiteHooks: [SuiteHook]
    let failingCase: FailingCase?

    private init(group: ExampleGroup, suiteHooks: [SuiteHook], failingCase: FailingCase?) {
        self.group = group
        self.suiteHooks = suiteHooks
        self.failingCase = failingCase
    }

    /// The hooks of `configuration`, made the first time a target lists it. The lock is held while
    /// `configure(_:)` runs, so that it runs once even when two targets are planned at once.
    static func of(_ configuration: Configuration.Type, capturing capture: FailureCapturing) -> ConfiguredHooks {
        made.withLock { made in
            let key = ObjectIdentifier(configuration)
            if let hooks = made[key] { return hooks }
            let group = ExampleGroup(description: nil, location: SourceLocation(filePath: "<Configuration>", line: 0, column: 0), mark: .none)
            let builder = SpecBuilder(root: group)
            let activity = "configure(_:) of \(TypeName.qualified(configuration))"
            let earlier = EarlierProcesses.current
            if let crash = earlier.crash(inActivity: activity) {
                builder.addCrash(crash, in: activity)
            } else {
                TargetPlan.build(with: builder, capturing: capture) {
                    ExitGuard.running(activity) { MainActor.assumeIsolated { configuration.configure(SpecConfiguration()) } }
                }
            }
            let failures = builder.failingCases.flatMap(\.failures)
            let hooks = ConfiguredHooks(
                group: group, suiteHooks: builder.suiteHooks,
                failingCase: failures.isEmpty ? nil : FailingCase(name: TestName.sanitize("\(configuration)"), failures: failures))
            made[key] = hooks
            return hooks
        }
    }

    /// Adds the configuration's hooks to `group`, in the order they were declared.
    func add(to target: ExampleGroup) {
        for setUp in group.setUps {
            switch setUp {
            case .before(let hook): target.append(hook)
            case .around(let hook): target.append(hook)
            }
        }
        for hook in group.justBefores { target.append(hook) }
        for hook in group.afters { target.append(hook) }
    }
}
