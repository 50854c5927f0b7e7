import Foundation

/// What the test processes before this one did in the same run, as their ``CrashJournal`` tells:
/// the cases that ended (this process skips them and reports them again in the run's report and
/// summary) and what crashed (this process reports it as failed, and does not run it again).
///
/// Empty in the first process of a run, and wherever no supervisor watches the run.
struct EarlierProcesses: Sendable {
    /// A case that ended in an earlier process, or a crash no case reports.
    typealias Case = JUnitReport.Case

    /// What ran when a process crashed.
    enum Crashed: Sendable, Equatable {
        /// The example or failing case `name` of a spec class.
        case example(className: String, name: String)
        /// `spec() of Module.Class`, `beforeSuite at Hooks.swift:3`, `configure(_:) of Module.Config`.
        case activity(String)
        /// A spec class's XCTest test, outside its examples (its class `setUp()` or `tearDown()`).
        case specClass(String)
        /// A plain XCTest test (`Module.Class/test`).
        case test(String)
        /// Several examples at once: the next process ran them again one at a time.
        case parallel
        /// Nothing the journal names (work a test left behind, between tests): the tests that had
        /// not ended went on in a new process.
        case unknown

        var isExample: Bool { if case .example = self { true } else { false } }
    }

    struct Crash: Sendable {
        /// The signal's number, or `exit` for a call to `exit(_:)`.
        let cause: String
        let what: Crashed
        /// Where the crash signal came, when not where the code it is blamed on runs: work another
        /// test left running may be what crashed, so no retry of an example forgives it. `nil`
        /// for the rest.
        var beside: CrashPlace?
        /// How long the crashed example or plain test ran in the process that ended, in seconds:
        /// from its start to the end of that process, as the supervisor saw them; 0 for the rest.
        var duration = 0.0
        /// The failures the crashed example recorded before it crashed or hung.
        var failuresBefore: [SpecFailure] = []
        /// Whether the crashed example ran in a process started after an earlier crash, without
        /// the state that the examples of its class before it built in an earlier process.
        var ranAfterRestart = false

        /// What the crashed case's failure says: `crashed: signal 4 (SIGILL), …`, the failures it
        /// recorded before, which its end would have listed, and, unless a request stopped it,
        /// that it ran after a restart, as a failure of such an example says.
        var message: String {
            var message = EarlierProcesses.describe(cause, of: what) + (beside?.note ?? "") + Misuse.failedBeforeCrash(failuresBefore)
            if ranAfterRestart, !stoppedTheRun, case .example(let className, _) = what { message += Misuse.ranAfterRestart(className) }
            return message
        }

        /// Whether it counts as a failed attempt of the example it names, which then runs again
        /// (`SPECKIT_RETRY`): only one that came where the example's own code runs.
        var isRetryable: Bool { beside == nil }

        /// Whether a request to end the run (`SIGTERM`, Ctrl-C) stopped it, rather than a crash.
        var stoppedTheRun: Bool { cause.hasPrefix(EarlierProcesses.runStopPrefix) }

        /// Whether the supervisor stopped it past its time limit.
        var ranOutOfTime: Bool { cause.hasPrefix(EarlierProcesses.stopPrefix) }
    }

    private(set) var cases: [Case] = []
    private(set) var crashes: [Crash] = []
    /// How many cases had ended when each crash ended its process: `cases[..<casesBeforeProcess[i]]`
    /// ended in the processes before process `i + 1`.
    private var casesBeforeProcess: [Int] = []
    /// The failures journaled, with how many crashes came before each.
    private var laterFailures: [(afterCrash: Int, message: String)] = []
    /// When the run's first process started, in seconds since 1970.
    private(set) var runStarted: Double?
    /// The names of the cases of each spec class that ended; listed only once a process ran
    /// before the last (a supervisor that follows a run without a crash asks none of it).
    private var ended: [String: Set<String>] = [:]
    /// Whether `ended` lists the cases.
    private var listsEnded = false
    /// The attempts of each example that has not ended, by `Module.Class<tab>name`.
    private var attemptsBeforeRerun: [String: [Attempt]] = [:]
    /// What the lines read so far leave open for the next ones.
    private var reading = Reading()

    /// What the journal of this process's supervisor holds from earlier processes.
    static let current = EarlierProcesses(journal: CrashJournal.isSupervised ? readJournal(CrashJournal.descriptor) : "")

    /// Whether this process runs after an earlier one crashed.
    var isResumedRun: Bool { !crashes.isEmpty }

    /// Whether a case of the spec class `className` ended or crashed in an earlier process.
    func ranCases(of className: String) -> Bool {
        ended[className] != nil || crashes.contains { if case .example(className, _) = $0.what { true } else { false } }
    }

