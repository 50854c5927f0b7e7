import Foundation
import Matchers

/// What this test process ran: the one place each route hands the end of a case to. From there it
/// goes, once, to the closing summary and the documentation format (how many examples ran, the
/// result of every example that did not pass, and of every example when the format or
/// `SPECKIT_PROFILE` needs them), and to whoever writes the JUnit reports and the saved status:
/// the crash supervisor, which reads the journal, or else this process.
///
/// ```swift
/// RunRecord.shared.countExample()
/// RunRecord.shared.record(.ended(ExampleResult(planned, of: BoolSpec.self, outcome: .passed), forCase: nil, as: .specCase(caseClass)))
/// ```
///
/// Results are read once the classes they belong to ended.
final class RunRecord: Sendable {
    static let shared = RunRecord()

    private let state = Locked(State())

    /// Whether every example's result is kept, passed ones included: for `SPECKIT_PROFILE`, and
    /// for the documentation format where the route cannot find its cases again (Swift Testing).
    /// Without them only the counts and the results that did not pass are.
    let keepsEveryResult: Bool

    /// Whether this process writes the JUnit reports the environment asks for: then every case is
    /// listed for them. Where a crash supervisor watches, it writes them from the journal.
    let listsForReports: Bool
    /// Where this process saves the examples' status, when it does: not under a crash supervisor,
    /// which saves the whole run's from the journal.
    private let statusPath: String?
    private let savesStatus: Bool
    /// Whether a case that passed goes anywhere: to the crash journal, the reports or the status
    /// this process writes, the documentation format or the profile. Most runs need none of them,
    /// and most examples pass: a route hands such a case's end over only when this is true.
    var needsEveryCase: Bool { CrashJournal.isSupervised || takesPasses }
    /// Whether an example that passed goes to the reports or the status this process writes, the
    /// documentation format or the profile.
    var takesPasses: Bool { listsForReports || savesStatus || keepsEveryResult }

    init(settings: RunSettings = .current, statusPath: String? = CrashJournal.isSupervised ? nil : SavedStatus.path(),
         listsForReports: Bool = !CrashJournal.isSupervised && !JUnitReport.allFromEnvironment().isEmpty) {
        keepsEveryResult = settings.format == .documentation || settings.profile != nil
        self.statusPath = statusPath
        savesStatus = statusPath != nil
        self.listsForReports = listsForReports
    }

    /// Whether starts go anywhere (of cases, tests, classes and activities): a crash supervisor
    /// follows them in the journal, to learn what runs. A route makes start events only then, but
    /// for a spec class's XCTest test: that one also tells whoever writes the reports that the run
    /// ran spec classes under XCTest, and so lists its plain tests.
    static var takesStarts: Bool { CrashJournal.isSupervised }

    /// Takes one fact about the run and hands it to what needs it: the crash journal, the results
    /// for the summary and the documentation format, the cases for the reports and the status
    /// this process writes.
    ///
    /// The event is consumed: a debug build then hands its parts on without copying them.
    func record(_ event: consuming RunEvent) {
        switch consume event {
        case .xctestRun(let started): CrashJournal.xctestRun(started: started)
        case .xctestClass(let id, let started): CrashJournal.xctestClass(id, started: started)
        case .testStarted(let id, let isSpecClass):
            CrashJournal.testStarted(id, isSpecClass: isSpecClass)
            if isSpecClass { state.withLock { $0.ranSpecClassUnderXCTest = true } }
        case .specClassEnded(let id): CrashJournal.specClassEnded(id)
        case .activity(let name, let started): CrashJournal.activity(name, started: started)
        case .caseStarted(let name, let caseClass, let limit, let place): CrashJournal.caseStarted(name, of: caseClass, limit: limit, place: place)
        case .failedWhileRunning(let failure, let name, let caseClass): CrashJournal.failedWhileRunning(failure, of: name, in: caseClass)
        case .attemptFailed(let number, let name, let failures, let caseClass):
            CrashJournal.attemptFailed(number, of: name, failures, in: caseClass)
        case .passedAtOnce(let example, let specType, let duration, let owner):
            CrashJournal.passedWithNextLine(duration: duration)
            guard takesPasses else { return countExample() }
            passed(example, of: specType, duration: duration, forCase: owner)
        case .ended(let result, let owner, let kind): ended(result, forCase: owner, as: kind)
        case .failedAfterEnd(let failure, let result, let owner, let caseClass): failedAfterEnd(failure, result, forCase: owner, of: caseClass)
        case .summarized: CrashJournal.noteSummarized()
        }
    }

