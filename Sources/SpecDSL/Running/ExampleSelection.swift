import Foundation
import Matchers

/// What one spec class's run holds, for either route: its failing cases (those queued for the
/// process, its definition issues, a wrong environment variable), the examples `SPECKIT_FILTER`
/// selects, and why each example that does not run is skipped.
///
/// A class, never changed once made: every example's run reads it, and a debug build copies
/// each field of a struct passed along.
final class ExampleSelection: Sendable {
    let specName: String
    let failingCases: [FailingCase]
    /// The selected examples in definition order, disabled and unfocused ones included (they are
    /// reported as skipped).
    let examples: [SpecPlan.PlannedExample]
    /// `SPECKIT_FILTER`'s line about this class, when it is set.
    let filterNote: String?
    /// Whether the class has no examples and no failing case: it is reported as one skipped case.
    let definesNothing: Bool
    /// How long an async example of the class may run when its groups set no `exampleTimeout(_:)`.
    let defaultTimeout: Duration
    private let runsOnlyFocused: Bool
    /// The examples that crashed an earlier test process of the run: they fail instead of running.
    private let crashes: [String: EarlierProcesses.Crash]
    /// The attempts of an example that crashed earlier test processes (`SPECKIT_RETRY`): all of
    /// them when it runs again, those before its last crash when it fails with that one.
    private let crashedAttempts: [String: [EarlierProcesses.Attempt]]
    /// How long each example that ended earlier test processes of the run ran in them, in seconds.
    private let timesCrashed: [String: Double]
    /// What a failure of an example adds when the class's earlier examples ran in a test process
    /// that crashed: this one started without the state they built. `nil` otherwise.
    let restartNote: String?
    /// After how many failures of the run the examples left are not run, and the variable that
    /// said so; `nil` to run them all.
    private let failFast: (limit: Int, variable: String)?
    /// How many more times a failing example runs (`SPECKIT_RETRY`).
    let retries: Int
    /// Under `SPECKIT_ONLY_FAILURES`, of the last run's failures saved for this class: how many
    /// name one of its examples, how many none (renamed or removed since), and how many of those
    /// found focus leaves out (`fit` elsewhere in the target); `nil` otherwise, or when a filter
    /// leaves all of the class's examples out (it does not run).
    let savedFailures: (found: Int, stale: Int, unfocused: Int)?

    /// How long an example may run before it fails instead of hanging the test run, unless
    /// `SPECKIT_EXAMPLE_TIMEOUT` or `exampleTimeout(_:)` says otherwise.
    static let defaultAsyncExampleTimeout: Duration = .seconds(600)

    /// The selection of `plan`'s class: `environment`, when given, stands for the process's
    /// (its `SPECKIT_FILTER`, `SPECKIT_EXAMPLE_TIMEOUT`, and the ``RunSettings`` it holds).
    ///
    /// In a test process started after another crashed, the cases that process ran are left out
    /// (`earlier`), and the example that crashed it fails instead of running.
    ///
    /// `named`, when given, holds the names of the class's cases XCTest's command line selects
    /// (`swift test --filter` with examples' names): its other examples and definition issues are
    /// left out, as a shard leaves out another shard's, after the shards are dealt.
    /// The case that fails a class for examples XCTest's command line names that its `spec()` did
    /// not define in this process.
    static let undefinedExamplesName = "undefined_examples"

