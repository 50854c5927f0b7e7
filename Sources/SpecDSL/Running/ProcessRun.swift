import Foundation
import Matchers
import Synchronization

/// What happens once per test process, whichever targets and route run: the `beforeSuite` hooks
/// before the first example of the target that declares them, the `afterSuite` hooks at the end,
/// and the failing cases that belong to no one spec class (a failing `beforeSuite`, a mistake in
/// a `Configuration`, a setting that could not be read), which a route gives to a spec class: on
/// XCTest the next to run, on Swift Testing the first of their target (``takePendingCases(of:)``).
final class ProcessRun: Sendable {
    static let shared = ProcessRun()

    private struct State {
        var started = false
        var preparedTargets: Set<ObjectIdentifier> = []
        var targetsWithoutExamples: Set<ObjectIdentifier> = []
        var ranHooks: Set<ObjectIdentifier> = []
        var afterSuite: [SuiteHook] = []
        var reportedCases: Set<String> = []
        /// The failing cases not reported yet, each with the target whose preparation queued it:
        /// the first target's also holds the process's own (``startRun()``).
        var pending: [(target: ObjectIdentifier, failing: FailingCase)] = []
        /// How many examples `SPECKIT_FILTER` selects in the targets prepared so far; `nil` without it.
        var filterMatches: Int?
        /// How many examples `SPECKIT_FILTER` matched that focus left out.
        var filterUnfocused = 0
        /// The names of a listed order that name an example of a target prepared so far.
        var listedFound: Set<String> = []
        /// The modules of the targets prepared so far.
        var preparedModules: Set<String> = []
    }

    private let state = Locked(State())
    private let settings: RunSettings

    /// Whether this process runs specs under Swift Testing: apart from the state, which a suite
    /// hook runs under, and whose code asks it.
    private let onSwiftTesting = Atomic<Bool>(false)

    /// Notes that this process runs specs under Swift Testing: no XCTest case of SpecKit's runs.
    func runsOnSwiftTesting() { onSwiftTesting.store(true, ordering: .releasing) }

    /// Whether this process runs specs under Swift Testing.
    var isOnSwiftTesting: Bool { onSwiftTesting.load(ordering: .acquiring) }

    init(settings: RunSettings = .current) {
        self.settings = settings
    }

    /// Before a target's first example: runs its `beforeSuite` hooks that did not run yet, keeps
    /// its `afterSuite` hooks for the end, and queues its configurations' failing cases (once per
    /// process) and those of the `beforeSuite` hooks that failed. The lock is held meanwhile, so
    /// no example of another target starts before the hooks ran.
    ///
    /// Before the first target, once per process: reports the settings that could not be read,
    /// touches Bazel's `TEST_SHARD_STATUS_FILE`, and prints the seed of a random order. Before
    /// each target's first class: says so when the shard holds none of the target's examples, and
    /// then runs none of its suite hooks.
    func prepare(_ target: TargetPlan, capturing capture: FailureCapturing) {
        let targetID = ObjectIdentifier(target)
        state.withLock { state in
            if !state.started {
                state.started = true
                state.pending += startRun().map { (targetID, $0) }
            }
            // Worked out once, before the target's first class: the XCTest route lets a class's plan
            // go once its cases ran, and matching the filter against every example of the target
            // again for each class costs more than running them.
            let isNewTarget = state.preparedTargets.insert(targetID).inserted
            if isNewTarget { state.preparedModules.insert(target.moduleName) }
            if isNewTarget, let shard = settings.shard, settings.problems.isEmpty {
                let inShard = target.shards.selection(shard, filter: ExampleFilter.fromEnvironment(), durations: .forThisRun, in: target)
                if inShard.count == 0 {
                    state.targetsWithoutExamples.insert(ObjectIdentifier(target))
                    // A filter that selects nothing at all gets the end-of-run note instead (`emptySelectionNote`).
                    if inShard.targetCount > 0 { print(Self.emptyShardLine(shard, target: target, targetCount: inShard.targetCount)) }
                }
            }
            let earlier = EarlierProcesses.current
            // Every class of the target is planned by now, also those whose examples all ran earlier.
            if isNewTarget && earlier.isResumedRun { RunRecord.shared.resolveEarlier(in: target.allPlans) }
            for failing in target.configurationCases where state.reportedCases.insert(failing.name).inserted && !earlier.reportedEarlier(failing) {
                state.pending.append((targetID, failing))
            }
            if isNewTarget, let list = settings.order.list {
                // For the end-of-run note on listed names no example has, and the run's verdict
                // when none of them has one.
                var found = 0
                for plan in target.allPlans {
                    for planned in plan.examples where list.position(of: planned.metadata.testName, inClass: plan.qualifiedName) != nil {
                        state.listedFound.insert(plan.qualifiedName + "." + planned.metadata.testName)
                        found += 1
                    }
                }
                #if os(Linux)
                RunTally.add("\(RunTally.listedFound) \(found)", launcher: ProcessEnvironment.launcher)
                #endif
            }
            if isNewTarget, let matches = target.filterMatches {
                state.filterMatches = (state.filterMatches ?? 0) + matches.running
                state.filterUnfocused += matches.unfocused
                #if os(Linux)
                // The run's last process fails the run when no process selected an example.
                RunTally.add("examples \(matches.running)", launcher: ProcessEnvironment.launcher)
                if matches.unfocused > 0 { RunTally.add("\(RunTally.unfocused) \(matches.unfocused)", launcher: ProcessEnvironment.launcher) }
                #endif
            }
            if isNewTarget, settings.onlyFailures { Self.noteSavedFailures(ofClassesGoneFrom: target) }
            // A shard that runs none of the target's examples runs none of its suite hooks either;
            // nor does a process whose settings could not be read, which runs no example.
            let runsNoExample = state.targetsWithoutExamples.contains(ObjectIdentifier(target)) || !settings.problems.isEmpty
            let hooks = runsNoExample ? [] : target.suiteHooks
            for hook in hooks where state.ranHooks.insert(ObjectIdentifier(hook)).inserted {
                switch hook.kind {
                case .beforeSuite:
                    if let failing = Self.run(hook, capturing: capture), !earlier.reportedEarlier(failing) {
                        state.pending.append((targetID, failing))
                    }
                case .afterSuite:
                    state.afterSuite.append(hook)
                }
            }
        }
    }