    /// Takes the end of a case, as the route that ran it saw it: keeps its result for the summary
    /// and the documentation format (unless it passed at its first attempt and nothing needs every
    /// result, or it is no example or failing case), writes it to the crash journal as `kind`
    /// says, and lists it for the JUnit reports when this process writes them.
    ///
    /// A result for a case already kept (the object `owner` stands for it) merges with it.
    private func ended(_ result: ExampleResult, forCase owner: AnyObject?, as kind: RunEvent.CaseKind?) {
        if let kind { CrashJournal.ended(result, as: kind) }
        let keeps = result.isSpecCase && (result.outcome != .passed || keepsEveryResult || !result.failedAttempts.isEmpty)
        let saves = savesStatus && result.isExample
        let lists = listsForReports
        let isPlainTest = if case .test? = kind { true } else { false }
        state.withLock { state in
            if result.isSpecCase, result.outcome.isFailure { state.failedCases += 1 }
            if keeps { state.add(result, forCase: owner) }
            guard lists || saves else { return }
            if saves {
                state.updatingStatus(of: result.specType.map { ObjectIdentifier($0) }, result)
                state.statusPart?.append(SavedStatus.Update(result.name, SavedStatus.status(of: result.outcome), seconds: result.duration))
            }
            guard lists else { return }
            let className = state.qualifiedName(of: result)
            if let owner { state.reportCaseOfOwner[ObjectIdentifier(owner)] = (state.reportCases.count, owner) }
            state.reportCases.append(JUnitReport.Case(className: className, name: result.name, duration: result.duration, outcome: result.outcome,
                                                      failedAttempts: result.failedAttempts, isExample: result.isExample,
                                                      isSpecCase: !isPlainTest))
        }
    }

    /// Counts an example that passed at its first attempt and takes its end, as ``countExample()``
    /// and ``ended(_:forCase:as:)`` do (without a journal entry); where only the saved status
    /// needs it, without making its result.
    private func passed(_ example: SpecPlan.PlannedExample, of specType: AnyClass, duration: Double, forCase owner: AnyObject) {
        guard !listsForReports, !keepsEveryResult, savesStatus else {
            countExample()
            return ended(ExampleResult(example, of: specType, outcome: .passed, duration: duration), forCase: owner, as: nil)
        }
        state.withLock { state in
            state.examples += 1
            state.updatingStatus(of: ObjectIdentifier(specType), ExampleResult(example, of: specType, outcome: .passed))
            state.statusPart?.append(SavedStatus.Update(passed: example.metadata.testName, seconds: duration))
        }
    }

    /// Adds `failure` to a case that ended already (a task it left behind recorded it), for the
    /// summary, the journal (with the lines of `caseClass`, when given) and the reports.
    private func failedAfterEnd(_ failure: SpecFailure, _ result: ExampleResult, forCase owner: AnyObject, of caseClass: CaseClass?) {
        if let caseClass { CrashJournal.failedAfterEnd(failure, of: result.name, in: caseClass) }
        let className = result.isExample && savesStatus ? result.qualifiedSpecName : nil
        state.withLock { state in
            if result.isSpecCase { state.add(result, forCase: owner) }
            if let className {
                state.endStatusPart()
                if let part = state.statusClasses.lastIndex(where: { $0.className == className && $0.updates.contains { $0.name == result.name } }),
                   let index = state.statusClasses[part].updates.lastIndex(where: { $0.name == result.name }) {
                    state.statusClasses[part].failed(at: index)
                }
            }
            guard let index = state.reportCaseOfOwner[ObjectIdentifier(owner)]?.index else { return }
            state.reportCases[index].fail(afterEnd: [failure])
        }
    }