    /// Whether the example `name` of the spec class `className`, which crashed process `index` (0
    /// is the run's first), ran there without the state that earlier examples of its class built
    /// in an earlier process: one of them ended or crashed there. Not when the example itself had
    /// run, and crashed, with that state before: it crashed or was running when an earlier process
    /// ended (a crash while several tests ran at once, which may have been its own).
    private func ranWithoutEarlierState(_ name: String, of className: String, inProcess index: Int) -> Bool {
        guard index > 0, crashes[index - 1].what != .parallel else { return false }
        var earlierExample = false
        for crash in crashes[..<index] {
            guard case .example(className, let crashed) = crash.what else { continue }
            if crashed == name { return false }
            earlierExample = true
        }
        return earlierExample || cases[..<casesBeforeProcess[index - 1]].contains { $0.isSpecCase && !$0.crashed && $0.className == className }
    }

    /// Whether the case `name` of the spec class `className` ended in an earlier process.
    func hasEnded(_ name: String, of className: String) -> Bool {
        ended[className]?.contains(name) ?? false
    }

    /// Whether an earlier process reported `failing` (`beforeSuite`, `invalid_filter`), a failing
    /// case of no one class, in any spec class: a case of its name (numbered or not: `beforeSuite_2`)
    /// that failed at the same place. Two targets' `beforeSuite` cases share a name, not a place.
    func reportedEarlier(_ failing: FailingCase) -> Bool {
        cases.contains { earlier in
            guard earlier.isSpecCase, FailingCase.isNumbered(earlier.name, from: failing.name) else { return false }
            guard case .failed(let failures) = earlier.outcome, let place = failures.first, let own = failing.failures.first else {
                return true
            }
            return place.file == own.file && place.line == own.line
        }
    }


    /// The crash of the case `name` of `className`, if it crashed an earlier process.
    func crash(of name: String, in className: String) -> Crash? {
        crashes.last { $0.what == .example(className: className, name: name) }
    }

    /// One attempt of an example that earlier processes ran and that did not end (`SPECKIT_RETRY`).
    enum Attempt: Sendable, Equatable {
        /// It failed with these failures, and ran again in the same process.
        case failed([SpecFailure])
        /// It crashed the process, which this message says.
        case crashed(String)

        /// Its failures, a crash's without a place (the report of a run's end has no plan to find one).
        var failures: [SpecFailure] {
            switch self {
            case .failed(let failures): failures
            case .crashed(let message): [SpecFailure(message: message, file: nil, line: 0)]
            }
        }
    }

    /// The attempts of the example `name` of `className` in earlier processes, in order, when it
    /// has not ended: the last one crashed.
    func attempts(of name: String, in className: String) -> [Attempt] {
        attemptsBeforeRerun["\(className)\t\(name)"] ?? []
    }

    /// How long the example `name` of `className` ran in the earlier processes that ended while it
    /// ran (a crash, a hang its time limit stopped, a stopped run), in seconds: the time it took
    /// before the process that reports it, which adds it to its own.
    func timeCrashed(_ name: String, of className: String) -> Double {
        var seconds = 0.0
        for crash in crashes where crash.what == .example(className: className, name: name) { seconds += crash.duration }
        return seconds
    }

    /// The crash of the activity `name` (`spec() of Module.Class`), if it crashed an earlier process.
    func crash(inActivity name: String) -> Crash? {
        crashes.last { $0.what == .activity(name) }
    }

    /// Every case that ended, and every crash no case reports, as the JUnit report lists them.
    var reportCases: [Case] { cases + unreportedCrashes }

    /// The crashes no process reported as a failing case: an example that crashed and never ran
    /// again, an activity (a suite hook, `spec()`, `configure(_:)`) whose failing case no later
    /// process reported, a crash outside any test, a crash among parallel tests that no crash named
    /// afterwards. The supervisor reports them at the end of a crashed run (plain tests and spec
    /// classes outside their examples are in `cases` already).
    var unreportedCrashes: [Case] { unreported().map(\.lost) }

    /// The crashes that no case reports and no later process will (outside any test, among tests
    /// that ran at once, where the journal names nothing, or in a class's `setUp()` or
    /// `tearDown()`, which does not run again): the last process of the run lists them in its
    /// closing summary, so that the run has one.
    ///
    /// `passedHere` names the examples (`Module.Class<TAB>name`) that passed in this process after
    /// crashing an earlier one (`SPECKIT_RETRY`): the run forgives those crashes, so they name
    /// nothing a crash among parallel tests could have been.
    func crashesOutsideTests(passedHere: Set<String> = []) -> [Case] {
        unreported(passedHere: passedHere).filter(\.outsideTests).map(\.lost)
    }