    /// Starts the process's run; returns the failing cases of the process as a whole.
    private func startRun() -> [FailingCase] {
        RunRecord.shared.start()
        RunRecord.shared.claimReports()
        let earlier = EarlierProcesses.current
        // An earlier process of the run reported these already, before it crashed.
        let statusProblem = SavedStatus.problem().map { FailingCase(name: "invalid_status_file", failures: [.environment($0)]) }
        var cases = (settings.problems.map(\.failingCase) + JUnitReport.allFromEnvironment(settings).compactMap(\.problemCase)
            + (statusProblem.map { [$0] } ?? []))
            .filter { !earlier.reportedEarlier($0) }
        RunRecord.shared.add(earlier: earlier)
        if let path = ProcessEnvironment.value(of: Shard.bazelStatusFileVariable), !path.isEmpty, !Self.touch(path) {
            cases.append(FailingCase(name: "invalid_shard_status_file", failures: [.environment(
                "\(Shard.bazelStatusFileVariable)=\(path) could not be created: SpecKit touches it to tell Bazel that it shards; "
                    + "point it at a file in a folder that exists")]))
        }
        if let seed = settings.order.seed { print("Randomized with seed \(seed)") }
        if let list = settings.order.list, !earlier.isResumedRun { print(Self.listLine(list)) }
        if settings.onlyFailures, settings.problems.isEmpty, !earlier.isResumedRun { print(Self.onlyFailuresLine(settings)) }
        fflush(nil)
        return cases
    }

    /// Notes for the run's last process what a class that runs found of the last run's failures
    /// (`SPECKIT_ONLY_FAILURES`): it fails the run when no class found one and the status cannot
    /// say why.
    static func noteSavedFailures(of selection: ExampleSelection, className: String) {
        #if os(Linux)
        guard let (found, stale, unfocused) = selection.savedFailures else { return }
        RunTally.add("\(RunTally.savedFailures) \(className) \(found) \(stale) \(unfocused)", launcher: ProcessEnvironment.launcher)
        #endif
    }

    /// Notes for the run's last process how many of the last run's failures name a class of
    /// `target`'s module that it no longer has (renamed or removed): failures none of its classes finds.
    private static func noteSavedFailures(ofClassesGoneFrom target: TargetPlan) {
        #if os(Linux)
        guard !target.moduleName.isEmpty else { return }
        let classes = Set(target.allPlans.map(\.qualifiedName))
        var gone: [Substring: Int] = [:]
        for failure in SavedStatus.lastRun.failures {
            guard let owner = SavedStatus.className(ofExample: failure), owner.hasPrefix(target.moduleName + "."),
                  !classes.contains(String(owner)) else { continue }
            gone[owner, default: 0] += 1
        }
        // `Module.Class.*`: the run's last process names the class.
        for (owner, count) in gone { RunTally.add("\(RunTally.savedFailures) \(owner).* 0 \(count)", launcher: ProcessEnvironment.launcher) }
        #endif
    }