    /// When this process writes the JUnit reports, once: makes those that can be written this
    /// run's (a report an earlier run left is replaced), so that the cases are added to them at
    /// the end. With crash isolation compiled in (Linux, Swift 6.3 or later) that is before `main`
    /// (`ProcessStart`), as a supervisor claims them before its first worker, spec or no spec;
    /// elsewhere as the first spec runs, and a process that runs no spec leaves them alone.
    func claimReports() {
        guard listsForReports else { return }
        let files = ResultFiles(statusPath: statusPath)
        let first = state.withLock { state in
            defer { state.claimed = state.claimed ?? files.reports }
            return state.claimed == nil
        }
        if first { files.claim() }
    }

    /// Adds the cases listed since the last call to the reports claimed and to the saved status:
    /// the plain tests among them when this process ran spec classes under XCTest.
    func writeReports() {
        let (reports, cases, updates, withPlainTests) = state.withLock { state in
            state.endStatusPart()
            defer {
                state.reportCases = []
                state.reportCaseOfOwner = [:]
                state.statusClasses = []
            }
            return (state.claimed ?? [], state.reportCases, state.statusClasses, state.ranSpecClassUnderXCTest)
        }
        let namesSingleCases = XCTestSelection.ofProcess?.namesSingleCases ?? false
        ResultFiles(reports: reports, statusPath: statusPath)
            .write(cases, status: updates, ranWholeClasses: SavedStatus.runsWholeClasses(namesSingleCases: namesSingleCases),
                   withPlainTests: withPlainTests)
    }

    /// How many examples and failing cases of spec classes failed in the run so far, in this
    /// process and those before it.
    var failures: Int { state.withLock { $0.failedCases } }

    /// Notes the start of the run, the first time it is called.
    func start() {
        state.withLock { if $0.started == nil { $0.started = .now } }
    }

    /// Seconds since `start()`.
    var elapsed: Double {
        let start = state.withLock { $0.started }
        return start.map { (ContinuousClock.now - $0).seconds } ?? 0
    }

    /// Adds what the test processes before this one ran, when an earlier one crashed: their
    /// examples count, and their results that did not pass are listed.
    func add(earlier: EarlierProcesses) {
        guard earlier.isResumedRun else { return }
        let keepsEveryResult = keepsEveryResult
        state.withLock { state in
            if let runStarted = earlier.runStarted {
                // The run's time, from its first process on.
                let before = max(0, Date().timeIntervalSince1970 - runStarted)
                state.started = .now - .milliseconds(Int64(before * 1000))
            }
            state.examples += earlier.exampleCount
            state.failedCases += earlier.cases.count { ($0.isSpecCase || $0.crashed) && $0.outcome.isFailure }
            for ran in earlier.cases where (ran.isSpecCase || ran.crashed)
                && (ran.outcome != .passed || !ran.failedAttempts.isEmpty || (keepsEveryResult && ran.isExample)) {
                state.results.append(ExampleResult(earlier: ran))
            }
        }
    }