    /// The unreported crashes that the closing summary of the run's last process did not list:
    /// all of them, unless that process printed one, which listed those outside any test that came
    /// before it.
    var crashesLeftOutOfSummary: [Case] {
        guard lastProcessSummarized else { return unreportedCrashes }
        return unreported().filter { !($0.outsideTests && $0.index < crashesBeforeLastProcess) }.map(\.lost)
    }

    private func unreported(passedHere: Set<String> = []) -> [(index: Int, outsideTests: Bool, lost: Case)] {
        var unreported: [(index: Int, outsideTests: Bool, lost: Case)] = []
        var repeats: [String: Int] = [:]
        for (index, crash) in crashes.enumerated() {
            let named: (className: String, name: String, message: String)?
            switch crash.what {
            case .example(let className, let name):
                // One case per example: a later crash of it (it ran again, `SPECKIT_RETRY`) stands for this one.
                let crashedAgain = crashes[(index + 1)...].contains { $0.what == crash.what }
                named = hasEnded(name, of: className) || crashedAgain ? nil : (className, name, crash.message)
            case .activity(let activity) where Self.specClass(crashedIn: activity) != nil:
                // The class's own `spec_crashed` case reports it, where the class runs; a process
                // that does not run it (another of `--parallel`'s) has nothing to report.
                named = nil
            case .activity(let activity):
                let reported = laterFailures.contains { $0.afterCrash > index && $0.message.hasPrefix(activity + " ") }
                named = reported ? nil : Self.failingCase(ofActivity: activity, activity + " " + crash.message)
            case _ where crash.stoppedTheRun && (crash.what == .unknown || crash.what == .parallel):
                named = (CaseClass.runName, "run_stopped", crash.message)
            case .unknown:
                named = (CaseClass.runName, "crash_outside_tests", crash.message)
            case .parallel:
                let after = forgivenAfter(index, passedHere: passedHere) > 0
                    ? "when they ran again one at a time, only examples that then passed when they ran again crashed (SPECKIT_RETRY), "
                        + "and SpecKit cannot tell that this crash was one of theirs"
                    : "none crashed when they ran again one at a time: tests that share state (spec classes that override "
                        + "runsBesideOtherSpecs, @Test functions) may crash each other when they run at once"
                named = foundAgain(after: index, passedHere: passedHere) ? nil
                    : (CaseClass.runName, "crashed_while_tests_ran_in_parallel", crash.message + " while several tests ran at once; " + after)
            case .test, .specClass:
                named = nil
            }
            guard var named else { continue }
            let isExample = if case .example = crash.what { true } else { false }
            if !isExample {
                // Two crashes outside any test are two cases: `crash_outside_tests`, `crash_outside_tests_2`.
                let count = (repeats["\(named.className)\t\(named.name)"] ?? 0) + 1
                repeats["\(named.className)\t\(named.name)"] = count
                if count > 1 { named.name += "_\(count)" }
            }
            // An example's time is what it ran in every process it crashed, its attempts before the
            // last those it failed or crashed, as a process that reported it would have said.
            let lost = Case(className: named.className, name: named.name, duration: isExample ? timeCrashed(named.name, of: named.className) : 0,
                            outcome: .failed([SpecFailure(message: named.message, file: nil, line: 0)]),
                            failedAttempts: isExample ? attempts(of: named.name, in: named.className).dropLast().map(\.failures) : [],
                            isExample: isExample, isSpecCase: isExample, crashed: true)
            // A class's `tearDown()` does not run again, so no later process reports it; its
            // `setUp()` is reported by the class's examples, in the process that runs them.
            let ofClass = if case .activity(let activity) = crash.what { ClassHook.tearDown.ran(activity) != nil } else { false }
            unreported.append((index, crash.what == .parallel || crash.what == .unknown || ofClass, lost))
        }
        return unreported
    }

