import Foundation

/// What this test process ran: the one place each route hands the end of a case to. From there it
/// goes, once, to the closing summary and the documentation format (how many examples ran, the
/// result of every example that did not pass, and of every example when the format or
/// `SPECKIT_PROFILE` needs them), and to whoever writes the JUnit reports and the saved status:
/// the crash supervisor, which reads the journal, or else this process.
///
/// ```swift
/// RunRecord.shared.countExample()
/// RunRecord.shared.ended(ExampleResult(planned, of: BoolSpec.self, outcome: .passed), journal: .specCase(lines))
/// ```
///
/// Results are read once the classes they belong to ended.
final class RunRecord: @unchecked Sendable {
    static let shared = RunRecord()

    private let lock = NSLock()
    private var started: ContinuousClock.Instant?
    private var examples = 0
    private var results: [ExampleResult] = []
    /// Where the result of a framework's case is in `results` (its failures arrive one by one),
    /// by the object that stands for the case, which is kept: the identifier of an object that
    /// was freed may be a later case's.
    private var resultOfCase: [ObjectIdentifier: (index: Int, owner: AnyObject)] = [:]
    /// Where each spec class's results are in `results`; the class of the last one first, as
    /// the results of a class mostly come one after another.
    private var resultsOfClass: [ObjectIdentifier: Positions] = [:]
    private var lastClass: (key: ObjectIdentifier, positions: Positions)?

    private final class Positions {
        var list: [Int] = []
    }
    private var summarized = false
    /// How many examples and failing cases of spec classes failed in the run so far, in this
    /// process and those before it.
    private var failedCases = 0
    /// The cases for the JUnit reports, when this process writes them.
    private var reportCases: [JUnitReport.Case] = []
    /// What the examples that ended tell the saved status, class by class, when this process saves it.
    private var statusClasses: [SavedStatus.ClassUpdates] = []
    /// Those of the class whose examples end now (`statusClassKey`), not in `statusClasses` yet.
    private var statusPart: SavedStatus.ClassUpdates?
    private var statusClassKey: ObjectIdentifier?
    /// The module-qualified names of the spec classes whose cases were listed, by class, and the
    /// last one asked for: a class's cases mostly end one after another.
    private var qualifiedNames: [ObjectIdentifier: String] = [:]
    private var lastNamedClass: ObjectIdentifier?
    private var lastQualifiedName = ""
    /// Where the case a framework's object stands for is in `reportCases` (a failure may reach it
    /// after it ended: a task it left behind), by the object, which is kept.
    private var reportCaseOfOwner: [ObjectIdentifier: (index: Int, owner: AnyObject)] = [:]

    /// Whether every example's result is kept, passed ones included: for `SPECKIT_PROFILE`, and
    /// for the documentation format where the route cannot find its cases again (Swift Testing).
    /// Without them only the counts and the results that did not pass are.
    let keepsEveryResult: Bool

    /// Whether this process writes the JUnit reports the environment asks for: then every case is
    /// listed for them. Where a crash supervisor watches, it writes them from the journal.
    let listsForReports: Bool
    /// Where this process saves the examples' status, when it does: not after a crash, where the
    /// crash supervisor saves the whole run's from the journal.
    private let statusPath: String?
    private let savesStatus: Bool
    /// Whether a case that passed goes anywhere: to the crash journal, the reports or the status
    /// this process writes, the documentation format or the profile. Most runs need none of them,
    /// and most examples pass: a route hands such a case's end over only when this is true.
    var needsEveryCase: Bool { CrashJournal.isSupervised || takesPasses }
    /// Whether an example that passed goes to the reports or the status this process writes, the
    /// documentation format or the profile.
    var takesPasses: Bool { listsForReports || savesStatus || keepsEveryResult }

    /// The reports this process writes, once claimed.
    private var claimed: [JUnitReport]?

    init(settings: RunSettings = .current, statusPath: String? = EarlierProcesses.current.isResumedRun ? nil : SavedStatus.path(),
         listsForReports: Bool = !CrashJournal.isSupervised && !JUnitReport.allFromEnvironment().isEmpty) {
        keepsEveryResult = settings.format == .documentation || settings.profile != nil
        self.statusPath = statusPath
        savesStatus = statusPath != nil
        self.listsForReports = listsForReports
    }

    /// Takes the end of a case, as the route that ran it saw it: keeps its result for the summary
    /// and the documentation format (unless it passed at its first attempt and nothing needs every
    /// result, or it is no example or failing case), writes it to the crash journal as `journal`
    /// says, and lists it for the JUnit reports when this process writes them.
    ///
    /// A result for a case already kept (the object `owner` stands for it) merges with it.
    func ended(_ result: ExampleResult, forCase owner: AnyObject? = nil, journal: CrashJournal.Entry?) {
        if let journal { CrashJournal.ended(result, as: journal) }
        if result.isSpecCase, result.outcome.isFailure { lock.withLock { failedCases += 1 } }
        let keeps = result.isSpecCase && (result.outcome != .passed || keepsEveryResult || !result.failedAttempts.isEmpty)
        if keeps { add(result, forCase: owner) }
        let saves = savesStatus && result.isExample
        guard listsForReports || saves else { return }
        lock.lock()
        defer { lock.unlock() }
        let className = qualifiedName(of: result)
        if saves {
            updatingStatus(of: result.specType.map { ObjectIdentifier($0) }, className)
            statusPart?.append(SavedStatus.Update(result.name, SavedStatus.status(of: result.outcome), seconds: result.duration))
        }
        guard listsForReports else { return }
        if let owner { reportCaseOfOwner[ObjectIdentifier(owner)] = (reportCases.count, owner) }
        reportCases.append(JUnitReport.Case(className: className, name: result.name, duration: result.duration, outcome: result.outcome,
                                            failedAttempts: result.failedAttempts, isExample: result.isExample))
    }