    /// Gives the results of the examples that earlier test processes ran their planned examples
    /// in `plans` (a target's, planned by this process): the summary then shows where a pending
    /// one is, and the profile and the documentation format place them in their groups.
    func resolveEarlier(in plans: [SpecPlan]) {
        state.withLock { state in
            guard state.results.contains(where: { if case .earlierExample = $0.subject { true } else { false } }) else { return }
            var plansByName: [String: SpecPlan] = [:]
            for plan in plans { plansByName[plan.qualifiedName] = plan }
            var examples: [String: [String: SpecPlan.PlannedExample]] = [:]
            for index in state.results.indices {
                let earlier = state.results[index]
                guard case .earlierExample(_, let testName, _) = earlier.subject, let plan = plansByName[earlier.qualifiedSpecName] else { continue }
                if examples[plan.qualifiedName] == nil {
                    var planned: [String: SpecPlan.PlannedExample] = [:]
                    for example in plan.examples { planned[example.metadata.testName] = example }
                    examples[plan.qualifiedName] = planned
                }
                guard let example = examples[plan.qualifiedName]?[testName] else { continue }
                var resolved = ExampleResult(example, of: nil, outcome: earlier.outcome, duration: earlier.duration,
                                             qualifiedSpecName: plan.qualifiedName)
                resolved.failedAttempts = earlier.failedAttempts
                state.results[index] = resolved
            }
        }
    }

    /// Counts one example of the run, whatever its outcome.
    func countExample() {
        state.withLock { $0.examples += 1 }
    }

    /// Keeps `result`; one for the same framework case (the object `owner` stands for it) merges
    /// with it: its failures add up, and a failure wins over a skip or a pass.
    ///
    /// Without `owner` the result is added as it is: the route knows it is the case's only one.
    func add(_ result: ExampleResult, forCase owner: AnyObject? = nil) {
        state.withLock { $0.add(result, forCase: owner) }
    }

    /// The result kept for the framework case `owner` stands for, if one is.
    func result(forCase owner: AnyObject) -> ExampleResult? {
        state.withLock { state in state.resultOfCase[ObjectIdentifier(owner)].map { state.results[$0.index] } }
    }

    /// The results kept for the spec class `specType`, in the order they were added.
    func results(of specType: AnyClass) -> [ExampleResult] {
        state.withLock { state in
            let positions = state.resultsOfClass[ObjectIdentifier(specType)]?.list ?? []
            var list: [ExampleResult] = []
            list.reserveCapacity(positions.count)
            for position in positions { list.append(state.results[position]) }
            return list
        }
    }

    /// Whether the closing summary was taken (``takeForSummary()``).
    var isSummarized: Bool { state.withLock { $0.summarized } }

    /// The examples that passed after attempts that failed (`SPECKIT_RETRY`), as
    /// `Module.Class<TAB>name`.
    func flakyExamples() -> Set<String> {
        state.withLock { state in Set(state.results.filter(\.isFlaky).map { "\($0.qualifiedSpecName)\t\($0.name)" }) }
    }

    /// How many examples ran and the results kept, once: `nil` when the summary was taken already.
    func takeForSummary() -> (examples: Int, results: [ExampleResult], seconds: Double)? {
        let elapsed = self.elapsed
        return state.withLock { state in
            guard !state.summarized else { return nil }
            state.summarized = true
            return (state.examples, state.results, elapsed)
        }
    }