    /// The last line of a run in which something crashed or that was stopped: its crashes and,
    /// under XCTest, the run's totals as XCTest counts tests, every test process's together (each
    /// printed its own), each crash no case reports as one more.
    ///
    /// ```text
    /// SpecKit: 2 crashes in this run, each reported above; 3 test processes executed 12 tests in all, with 3 failures; the run fails
    /// SpecKit: 1 crash and 1 example stopped past its time limit in this run, each reported above; …
    /// SpecKit: 1 crash while several tests ran at once in this run, which did not happen again when they ran one at a time; …
    /// SpecKit: the run was stopped by signal 15 (SIGTERM); 1 test process executed 4 tests in all, with 1 failure; the run fails
    /// ```
    func crashTotals(underXCTest: Bool, unreported: Int, lastWorkerPassed: Bool) -> String {
        let runStop = crashes.first(where: \.stoppedTheRun)
        let crashed = crashes.filter { !$0.stoppedTheRun }
        let timed = crashed.filter { $0.what != .parallel && $0.ranOutOfTime }
        let named = crashed.filter { $0.what != .parallel }.count - timed.count
        let unnamed = crashed.count - named - timed.count
        var parts: [String] = []
        if named > 0 { parts.append("\(named) crash\(named == 1 ? "" : "es")") }
        if !timed.isEmpty {
            let noun = timed.allSatisfy(\.what.isExample) ? "example" : "hang"
            parts.append(timed.count == 1 ? "1 \(noun) stopped past its time limit" : "\(timed.count) \(noun)s stopped past their time limit")
        }
        var sentences: [String] = []
        if !parts.isEmpty { sentences.append(parts.joined(separator: " and ") + " in this run, each reported above") }
        if let lastUnnamed = crashes.lastIndex(where: { $0.what == .parallel && !$0.stoppedTheRun }) {
            let after = foundAgain(after: lastUnnamed) ? "before they ran one at a time"
                : forgivenAfter(lastUnnamed) > 0 ? "which only examples that then passed on a retry followed when they ran one at a time"
                : "which did not happen again when they ran one at a time"
            if sentences.isEmpty {
                sentences.append("\(unnamed) crash\(unnamed == 1 ? "" : "es") while several tests ran at once in this run, \(after)")
            } else {
                sentences[0] += ", and \(unnamed) while several tests ran at once, \(after)"
            }
        }
        if let runStop {
            let signal = Int32(runStop.cause.dropFirst(Self.runStopPrefix.count)).map { "by " + EndingSignal($0).numberAndName }
                ?? "because swift test, which started it, ended"
            sentences.append("the run was stopped \(signal)")
        }
        if sentences.isEmpty { sentences.append("0 crashes in this run") }
        var line = "SpecKit: " + sentences.joined(separator: "; ")
        var ending = passesDespiteCrashes && lastWorkerPassed ? Self.passingEnding(of: crashes) : "; the run fails"
        // Every crash forgiven, and the run fails for something else: the line says so.
        if !passesDespiteCrashes, !crashes.isEmpty, crashes.allSatisfy({ passedAgain($0) }) {
            ending = "; each example that crashed passed when it ran again (\(Retry.variable)), and the run fails for its other failures"
        }
        if underXCTest {
            let executed = cases.count + unreported
            let failed = cases.filter(\.outcome.isFailure).count + unreported
            line += "; \(processes) test process\(processes == 1 ? "" : "es") executed \(executed) test\(executed == 1 ? "" : "s") in all, "
                + "with \(failed) failure\(failed == 1 ? "" : "s")"
        }
        return line + ending
    }

    /// Why a run that passes despite its crashes (``passesDespiteCrashes``) passes, as its totals
    /// end.
    private static func passingEnding(of crashes: [Crash]) -> String {
        var classes: [String] = []
        for crash in crashes {
            if case .activity(let activity) = crash.what, let className = specClass(crashedIn: activity), !classes.contains(className) {
                classes.append(className)
            }
        }
        var reasons: [String] = []
        if crashes.contains(where: \.what.isExample) {
            reasons.append("each example that crashed passed when it ran again (\(Retry.variable))")
        }
        if let last = classes.last {
            let named = classes.count == 1 ? last : classes.dropLast().joined(separator: ", ") + " and " + last
            reasons.append(classes.count == 1
                ? "\(named), whose spec() crashed, is not in this run's selection (its spec_crashed case fails a run that selects it)"
                : "\(named), whose spec() crashed, are not in this run's selection (their spec_crashed cases fail a run that selects them)")
        }
        return "; " + reasons.joined(separator: ", and ") + ", so the run passes"
    }

    /// Whether a crash after the one among parallel tests at `index` named what crashed when the
    /// tests ran one at a time, and fails the run: a crash of an example that then passed when it
    /// ran again (`SPECKIT_RETRY`) is forgiven, so the crash among parallel tests, which no retry
    /// forgives, still needs a case of its own.
    private func foundAgain(after index: Int, passedHere: Set<String> = []) -> Bool {
        crashes[(index + 1)...].contains { $0.what != .parallel && !$0.stoppedTheRun && !passedAgain($0, passedHere: passedHere) }
    }

    /// How many crashes after the one at `index` were of examples that then passed when they ran
    /// again (`SPECKIT_RETRY`).
    private func forgivenAfter(_ index: Int, passedHere: Set<String> = []) -> Int {
        crashes[(index + 1)...].count { $0.what != .parallel && !$0.stoppedTheRun && passedAgain($0, passedHere: passedHere) }
    }

    /// Whether the crash is of an example that passed when it ran again (`SPECKIT_RETRY`), in an
    /// earlier process or in this one (`passedHere`).
    private func passedAgain(_ crash: Crash, passedHere: Set<String> = []) -> Bool {
        guard case .example(let className, let name) = crash.what else { return false }
        if !passedHere.isEmpty, passedHere.contains("\(className)\t\(name)") { return true }
        return cases.contains { $0.className == className && $0.name == name && $0.outcome == .passed && !$0.failedAttempts.isEmpty }
    }