    /// What a run in a listed order says first: how many names the list holds, and where it is.
    static func listLine(_ list: ExampleList) -> String {
        let count = list.names.count
        return "SpecKit: \(ExampleOrder.variable)=\(ExampleOrder.listPrefix)\(list.path) lists \(count) name\(count == 1 ? "" : "s"): "
            + "only the examples they name run, in its order"
    }

    /// The variable that asked for a rerun of the last failures: `SPECKIT_NEXT_FAILURE`, or `SPECKIT_ONLY_FAILURES`.
    private static func rerunVariable(_ settings: RunSettings) -> String {
        settings.failFastVariable == RunSettings.nextFailureVariable ? RunSettings.nextFailureVariable : RunSettings.onlyFailuresVariable
    }

    /// What a run that reruns the last run's failures says first: how many there are, and where
    /// they were read from; or why it runs none.
    static func onlyFailuresLine(_ settings: RunSettings, path: String? = SavedStatus.path(),
                                 saved: SavedStatus = SavedStatus.lastRun) -> String {
        let variable = rerunVariable(settings)
        guard let path else {
            return "SpecKit: \(variable) runs the examples that failed in the last run, and none is saved: no .build folder "
                + "was found, or \(SavedStatus.variable)=off; point \(SavedStatus.variable) at a file, run the suite, then rerun with \(variable)=1"
        }
        guard !saved.entries.isEmpty else {
            guard FileManager.default.fileExists(atPath: path) else {
                return "SpecKit: \(variable): no run saved its status in \(path) yet, so no example runs; run the suite once without it"
            }
            return "SpecKit: \(variable): \(path) holds no example's status, so no example runs; run the suite once without it"
        }
        let failed = saved.failures.count
        guard failed > 0 else { return "SpecKit: \(variable): no example failed in the last run (\(path)), so none runs" }
        let stop = variable == RunSettings.nextFailureVariable ? ", in the order they are defined, up to the first that fails again" : ""
        return "SpecKit: \(variable) runs the examples that failed in the last run (\(failed) saved as failed in \(path))\(stop)"
    }

    /// What fails a run of the last run's failures that could not run them all: `stale` of them
    /// belong to spec classes of the run but name none of their examples, or name a class the
    /// target does not have (`ofGoneClasses` of them: renamed or removed since), so the run cannot
    /// tell whether they are fixed, whether or not it found others (`foundOthers`); or it found
    /// none, and the status is not saved, not there or holds no example. `nil` when no example
    /// failed, or the failures belong to classes this run did not run (another target, a
    /// `--filter`), which leaves nothing to run and passes.
    ///
    /// A run of a whole class drops the lines of its examples it no longer has; no run drops those
    /// of a class the target does not have, which `#if` may leave out of one build and not another:
    /// the line says to delete them.
    static func noFailureFoundLine(stale: Int, ofGoneClasses gone: Int = 0, goneClassNames: [String] = [], foundOthers: Bool = false,
                                   _ settings: RunSettings = .current,
                                   path: String? = SavedStatus.path(),
                                   saved: SavedStatus? = SavedStatus.path().flatMap(SavedStatus.read(at:))) -> String? {
        let variable = rerunVariable(settings)
        let fix = "run the suite once without \(variable), or set \(RunTally.allowVariable)=1 to let such a run pass"
        guard let path else {
            return "SpecKit: \(variable) reruns the last run's failures, and no status is saved (\(SavedStatus.variable)=off, or no "
                + ".build folder), so the run fails: point \(SavedStatus.variable) at a file and \(fix)"
        }
        guard let saved, !saved.entries.isEmpty else {
            let what = FileManager.default.fileExists(atPath: path) ? "\(path) holds no example's status" : "no run saved its status in \(path) yet"
            return "SpecKit: \(variable): \(what), so the run fails: \(fix)"
        }
        guard stale > 0 else { return nil }
        let names = goneClassNames.isEmpty ? "" : ", " + goneClassNames.prefix(5).joined(separator: ", ")
            + (goneClassNames.count > 5 ? " and \(goneClassNames.count - 5) more" : "")
        let lines = gone == 1 ? "the line of the class" : goneClassNames.count == 1 ? "the lines of the class" : "the lines of classes"
        let clear = gone == 0 ? fix : "delete from \(path) \(lines) no longer there\(names) (no run drops them: "
            + "#if may leave a class out of one build), and run the suite once without \(variable); or set \(RunTally.allowVariable)=1 to let such a run pass"
        let others = foundOthers ? "and this run cannot tell whether \(stale == 1 ? "it is" : "they are") fixed" : "and no other failure is"
        return "SpecKit: \(variable): \(stale) example\(stale == 1 ? "" : "s") saved as failed in \(path) \(stale == 1 ? "is" : "are") "
            + "no longer in \(stale == 1 ? "its" : "their") spec class, or \(stale == 1 ? "its" : "their") class no longer in its test "
            + "target (renamed or removed since?), \(others), so the run fails: \(clear)"
    }