    /// Counts an example that passed at its first attempt and takes its end, as ``countExample()``
    /// and ``ended(_:forCase:journal:)`` do (without a journal entry); where only the saved status
    /// needs it, without making its result.
    func passed(_ example: SpecPlan.PlannedExample, of specType: AnyClass, duration: Double, forCase owner: AnyObject) {
        guard !listsForReports, !keepsEveryResult, savesStatus else {
            countExample()
            return ended(ExampleResult(example, of: specType, outcome: .passed, duration: duration), forCase: owner, journal: nil)
        }
        lock.lock()
        defer { lock.unlock() }
        examples += 1
        updatingStatus(of: ObjectIdentifier(specType), qualifiedName(of: ExampleResult(example, of: specType, outcome: .passed)))
        statusPart?.append(SavedStatus.Update(passed: example.metadata.testName, seconds: duration))
    }

    /// Makes the class `key`, named `className`, the one whose status updates come now: those of
    /// the class before it are complete. Called with the lock held.
    private func updatingStatus(of key: ObjectIdentifier?, _ className: @autoclosure () -> String) {
        if let key, let current = statusClassKey, current == key { return }
        endStatusPart()
        statusClassKey = key
        statusPart = SavedStatus.ClassUpdates(className: className())
    }

    private func endStatusPart() {
        if let statusPart, !statusPart.updates.isEmpty { statusClasses.append(statusPart) }
        statusPart = nil
        statusClassKey = nil
    }

    /// The module-qualified name of the class of `result`, made once per class: most of a case's
    /// cost otherwise. Called with the lock held.
    private func qualifiedName(of result: ExampleResult) -> String {
        guard let specType = result.specType else { return result.qualifiedSpecName }
        let key = ObjectIdentifier(specType)
        if lastNamedClass == key { return lastQualifiedName }
        let name = qualifiedNames[key] ?? result.qualifiedSpecName
        qualifiedNames[key] = name
        lastNamedClass = key
        lastQualifiedName = name
        return name
    }

    /// Adds `failure` to a case that ended already (a task it left behind recorded it), for the
    /// summary, the journal (as `journal` says) and the reports.
    func failedAfterEnd(_ failure: SpecFailure, _ result: ExampleResult, forCase owner: AnyObject, journal lines: CrashJournal.ClassLines?) {
        if let lines { CrashJournal.failedAfterEnd(failure, of: result.name, lines) }
        if result.isSpecCase { add(result, forCase: owner) }
        let className = result.isExample && savesStatus ? result.qualifiedSpecName : nil
        lock.withLock {
            if let className {
                endStatusPart()
                if let part = statusClasses.lastIndex(where: { $0.className == className && $0.updates.contains { $0.name == result.name } }),
                   let index = statusClasses[part].updates.lastIndex(where: { $0.name == result.name }) {
                    statusClasses[part].failed(at: index)
                }
            }
            guard let index = reportCaseOfOwner[ObjectIdentifier(owner)]?.index else { return }
            reportCases[index].outcome = Self.merge(reportCases[index].outcome, .failed([failure]))
        }
    }

    /// When this process writes the JUnit reports, once, as its first spec runs: makes those that
    /// can be written this run's (a report an earlier run left is replaced), so that the cases are
    /// added to them at the end. A process that runs no spec leaves them alone.
    func claimReports() {
        guard listsForReports else { return }
        let writable = JUnitReport.allFromEnvironment().filter { $0.problem == nil }
        let first = lock.withLock {
            defer { claimed = claimed ?? writable }
            return claimed == nil
        }
        if first { for report in writable { report.claim() } }
    }

    /// Adds the cases listed since the last call to the reports claimed and to the saved status.
    func writeReports() {
        let (reports, cases, updates) = lock.withLock {
            endStatusPart()
            defer {
                reportCases = []
                reportCaseOfOwner = [:]
                statusClasses = []
            }
            return (claimed ?? [], reportCases, statusClasses)
        }
        if !cases.isEmpty {
            for report in reports { report.add(cases) }
        }
        guard let statusPath, !updates.isEmpty else { return }
        let namesSingleCases = XCTestSelection.ofProcess?.namesSingleCases ?? false
        SavedStatus.add(updates, at: statusPath, ranWholeClasses: SavedStatus.runsWholeClasses(namesSingleCases: namesSingleCases))
    }