    /// Whether the run passes despite its crashes: no case failed, and each crash was of an
    /// example that passed when it ran again (`SPECKIT_RETRY`), or of the `spec()` of a class none
    /// of whose cases is in the run (planned only because it shares a test target with those
    /// selected: `--filter`, another process of `--parallel`).
    var passesDespiteCrashes: Bool {
        guard !crashes.isEmpty, !cases.contains(where: \.outcome.isFailure) else { return false }
        return crashes.allSatisfy { crash in
            switch crash.what {
            case .example:
                return passedAgain(crash)
            case .activity(let activity):
                guard let className = Self.specClass(crashedIn: activity) else { return false }
                return !cases.contains { $0.className == className }
            default:
                return false
            }
        }
    }

    /// The class whose `spec()` the activity `spec() of Module.Class` is, if it is one.
    private static func specClass(crashedIn activity: String) -> String? {
        activity.hasPrefix(specActivityPrefix) ? String(activity.dropFirst(specActivityPrefix.count)) : nil
    }

    private static let specActivityPrefix = "spec() of "

    /// How many test processes ran tests.
    private(set) var processes = 0
    /// Whether a spec class's XCTest test started (`A`): the reports then list the plain tests too.
    private(set) var ranSpecClassUnderXCTest = false
    /// How many crashes came before the last process started.
    private var crashesBeforeLastProcess = 0

    /// Whether the last process printed the closing summary (`Y`).
    private(set) var lastProcessSummarized = false

    /// The spec classes (`Module.Class`) of the cases that the last process ended as failed after
    /// a crash signal reached it: they most likely failed as it went down, so the reports leave
    /// those ends out, and the cases run again in the next process, even when their class's test
    /// or the whole run ended.
    private(set) var classesToRunAgain: Set<String> = []

    /// The examples of earlier processes, for the closing summary's count.
    var exampleCount: Int {
        var count = 0
        for earlier in cases where earlier.isExample { count += 1 }
        return count
    }

    /// Nothing read yet: the lines of a journal follow, from its first (``read(_:)``).
    init() {}

    /// What `journal` says of the processes before the last one; of all of them when
    /// `includingLastProcess` (the bisect, once a run ended).
    init(journal: String, includingLastProcess: Bool = false) {
        var text = journal
        let records = text.withUTF8 { CrashJournal.records(in: UnsafeRawBufferPointer($0)) }
        // Everything before the last `W`: the supervisor writes one before starting each process.
        let end = includingLastProcess ? records.endIndex : records.lastIndex { $0.kind == .worker } ?? records.endIndex
        for line in records[..<end] { read(line) }
    }

    /// What a line leaves open for the lines after it.
    private struct Reading: Sendable {
        var isFirstLine = true
        /// The failures of the case that ends next.
        var failures: [SpecFailure] = []
        /// The failures of the attempts of the case that ends next that ran again.
        var attempts: [[SpecFailure]] = []
        /// The attempts that failed and ran again, written as they failed, of each example that has
        /// not ended, by `Module.Class<tab>name`, then by attempt.
        var inProcess: [String: [Int: [SpecFailure]]] = [:]
        /// Under XCTest (a process that wrote `B`) one case runs at a time: the end of an example
        /// that passed goes with the next line, and a process that crashed before it wrote one
        /// ended it with the next line all the same.
        var serialCases = false
        /// The example that started and has not ended.
        var started: (className: String, name: String)?
        /// The places the `S` lines gave of the cases that have not ended, by `Module.Class<tab>name`.
        var places: [String: ExamplePlace] = [:]
        /// The failures of each case that runs, as they were recorded, by `Module.Class<tab>name`:
        /// those of a case that crashed go with its crash.
        var running: [String: [SpecFailure]] = [:]
        /// Whether a crash signal reached the process (`X`): what fails after it most likely
        /// failed as the process went down (a call its crash handler interrupted), not on its own,
        /// and runs again.
        var goingDown = false

        /// Whether `line` ends a case or a test as failed, or fails one that ended.
        func failedAsTheProcessWentDown(_ line: CrashJournal.Record) -> Bool {
            let fields = line.fields
            switch line.kind {
            case .caseEnded where fields.count >= 7: return fields[3] == "failed" || !failures.isEmpty
            case .testEnded where fields.count >= 5: return fields[2] == "failed" || !failures.isEmpty
            case .failedAfterEnd, .failedWhileRunning: return true
            case .attempt where fields.count >= 7: return true
            default: return false
            }
        }
    }