    /// What fails a run of the last run's failures (`SPECKIT_ONLY_FAILURES`) that found `count` of
    /// them, all of which focus left out (`fit` elsewhere in their targets): none ran.
    static func unfocusedFailuresLine(_ count: Int, _ settings: RunSettings = .current) -> String {
        let variable = rerunVariable(settings)
        let what = count == 1 ? "the example that failed in the last run is" : "the \(count) examples that failed in the last run are"
        return "SpecKit: \(variable): \(what) not focused, while fit, fdescribe or fcontext focus other examples of their target, "
            + "which alone run, so none ran and the run fails: remove the focus to run them"
    }

    /// Creates the file at `path` or updates its modification date; whether that worked.
    private static func touch(_ path: String) -> Bool {
        if FileManager.default.fileExists(atPath: path) {
            return (try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)) != nil
        }
        return FileManager.default.createFile(atPath: path, contents: nil)
    }

    /// The one line of a shard that holds none of a target's examples: it passes.
    static func emptyShardLine(_ shard: Shard, target: TargetPlan, targetCount: Int) -> String {
        let module = target.moduleName.isEmpty ? "this test target" : target.moduleName
        return "SpecKit: shard \(shard) holds none of the \(targetCount) examples of \(module) selected to run "
            + "(they are in the other shards), so it runs none of them and passes"
    }

    /// Prints the closing summary of the examples this process ran, once; after a crash, with the
    /// crashes outside any test that no case of the run reports (`crashedOutsideTests`, by
    /// default those the journal and this process's flaky examples leave).
    func printSummary(crashedOutsideTests: [EarlierProcesses.Case]? = nil) {
        let earlier = EarlierProcesses.current
        let crashes = crashedOutsideTests
            ?? (earlier.isResumedRun ? earlier.crashesOutsideTests(passedHere: RunRecord.shared.flakyExamples()) : [])
        for crash in crashes { RunRecord.shared.add(ExampleResult(earlier: crash)) }
        guard let taken = RunRecord.shared.takeForSummary() else { return }
        var summary = RunSummary(examples: taken.examples, results: taken.results, seconds: taken.seconds,
                                 settings: settings, style: .standardOutput)
        // A `spec()` that crashes fails the binary's listing of the examples too: `swift test
        // --filter` then selects classes alone.
        summary.rerunsByName = RerunCommand.selectsByName
            && !taken.results.contains { !$0.isExample && $0.name == SpecBuilder.specCrashedName }
        #if os(Linux) && compiler(>=6.3)
        let words = Array(SelectionHint.swiftTestArguments(of: ProcessEnvironment.launcher).dropFirst())
        summary.swiftTest = RerunCommand.swiftTest(carrying: words)
        summary.sameSelection = RerunCommand.swiftTest(carrying: words, withSelection: true)
        #endif
        if let filter = ExampleFilter.fromEnvironment().pattern {
            summary.sameSelection = "\(ExampleFilter.variable)=\(RerunCommand.shellWord(filter)) " + summary.sameSelection
        }
        StandardOutput.write(block: summary.lines.joined(separator: "\n"))
        RunRecord.shared.record(.summarized)
    }

    /// The queued failing cases, of every target; the caller reports them.
    func takePendingCases() -> [FailingCase] {
        state.withLock { state in
            defer { state.pending = [] }
            return state.pending.map(\.failing)
        }
    }

    /// The queued failing cases that preparing `target` queued: its `beforeSuite` hooks' and its
    /// configurations', and for the first target prepared the process's own (settings that could
    /// not be read, a report that cannot be written). The caller reports them.
    func takePendingCases(of target: TargetPlan) -> [FailingCase] {
        let targetID = ObjectIdentifier(target)
        return state.withLock { state in
            defer { state.pending.removeAll { $0.target == targetID } }
            return state.pending.filter { $0.target == targetID }.map(\.failing)
        }
    }

    /// At the end of the process: what to say when `SPECKIT_FILTER` selected no example in any
    /// target this process prepared. A note, not a failure: another test process of the same run
    /// (`--parallel`, the other runner, another target) may have selected examples.
    ///
    /// With a listed order, it also names the listed names of this process's test targets that
    /// no example has (a typo, a renamed example), and those without a module: a name of another
    /// module is another test process's (the other test library's pass), or of no target at all,
    /// which the run's last process says when the list names no example of any.
    func emptySelectionNote(environment: [String: String]? = nil) -> String? {
        var notes: [String] = []
        let (matches, unfocused) = state.withLock { ($0.filterMatches, $0.filterUnfocused) }
        if matches == 0, let pattern = ExampleFilter.fromEnvironment(environment).pattern {
            notes.append("SpecKit: " + (unfocused > 0 ? Misuse.filterSelectedOnlyUnfocused(pattern, unfocused) : Misuse.filterSelectedNothing(pattern)))
        }
        if environment == nil, let list = settings.order.list {
            let unknown = state.withLock { state in
                list.names.filter { name in
                    guard !state.listedFound.contains(name) else { return false }
                    // `Module.SpecClass.example`: a name with fewer dots has no module, and no process finds it.
                    guard name.count(where: { $0 == "." }) >= 2, let dot = name.firstIndex(of: ".") else { return true }
                    return state.preparedModules.contains("") || state.preparedModules.contains(String(name[..<dot]))
                }
            }
            if !unknown.isEmpty {
                let shown = unknown.prefix(5).joined(separator: ", ") + (unknown.count > 5 ? ", …" : "")
                notes.append("SpecKit: \(ExampleOrder.variable)=\(ExampleOrder.listPrefix)\(list.path) lists \(unknown.count) "
                             + "name\(unknown.count == 1 ? "" : "s") no example of this test process has: \(shown); a line names one "
                             + "example as Module.SpecClass.example_name, as the saved status writes it")
            }
        }
        return notes.isEmpty ? nil : notes.joined(separator: "\n")
    }

    /// Runs the `afterSuite` hooks not run yet; returns a failing case for each that failed.
    func runAfterSuiteHooks(capturing capture: FailureCapturing) -> [FailingCase] {
        let hooks = state.withLock { state in
            defer { state.afterSuite = [] }
            return state.afterSuite
        }
        return hooks.compactMap { Self.run($0, capturing: capture) }
    }

    /// Runs a suite hook; a failing case named after its kind if it failed.
    private static func run(_ hook: SuiteHook, capturing capture: FailureCapturing) -> FailingCase? {
        let kind = hook.kind.rawValue
        let place = "\(kind) at \(hook.location.fileAndLine)"
        if let crash = EarlierProcesses.current.crash(inActivity: "the \(place)") {
            // It crashed an earlier process of the run: it does not run again.
            return FailingCase(name: kind, failures: [SpecFailure(.apiMisused, "the \(place) " + crash.message, at: hook.location)])
        }
        let failures = FailureList()
        // The thread the hook runs on: a failure from another one comes from work running beside it.
        let hookThread = Locked<ObjectIdentifier?>(nil)
        let body = {
            hookThread.withLock { $0 = ObjectIdentifier(Thread.current) }
            do {
                try ExitGuard.running("the \(place)") { try hook.body() }
            } catch let requireError as RequireError {
                // `require` recorded its failure before throwing, unless a finished `gatherFailures` took it.
                if !requireError.isOnRecord { failures.append(SpecFailure(.expectationFailed, requireError.message, at: requireError.location)) }
            } catch {
                // So did `XCTUnwrap` and Swift Testing's `#require`: one failure, not two.
                if ThrownError.isRecordedUnwrapFailure(error) || ThrownError.isRecordedRequirementFailure(error) { return }
                failures.append(SpecFailure(.errorThrown, "\(kind) threw error \"\(error)\"", at: hook.location))
            }
        }
        let onFailure: @Sendable (SpecFailure) -> Void = { failure in
            let onHookThread = hookThread.withLock { $0 } == ObjectIdentifier(Thread.current)
            let message = onHookThread ? "\(failure.message) (in the \(place))" : Misuse.hookFailureFromAnotherThread(failure.message, place: place)
            failures.append(SpecFailure(failure.kind, message, file: failure.file, line: failure.line))
        }
        // Where the spec's other closures run; the failures are caught on the thread that runs it.
        MainActorHop.run { capture(body, onFailure) }
        let recorded = failures.all
        return recorded.isEmpty ? nil : FailingCase(name: kind, failures: recorded)
    }
}

/// Failures appended from any thread.
final class FailureList: Sendable {
    private let failures = Locked<[SpecFailure]>([])

    func append(_ failure: SpecFailure) { failures.withLock { $0.append(failure) } }
    var all: [SpecFailure] { failures.withLock { $0 } }
}