    init(_ plan: SpecPlan, in target: TargetPlan, processCases: [FailingCase], environment: [String: String]? = nil,
         className: String = "", named: Set<String>? = nil, earlier: EarlierProcesses = .current) {
        specName = plan.specName
        let settings = environment.map { RunSettings(environment: $0) } ?? RunSettings.current
        // Sharded, a class's cases that are no example belong to one shard, so the shards' reports
        // together hold each once; a crashed spec() is reported wherever it crashed.
        let ownsClassCases = settings.shard.map { ShardPartition.home(ofSpec: plan.specName, total: $0.total) == $0.index } ?? true
        let classCases = ownsClassCases ? plan.failingCases : plan.failingCases.filter { $0.name == SpecBuilder.specCrashedName }
        var failing = processCases + classCases
        var selected = plan.examples
        var note: String?
        // Focus (`fit` elsewhere in the target) leaves out every example the filter selects.
        var focusLeavesOutAll = false
        let filter = ExampleFilter.fromEnvironment(environment)
        do {
            let selection = try filter.select(plan.examples, in: plan.specName, qualifiedName: plan.qualifiedName)
            selected = selection.examples
            note = selection.note
            focusLeavesOutAll = target.hasFocusedExamples && !selected.contains(where: \.isFocused)
        } catch {
            failing.append(FailingCase(name: "invalid_filter", failures: [.environment("\(error)")]))
            selected = []
        }
        if !settings.keepsDefinedSelection {
            selected = Self.arrange(selected, of: plan, in: target, filter: filter, environment: environment, settings)
        }
        // An invalid value is one of the settings' problems: the process reports it once and runs nothing.
        let timeout = settings.exampleTimeout.map(Duration.seconds) ?? Self.defaultAsyncExampleTimeout
        // Most classes have no failing case: only then are the examples' names gathered.
        var numbered = failing.isEmpty ? [] : FailingCase.numbered(failing, avoiding: Set(plan.examples.map(\.metadata.testName)))
        var nothing = plan.examples.isEmpty && plan.failingCases.isEmpty && ownsClassCases
            && !target.baseSpecNames.contains(plan.specName)
        if let named {
            selected.removeAll { !named.contains($0.metadata.testName) }
            // The process's cases and a wrong filter are no case of the class: they stay.
            let classRange = processCases.count..<(processCases.count + classCases.count)
            // A spec() that crashed is the class's whole report: the examples named were never defined.
            numbered = numbered.enumerated().filter {
                !classRange.contains($0.offset) || named.contains($0.element.name) || $0.element.name == SpecBuilder.specCrashedName
            }.map(\.element)
            nothing = nothing && named.contains(Self.noExamplesName)
            // Names swift test took from the list of another process that this one's spec() did not
            // define: examples made from data that differs between processes. Not silently none.
            let examples = Set(plan.examples.map(\.metadata.testName))
            // The class's failing cases numbered as the list numbers them, and as this process does.
            let defined = examples.union(FailingCase.numbered(plan.failingCases, avoiding: examples).map(\.name)
                + numbered.map(\.name) + [Self.noExamplesName, SpecBuilder.specCrashedName])
            // A name that starts like an XCTest method may be one of the class's own, which XCTest
            // runs; a spec() that crashed defined none, and says so.
            let crashed = plan.failingCases.contains { $0.name == SpecBuilder.specCrashedName }
            let undefined = crashed ? [] : named.filter { !defined.contains($0) && !$0.hasPrefix("test") }.sorted()
            if !undefined.isEmpty {
                let failure = SpecFailure(.apiMisused, Misuse.undefinedExamples(undefined, of: className), file: "<\(className)>", line: 1)
                numbered += FailingCase.numbered([FailingCase(name: Self.undefinedExamplesName, failures: [failure])], avoiding: examples)
            }
        }
        var crashes: [String: EarlierProcesses.Crash] = [:]
        var crashedAttempts: [String: [EarlierProcesses.Attempt]] = [:]
        var timesCrashed: [String: Double] = [:]
        if earlier.isResumedRun {
            numbered.removeAll { earlier.hasEnded($0.name, of: className) }
            numbered = numbered.map { failing in
                guard let crash = earlier.crash(of: failing.name, in: className) else { return failing }
                let place = failing.failures.first
                var crashed = FailingCase(name: failing.name, failures: [
                    SpecFailure(.apiMisused, crash.message, file: place?.file ?? "<\(className)>", line: place?.line ?? 1),
                ])
                crashed.crashed = true
                return crashed
            }
            selected.removeAll { earlier.hasEnded($0.metadata.testName, of: className) }
            nothing = nothing && !earlier.hasEnded(Self.noExamplesName, of: className)
            for example in selected {
                let name = example.metadata.testName
                guard let last = earlier.crash(of: name, in: className) else { continue }
                // A crash is a failed attempt: while retries are left, the example runs again; then
                // it fails with its last crash, after the attempts before. A crash outside its
                // own code may be another test's work: it fails the example at once.
                let attempts = earlier.attempts(of: name, in: className)
                let runsAgain = attempts.count <= settings.retries && last.isRetryable
                crashedAttempts[name] = runsAgain ? attempts : Array(attempts.dropLast())
                timesCrashed[name] = earlier.timeCrashed(name, of: className)
                if !runsAgain { crashes[name] = last }
            }
        }
        savedFailures = filter.lastFailures.flatMap {
            Self.savedFailures($0, of: plan, pattern: filter.pattern, named: named, focusLeavesOutAll: focusLeavesOutAll)
        }
        failingCases = numbered
        examples = selected
        // An earlier process of the run said it for this class already.
        filterNote = earlier.isResumedRun && earlier.ranCases(of: className) ? nil : note
        defaultTimeout = timeout
        runsOnlyFocused = target.hasFocusedExamples
        definesNothing = nothing
        self.crashes = crashes
        self.crashedAttempts = crashedAttempts
        self.timesCrashed = timesCrashed
        restartNote = earlier.isResumedRun && earlier.ranCases(of: className) ? Misuse.ranAfterRestart(className) : nil
        failFast = settings.failFast.map { ($0, settings.failFastVariable) }
        retries = settings.retries
    }