    /// Takes the journal's next line: the journal is read once, from its first line, whether
    /// whole or as it is written.
    mutating func read(_ line: CrashJournal.Record) {
        let fields = line.fields
        if reading.isFirstLine {
            // The supervisor's first line holds the time the run started.
            reading.isFirstLine = false
            runStarted = line.kind == .worker && fields.count > 1 ? Double(fields[1]) : nil
        }
        // A crash signal ends nothing: the main thread may go on until the process ends, and end
        // the example (a later line) or crash in it (`C`).
        if let open = reading.started, line.kind != .failure, line.kind != .attempt, line.kind != .failedWhileRunning,
           line.kind != .unknown, line.kind != .crashSignal {
            reading.started = nil
            // `e` ends it with its time; any other line but its end, a crash or a new worker, without.
            if line.kind == .passed || (reading.serialCases && line.kind.endsPassedExample) {
                let duration = line.kind == .passed && fields.count > 1 ? (Double(fields[1]) ?? 0) / 1_000_000 : 0
                var passed = Case(className: open.className, name: open.name, duration: duration, outcome: .passed, isExample: true)
                if !reading.places.isEmpty { passed.place = reading.places.removeValue(forKey: "\(open.className)\t\(open.name)") }
                append(passed)
            }
        }
        if reading.goingDown, reading.failedAsTheProcessWentDown(line) {
            if line.kind == .caseEnded { classesToRunAgain.insert(fields[1]) }
            reading.failures = []
            reading.attempts = []
            return
        }
        switch line.kind {
        case .worker:
            reading.goingDown = false
            classesToRunAgain = []
            processes += 1
            crashesBeforeLastProcess = crashes.count
            reading.serialCases = false
            lastProcessSummarized = false
            if processes > 1 { listEnded() }
        case .summarized:
            lastProcessSummarized = true
        case .xctestStarted:
            reading.serialCases = true
        case .specClassStarted:
            ranSpecClassUnderXCTest = true
        case .caseStarted where fields.count >= 3:
            reading.started = (fields[1], fields[2])
            if fields.count >= 6 {
                reading.places["\(fields[1])\t\(fields[2])"] = ExamplePlace(example: fields[4], group: fields.count >= 7 ? fields[6] : nil,
                                                                           groupPlace: fields[5])
            }
            reading.failures = []
            reading.attempts = []
            if !reading.running.isEmpty { reading.running["\(fields[1])\t\(fields[2])"] = nil }
        case .failedWhileRunning where fields.count >= 6:
            reading.running["\(fields[1])\t\(fields[2])", default: []]
                .append(SpecFailure(message: fields[3], file: fields[4], line: Int(fields[5]) ?? 0))
        case .attempt where fields.count >= 7:
            // A failed attempt of an example that ran again, written as it failed.
            let key = "\(fields[1])\t\(fields[2])"
            let failure = SpecFailure(message: fields[4], file: fields[5], line: Int(fields[6]) ?? 0)
            reading.inProcess[key, default: [:]][Int(fields[3]) ?? 0, default: []].append(failure)
            // The attempt lists it: a crash of the next attempt reports its own, and those no
            // attempt lists (another example's, which no attempt forgives).
            if let index = reading.running[key]?.firstIndex(of: failure) { reading.running[key]?.remove(at: index) }
        case .attempt:
            reading.attempts.append(reading.failures)
            reading.failures = []
        case .failure where fields.count >= 4:
            laterFailures.append((crashes.count, fields[1]))
            reading.failures.append(SpecFailure(message: fields[1], file: fields[2], line: Int(fields[3]) ?? 0))
        case .caseEnded where fields.count >= 7:
            let outcome = Self.outcome(fields[3], reason: fields[4], failures: reading.failures)
            var ended = Case(className: fields[1], name: fields[2], duration: (Double(fields[5]) ?? 0) / 1_000_000, outcome: outcome,
                             failedAttempts: reading.attempts, isExample: fields[6] == "example")
            if !reading.places.isEmpty { ended.place = reading.places.removeValue(forKey: "\(fields[1])\t\(fields[2])") }
            append(ended)
            reading.failures = []
            reading.attempts = []
            if !reading.running.isEmpty { reading.running["\(fields[1])\t\(fields[2])"] = nil }
            // A class's `late_failure` case reports every failure the process kept for one.
            if FailingCase.isLateFailure(fields[2]), !reading.running.isEmpty { reading.running = reading.running.filter { !Self.isKeptLate($0.key) } }
            // Most runs retry nothing: no key to make.
            if !reading.inProcess.isEmpty || !attemptsBeforeRerun.isEmpty {
                reading.inProcess["\(fields[1])\t\(fields[2])"] = nil
                attemptsBeforeRerun["\(fields[1])\t\(fields[2])"] = nil
            }
        case .failedAfterEnd where fields.count >= 6:
            // A failure of a case after it ended: the case failed.
            let late = SpecFailure(message: fields[3], file: fields[4], line: Int(fields[5]) ?? 0)
            if let index = cases.lastIndex(where: { $0.className == fields[1] && $0.name == fields[2] }) {
                cases[index].fail(afterEnd: [late])
            }
        case .testEnded where fields.count >= 5:
            let id = fields[1]
            let parts = id.split(separator: "/", maxSplits: 1)
            let outcome = Self.outcome(fields[2], reason: fields[3], failures: reading.failures)
            append(Case(className: parts.first.map(String.init) ?? id, name: parts.count > 1 ? String(parts[1]) : id,
                        duration: (Double(fields[4]) ?? 0) / 1_000_000, outcome: outcome, isSpecCase: false))
            reading.failures = []
        case .testStarted:
            reading.failures = []
        case .crash where fields.count >= 3:
            readCrash(fields)
        case .crashSignal:
            reading.goingDown = true
        default:
            break
        }
    }