    /// What the record holds, reached under its lock alone.
    private struct State {
        var started: ContinuousClock.Instant?
        var examples = 0
        var results: [ExampleResult] = []
        /// Where the result of a framework's case is in `results` (its failures arrive one by one),
        /// by the object that stands for the case, which is kept: the identifier of an object that
        /// was freed may be a later case's.
        var resultOfCase: [ObjectIdentifier: (index: Int, owner: AnyObject)] = [:]
        /// Where each spec class's results are in `results`; the class of the last one first, as
        /// the results of a class mostly come one after another.
        var resultsOfClass: [ObjectIdentifier: Positions] = [:]
        var lastClass: (key: ObjectIdentifier, positions: Positions)?
        var summarized = false
        /// How many examples and failing cases of spec classes failed in the run so far, in this
        /// process and those before it.
        var failedCases = 0
        /// The cases for the JUnit reports, when this process writes them.
        var reportCases: [JUnitReport.Case] = []
        /// What the examples that ended tell the saved status, class by class, when this process saves it.
        var statusClasses: [SavedStatus.ClassUpdates] = []
        /// Those of the class whose examples end now (`statusClassKey`), not in `statusClasses` yet.
        var statusPart: SavedStatus.ClassUpdates?
        var statusClassKey: ObjectIdentifier?
        /// The module-qualified names of the spec classes whose cases were listed, by class, and the
        /// last one asked for: a class's cases mostly end one after another.
        var qualifiedNames: [ObjectIdentifier: String] = [:]
        var lastNamedClass: ObjectIdentifier?
        var lastQualifiedName = ""
        /// Where the case a framework's object stands for is in `reportCases` (a failure may reach it
        /// after it ended: a task it left behind), by the object, which is kept.
        var reportCaseOfOwner: [ObjectIdentifier: (index: Int, owner: AnyObject)] = [:]
        /// The reports this process writes, once claimed.
        var claimed: [JUnitReport]?
        /// Whether a spec class's XCTest test started in this process: its plain tests are then
        /// in the reports, as the journal's `A` lines tell a crash supervisor.
        var ranSpecClassUnderXCTest = false

        final class Positions {
            var list: [Int] = []
        }

        /// Makes the class `key`, of `result`, the one whose status updates come now: those of the
        /// class before it are complete.
        mutating func updatingStatus(of key: ObjectIdentifier?, _ result: @autoclosure () -> ExampleResult) {
            if let key, let current = statusClassKey, current == key { return }
            endStatusPart()
            statusClassKey = key
            statusPart = SavedStatus.ClassUpdates(className: qualifiedName(of: result()))
        }

        mutating func endStatusPart() {
            if let statusPart, !statusPart.updates.isEmpty { statusClasses.append(statusPart) }
            statusPart = nil
            statusClassKey = nil
        }

        /// The module-qualified name of the class of `result`, made once per class: most of a case's
        /// cost otherwise.
        mutating func qualifiedName(of result: ExampleResult) -> String {
            guard let specType = result.specType else { return result.qualifiedSpecName }
            let key = ObjectIdentifier(specType)
            if lastNamedClass == key { return lastQualifiedName }
            let name = qualifiedNames[key] ?? result.qualifiedSpecName
            qualifiedNames[key] = name
            lastNamedClass = key
            lastQualifiedName = name
            return name
        }

        /// Keeps `result`, merged with the one kept for the same framework case (`owner`).
        mutating func add(_ result: ExampleResult, forCase owner: AnyObject?) {
            if let owner {
                let key = ObjectIdentifier(owner)
                if let index = resultOfCase[key]?.index {
                    let wasFlaky = results[index].isFlaky
                    results[index].outcome = Self.merge(results[index].outcome, result.outcome)
                    if result.duration > 0 { results[index].duration = result.duration }
                    if !result.failedAttempts.isEmpty {
                        results[index].failedAttempts = result.failedAttempts
                    } else if wasFlaky, results[index].outcome.isFailure {
                        // Its last attempt passed: the attempts are not what failed it.
                        results[index].failedAttempts = []
                    }
                    return
                }
                resultOfCase[key] = (results.count, owner)
            }
            if let specType = result.specType { positions(of: ObjectIdentifier(specType)).list.append(results.count) }
            results.append(result)
        }

        private mutating func positions(of key: ObjectIdentifier) -> Positions {
            if let lastClass, lastClass.key == key { return lastClass.positions }
            let positions = resultsOfClass[key] ?? Positions()
            resultsOfClass[key] = positions
            lastClass = (key, positions)
            return positions
        }

        static func merge(_ earlier: ExampleResult.Outcome, _ later: ExampleResult.Outcome) -> ExampleResult.Outcome {
            switch (earlier, later) {
            case (.failed(let first), .failed(let second)): return .failed(first + second)
            case (.failed, _): return earlier
            case (_, .failed): return later
            case (.passed, _): return later
            default: return earlier
            }
        }
    }
}