    /// The name of the one case of a class without examples.
    static let noExamplesName = "no_examples"

    /// Of `failures` (module-qualified names), those of `plan`'s class: how many name one of its
    /// examples, how many none, and how many of the found focus leaves out: all when it leaves out
    /// every example the run selects for them (`focusLeavesOutAll`: their twins too), else none;
    /// `nil` when `pattern` or `named` selects none of its examples.
    private static func savedFailures(_ failures: Set<String>, of plan: SpecPlan, pattern: String?,
                                      named: Set<String>?, focusLeavesOutAll: Bool) -> (found: Int, stale: Int, unfocused: Int)? {
        if let named, !plan.examples.contains(where: { named.contains($0.metadata.testName) }) { return nil }
        if pattern != nil, (try? ExampleFilter(pattern: pattern).select(plan.examples, in: plan.specName))?.examples.isEmpty != false {
            return nil
        }
        let ofClass = failures.filter { SavedStatus.className(ofExample: $0) == plan.qualifiedName[...] }
        guard !ofClass.isEmpty else { return (0, 0, 0) }
        let prefix = plan.qualifiedName + "."
        let names = Set(plan.examples.map { prefix + $0.metadata.testName })
        let found = ofClass.count { names.contains($0) }
        return (found, ofClass.count - found, focusLeavesOutAll ? found : 0)
    }

    /// The failure of `planned` when it crashed an earlier test process of the run: it fails with
    /// it instead of running again.
    func crashFailure(of planned: SpecPlan.PlannedExample) -> String? {
        guard !crashes.isEmpty, let crash = crashes[planned.metadata.testName] else { return nil }
        return crash.message + (retries > 0 && !crash.isRetryable ? Retry.notAfterCrashBeside : "")
    }

    /// How long `planned` ran in the earlier test processes of the run that ended while it ran (a
    /// crash, a hang, a stopped run), in seconds; 0 for most examples. The case that reports it
    /// here adds its own time to this, as a process adds up the attempts it runs, so that the
    /// reports and the saved status count what the example cost the run, once.
    func timeCrashed(of planned: SpecPlan.PlannedExample) -> Double {
        timesCrashed.isEmpty ? 0 : timesCrashed[planned.metadata.testName] ?? 0
    }