    /// Takes a `C` line: what crashed, and what ended it.
    private mutating func readCrash(_ fields: [String]) {
        let what: Crashed? = switch fields[2] {
        case "example" where fields.count >= 5: .example(className: fields[3], name: fields[4])
        case "activity" where fields.count >= 4: .activity(fields[3])
        case "class" where fields.count >= 4: .specClass(fields[3])
        case "test" where fields.count >= 4: .test(fields[3])
        case "parallel": .parallel
        case "unknown": .unknown
        default: nil
        }
        guard let what else { return }
        // `4/queue`: where the signal came, when not where the example's own code runs.
        let parts = fields[1].split(separator: "/", maxSplits: 1)
        let place = parts.count == 2 ? CrashPlace(rawValue: String(parts[1])) : nil
        var crash = Crash(cause: place == nil ? fields[1] : String(parts[0]), what: what, beside: place)
        if case .example(let className, let name) = what {
            if !reading.running.isEmpty { crash.failuresBefore = reading.running.removeValue(forKey: "\(className)\t\(name)") ?? [] }
            crash.ranAfterRestart = ranWithoutEarlierState(name, of: className, inProcess: crashes.count)
        }
        // An example's line, or a plain test's, ends with how long it ran, in microseconds: the
        // field after the names (an example has two, class and name).
        let time = what.isExample ? 5 : 4
        if fields.count > time { crash.duration = max(0, Double(fields[time]) ?? 0) / 1_000_000 }
        appendKeptLate()
        crashes.append(crash)
        casesBeforeProcess.append(cases.count)
        listEnded()
        // A plain test, or a spec class outside its examples, is reported by no later process.
        let failed = ExampleResult.Outcome.failed([SpecFailure(message: crash.message, file: nil, line: 0)])
        switch what {
        case .example(let className, let name):
            // Its attempts so far: those that failed in the process, then the crash.
            let key = "\(className)\t\(name)"
            let failed = (reading.inProcess.removeValue(forKey: key) ?? [:]).sorted { $0.key < $1.key }.map { Attempt.failed($0.value) }
            attemptsBeforeRerun[key, default: []] += failed + [.crashed(crash.message)]
        case .test(let id), .specClass(let id):
            let (className, testName) = Self.names(ofTest: id)
            let isTest = what == .test(id)
            append(Case(className: isTest ? className : id.split(separator: "/").first.map(String.init) ?? id,
                        name: isTest ? testName : "crashed_outside_examples", duration: crash.duration, outcome: failed,
                        isSpecCase: !isTest, crashed: true))
        default:
            break
        }
    }

    /// Adds, for each class, the failures the process that crashed kept for a `late_failure` case
    /// (work an example left recorded them once it ended) as that case: no test of the process
    /// reported them.
    private mutating func appendKeptLate() {
        guard !reading.running.isEmpty else { return }
        let kept = reading.running.filter { Self.isKeptLate($0.key) }
        guard !kept.isEmpty else { return }
        reading.running = reading.running.filter { !Self.isKeptLate($0.key) }
        for (key, failures) in kept.sorted(by: { $0.key < $1.key }) where !failures.isEmpty {
            append(Case(className: String(key.dropLast(FailingCase.lateFailureName.count + 1)), name: FailingCase.lateFailureName,
                        duration: 0, outcome: .failed(failures)))
        }
    }

    /// Whether `key` (`Module.Class\tname`) is of the failures a process keeps for a `late_failure` case.
    private static func isKeptLate(_ key: String) -> Bool { key.hasSuffix("\t" + FailingCase.lateFailureName) }

    /// Adds a case that ended, or that crashed outside the examples.
    private mutating func append(_ ended: Case) {
        cases.append(ended)
        if listsEnded, ended.isSpecCase, !ended.crashed { self.ended[ended.className, default: []].insert(ended.name) }
    }