    /// How many examples and failing cases of spec classes failed in the run so far, in this
    /// process and those before it.
    var failures: Int { lock.withLock { failedCases } }

    /// Notes the start of the run, the first time it is called.
    func start() {
        lock.withLock { if started == nil { started = .now } }
    }

    /// Seconds since `start()`.
    var elapsed: Double {
        let start = lock.withLock { started }
        return start.map { (ContinuousClock.now - $0).seconds } ?? 0
    }

    /// Adds what the test processes before this one ran, when an earlier one crashed: their
    /// examples count, and their results that did not pass are listed.
    func add(earlier: EarlierProcesses) {
        guard earlier.isResumedRun else { return }
        lock.lock()
        defer { lock.unlock() }
        if let runStarted = earlier.runStarted {
            // The run's time, from its first process on.
            let before = max(0, Date().timeIntervalSince1970 - runStarted)
            started = .now - .milliseconds(Int64(before * 1000))
        }
        examples += earlier.exampleCount
        failedCases += earlier.cases.count { ($0.isSpecCase || $0.crashed) && $0.outcome.isFailure }
        for ran in earlier.cases where (ran.isSpecCase || ran.crashed)
            && (ran.outcome != .passed || !ran.failedAttempts.isEmpty || (keepsEveryResult && ran.isExample)) {
            results.append(ExampleResult(earlier: ran))
        }
    }

    /// Gives the results of the examples of `specType` that earlier test processes ran their
    /// planned examples, once this process planned the class (`plan`): the summary then shows
    /// where a pending one is, and the profile counts them in their groups.
    func resolveEarlier(of specType: AnyClass, in plan: SpecPlan) {
        let name = plan.specName
        lock.withLock {
            guard results.contains(where: { if case .earlierExample(name, _) = $0.subject { true } else { false } }) else { return }
            let qualified = String(reflecting: specType)
            var planned: [String: SpecPlan.PlannedExample] = [:]
            for example in plan.examples { planned[example.metadata.testName] = example }
            for index in results.indices {
                guard case .earlierExample(name, let testName) = results[index].subject, results[index].qualifiedSpecName == qualified,
                      let example = planned[testName] else { continue }
                var resolved = ExampleResult(example, of: specType, outcome: results[index].outcome, duration: results[index].duration)
                resolved.failedAttempts = results[index].failedAttempts
                results[index] = resolved
            }
        }
    }

    /// Counts one example of the run, whatever its outcome.
    func countExample() {
        lock.withLock { examples += 1 }
    }

    /// Keeps `result`; one for the same framework case (the object `owner` stands for it) merges
    /// with it: its failures add up, and a failure wins over a skip or a pass.
    ///
    /// Without `owner` the result is added as it is: the route knows it is the case's only one.
    func add(_ result: ExampleResult, forCase owner: AnyObject? = nil) {
        lock.lock()
        defer { lock.unlock() }
        if let owner {
            let key = ObjectIdentifier(owner)
            if let index = resultOfCase[key]?.index {
                results[index].outcome = Self.merge(results[index].outcome, result.outcome)
                if result.duration > 0 { results[index].duration = result.duration }
                if !result.failedAttempts.isEmpty { results[index].failedAttempts = result.failedAttempts }
                return
            }
            resultOfCase[key] = (results.count, owner)
        }
        if let specType = result.specType { positions(of: ObjectIdentifier(specType)).list.append(results.count) }
        results.append(result)
    }

    private func positions(of key: ObjectIdentifier) -> Positions {
        if let lastClass, lastClass.key == key { return lastClass.positions }
        let positions = resultsOfClass[key] ?? Positions()
        resultsOfClass[key] = positions
        lastClass = (key, positions)
        return positions
    }

    private static func merge(_ earlier: ExampleResult.Outcome, _ later: ExampleResult.Outcome) -> ExampleResult.Outcome {
        switch (earlier, later) {
        case (.failed(let first), .failed(let second)): return .failed(first + second)
        case (.failed, _): return earlier
        case (_, .failed): return later
        case (.passed, _): return later
        default: return earlier
        }
    }

    /// The result kept for the framework case `owner` stands for, if one is.
    func result(forCase owner: AnyObject) -> ExampleResult? {
        lock.withLock { resultOfCase[ObjectIdentifier(owner)].map { results[$0.index] } }
    }

    /// The results kept for the spec class `specType`, in the order they were added.
    func results(of specType: AnyClass) -> [ExampleResult] {
        lock.withLock {
            let positions = resultsOfClass[ObjectIdentifier(specType)]?.list ?? []
            var list: [ExampleResult] = []
            list.reserveCapacity(positions.count)
            for position in positions { list.append(results[position]) }
            return list
        }
    }

    /// How many examples ran and the results kept, once: `nil` when the summary was taken already.
    func takeForSummary() -> (examples: Int, results: [ExampleResult], seconds: Double)? {
        let elapsed = self.elapsed
        return lock.withLock {
            guard !summarized else { return nil }
            summarized = true
            return (examples, results, elapsed)
        }
    }
}