    /// The examples of the shard, in the order the settings ask for (a list's alone, when the
    /// order is a list); none when a setting could not be read (the process reports why, once).
    /// The shard is balanced by the times the run read as it started, or, with `environment`, by
    /// those of the status file it names.
    private static func arrange(_ selected: [SpecPlan.PlannedExample], of plan: SpecPlan, in target: TargetPlan,
                                filter: ExampleFilter, environment: [String: String]?, _ settings: RunSettings) -> [SpecPlan.PlannedExample] {
        guard settings.problems.isEmpty else { return [] }
        var examples = selected
        if let list = settings.order.list { examples = list.select(examples, inClass: plan.qualifiedName) }
        if let shard = settings.shard {
            let durations = environment.map(ShardDurations.read) ?? .forThisRun
            examples = target.shards.selection(shard, filter: filter, durations: durations, in: target).examples(of: plan, among: examples)
        }
        return settings.order.arrange(examples, specName: plan.specName)
    }

    /// The attempts of `planned` in earlier test processes of the run, before the one it fails
    /// with or runs as now: their failures, or a crash's message at the example's line.
    func crashedAttempts(of planned: SpecPlan.PlannedExample) -> [[SpecFailure]] {
        guard !crashedAttempts.isEmpty, let attempts = crashedAttempts[planned.metadata.testName] else { return [] }
        return attempts.map { attempt in
            switch attempt {
            case .failed(let failures): failures
            case .crashed(let message): [SpecFailure(.apiMisused, message, at: planned.metadata.location)]
            }
        }
    }

    /// Why an example is skipped when others of its target are focused.
    static let unfocusedReason = "not focused: other examples are focused with fit, fdescribe or fcontext"

    /// Why `planned` is skipped instead of run, with the place to point at, or `nil` when it runs.
    func skipReason(for planned: SpecPlan.PlannedExample) -> String? {
        let location = planned.metadata.location
        if let reason = planned.disabledReason { return "\(reason) (\(location.fileAndLine))" }
        if runsOnlyFocused && !planned.isFocused { return Self.unfocusedReason }
        if let failFast, RunRecord.shared.failures >= failFast.limit {
            return FailFast.reason(limit: failFast.limit, variable: failFast.variable)
        }
        return nil
    }

    /// How long `planned` may run when it is async.
    func timeout(for planned: SpecPlan.PlannedExample) -> Duration { planned.timeout ?? defaultTimeout }

    /// What the one case of a class without examples says.
    var noExamplesMessage: String { "\(specName) defines no examples: override spec() and add some with it(…)" }

    /// `SPECKIT_EXAMPLE_TIMEOUT` in seconds, `nil` when unset, or what is wrong with it; read from
    /// `environment` when given, else from the process's environment.
    static func environmentTimeout(_ environment: [String: String]? = nil) -> Result<Double?, TimeoutError> {
        let name = Misuse.asyncTimeoutVariable
        let value = if let environment { environment[name] } else { ProcessEnvironment.value(of: name) }
        return readTimeout(value)
    }

    /// `value` of `SPECKIT_EXAMPLE_TIMEOUT` in seconds, `nil` when unset or empty, or what is wrong with it.
    static func readTimeout(_ value: String?) -> Result<Double?, TimeoutError> {
        guard let text = value, !text.isEmpty else { return .success(nil) }
        // Read with the standard library alone: the crash supervisor reads it before `main`.
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 1, let seconds = Double(words[0]), seconds > 0, seconds <= longestTimeout else {
            return .failure(TimeoutError(message: Misuse.invalidTimeout(text)))
        }
        return .success(seconds)
    }

    /// The longest limit `SPECKIT_EXAMPLE_TIMEOUT` takes, in seconds: about 31 years.
    static let longestTimeout = 1e9

    struct TimeoutError: Error {
        let message: String
    }
}

extension Duration {
    /// The duration in seconds, as XCTest's waiter takes it.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// `2` or `2.5`, as messages write a number of seconds.
    var secondsText: String { Self.secondsText(seconds) }

    /// `1 second` or `2.5 seconds`, as messages write a time limit.
    var limitText: String { Self.limitText(seconds) }

    /// `2` or `2.5` for `value` seconds.
    static func secondsText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    /// `1 second` or `2.5 seconds` for a limit of `value` seconds.
    static func limitText(_ value: Double) -> String {
        let number = secondsText(value)
        return number == "1" ? "1 second" : "\(number) seconds"
    }
}