    /// Lists the spec cases that ended from now on, those so far first: once a process ran before
    /// another, the later ones skip what ended.
    private mutating func listEnded() {
        guard !listsEnded else { return }
        listsEnded = true
        for ran in cases where ran.isSpecCase && !ran.crashed { ended[ran.className, default: []].insert(ran.name) }
    }

    /// The class and the name a JUnit report gives a test: XCTest's `Module.Class/test`, or Swift
    /// Testing's `Module.Suite/test()/File.swift:3:2` (`Module.test()/File.swift:3:2` outside a suite).
    static func names(ofTest id: String) -> (className: String, name: String) {
        var parts = id.split(separator: "/").map(String.init)
        if parts.count > 1, let last = parts.last, last.contains(".swift:") { parts.removeLast() }
        guard let name = parts.last else { return (id, id) }
        if parts.count > 1 { return (parts.dropLast().joined(separator: "/"), name) }
        // A function outside any suite: `Module.test()`.
        guard let dot = name.firstIndex(of: "."), name.firstIndex(of: "(").map({ dot < $0 }) ?? true else { return (name, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    private static func outcome(_ text: String, reason: String, failures: [SpecFailure]) -> ExampleResult.Outcome {
        switch text {
        case "failed": .failed(failures)
        case "skipped": .skipped(reason)
        case "pending": .pending(reason)
        default: failures.isEmpty ? .passed : .failed(failures)
        }
    }

    /// The case that reports a crash of `activity` no later process reported: a class's `setUp()`
    /// or `tearDown()` is a case `crashed_outside_examples` of the class, as under XCTest; a suite
    /// hook is named after its kind (`afterSuite`), of the whole run.
    private static func failingCase(ofActivity activity: String, _ message: String) -> (className: String, name: String, message: String) {
        if let className = ClassHook.setUp.ran(activity) ?? ClassHook.tearDown.ran(activity) {
            return (className, "crashed_outside_examples", message)
        }
        for kind in ["beforeSuite", "afterSuite"] where activity.hasPrefix("the \(kind) at ") {
            return (CaseClass.runName, kind, message)
        }
        return (CaseClass.runName, activity, message)
    }

    /// A class's own `setUp()` or `tearDown()`, as the journal names it while it runs as an activity
    /// (under Swift Testing, inside the class's first or last case).
    enum ClassHook: String {
        case setUp = "the class setUp() of "
        case tearDown = "the class tearDown() of "

        /// The activity of the hook of `className`: `the class setUp() of Module.CartSpec`.
        func activity(of className: String) -> String { rawValue + className }

        /// The class whose hook `activity` is, if it is this hook's.
        func ran(_ activity: String) -> String? {
            activity.hasPrefix(rawValue) ? String(activity.dropFirst(rawValue.count)) : nil
        }
    }

    /// How the journal's cause of a worker stopped for an overdue example starts (`time:2`).
    static let stopPrefix = "time:"
    /// How the journal's cause of a run stopped by a request to end starts (`stop:15`; `stop:launcher`
    /// when `swift test` ended).
    static let runStopPrefix = "stop:"

    /// What ended the process while `what` ran, for the crashed case's failure. An activity's
    /// failure starts with its name (`the beforeSuite at Hooks.swift:3 did not finish …`).
    static func describe(_ cause: String, of what: Crashed = .unknown) -> String {
        let subject: String = switch what {
        case .example: "the example "
        case .specClass: "the class setUp() or tearDown() "
        case .test: "the test "
        case .activity, .parallel, .unknown: ""
        }
        if cause.hasPrefix(stopPrefix) {
            let limit = Double(cause.dropFirst(stopPrefix.count)) ?? 0
            let allowance = what.isExample ? "exampleTimeout(_:) in its group or \(Misuse.asyncTimeoutVariable)" : Misuse.asyncTimeoutVariable
            return "\(subject)did not finish within \(Duration.limitText(limit)), so SpecKit stopped the test "
                + "process (the stacks of its threads are printed where it stopped): find what \(what.isExample ? "the example" : "it") "
                + "waits for, or allow it longer with \(allowance)"
        }
        if cause.hasPrefix(runStopPrefix) {
            let signal = Int32(cause.dropFirst(runStopPrefix.count)).map { "by " + EndingSignal($0).numberAndName }
                ?? "because swift test, which started it, ended"
            return subject.isEmpty && (what == .parallel || what == .unknown)
                ? "the run was stopped \(signal) before it ended: the report holds the tests that ended before"
                : "\(subject)did not finish: the run was stopped \(signal) while it ran"
        }
        guard let number = Int32(cause) else {
            return "called exit(_:), which ends the test process"
        }
        let signal = EndingSignal(number)
        return "crashed: \(signal.numberAndName), \(signal.cause)"
    }

    /// The journal's whole text, read without moving its offset (the processes share it).
    private static func readJournal(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            bytes += chunk[0..<got]
            offset += got
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
