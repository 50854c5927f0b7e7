#if os(Linux) && compiler(>=6.3)
import Glibc

/// `SPECKIT_BISECT=1`: finds the examples a failure depends on, when the run fails in one order
/// and passes in another. Before `main`, instead of supervising, this process starts whole runs
/// of the test binary, each a crash supervisor of its own that writes the journal this process
/// gives it, and reads from that journal what ran and what failed.
///
/// The first run is the whole run in the order asked for (`SPECKIT_ORDER`): its first failing
/// example is the one to explain, and the examples that ran before it are the suspects. Then the
/// failing example runs alone: when it fails so, the failure does not depend on the order. Then
/// the suspects run before it, in their order (a ``ExampleList`` in `SPECKIT_ORDER=list:PATH`),
/// and ``FailureMinimizer`` narrows them to a minimal set that still fails it. Each run prints
/// a line; the last lines name the set and the command that runs it in that order.
///
/// Each pass of `swift test` bisects the spec classes of its route: XCTest's pass those on the
/// XCTest route, Swift Testing's those on the Swift Testing route, where the classes take their
/// turns in XCTest's order for the same settings (`ClassTurns`). A pass whose binary has spec
/// classes only on the other route runs nothing. Not under Swift Testing's `--no-parallel`,
/// where the classes run in the order it starts them.
enum Bisect {
    static let variable = RunSettings.bisectVariable
    /// The most runs a bisect starts, the first ones included.
    static let runsVariable = "SPECKIT_BISECT_RUNS"
    /// The most seconds a bisect goes on starting runs; a run that started ends first.
    static let secondsVariable = "SPECKIT_BISECT_SECONDS"
    /// The journal's descriptor, in a run the bisect starts.
    static let journalVariable = "SPECKIT_BISECT_JOURNAL_FD"
    static let defaultRuns = 100
    static let defaultSeconds = 3600
    /// The list file the last lines name, in the build folder.
    static let listName = "speckit-bisect.txt"
    /// What the runs printed, in the build folder.
    static let logName = "speckit-bisect.log"
    /// Before the extension of both files of the Swift Testing pass when the XCTest pass, which
    /// `swift test` runs first, has spec classes to bisect too: each pass keeps its own.
    static let swiftTestingSuffix = "-swift-testing"

    /// Whether `SPECKIT_BISECT` asks for a bisect (a value no one can read does not; the run then
    /// fails with it).
    static var isRequested: Bool {
        (try? Switch.read(variable, POSIX.environment(variable), default: false)) == true
    }

    /// In a run a bisect started: the journal to write, which the bisect reads once the run ended.
    static func takeJournal() -> Int32? {
        guard let text = POSIX.environment(journalVariable) else { return nil }
        unsetenv(journalVariable)
        guard let descriptor = Int32(text), descriptor >= 0, fcntl(descriptor, F_GETFD) != -1 else { return nil }
        return descriptor
    }

    /// Bisects the run of `binary` with `arguments`; never returns.
    static func run(binary: String, arguments: [String]) -> Never {
        let parentCommand = POSIX.command(of: getppid())
        // Ended with `swift test`, as a supervisor's run is.
        if parentCommand?.hasPrefix("swift-test") == true { POSIX.dieWithParent() }
        let swiftTest = SelectionHint.swiftTestArguments
        let isSwiftTesting = zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
        let limits = (runs: Bisector.readLimit(runsVariable, default: defaultRuns), seconds: Bisector.readLimit(secondsVariable, default: defaultSeconds))
        // The runs it starts are plain runs.
        for name in [variable, runsVariable, secondsVariable] { unsetenv(name) }
        // A retry would hide the failure it looks for, and a stop would leave out the examples after it.
        for name in [Retry.variable, FailFast.variable] { unsetenv(name) }
        if leavesSpecsToOtherPass(binary: binary, arguments: arguments, isSwiftTesting: isSwiftTesting) {
            if isSwiftTesting { judgeSelectionWithoutSpecs(binary: binary, arguments: arguments) }
            exit(0)
        }
        if isSwiftTesting && arguments.contains("--no-parallel") {
            say("Swift Testing runs its tests one at a time under --no-parallel, so the spec classes run in the order it starts them, "
                + "not the seed's or a list's: run the bisect without --no-parallel")
            exit(1)
        }
        if swiftTest.contains("--parallel") {
            say("it needs the tests in one test process: run it without swift test --parallel")
            exit(1)
        }
        var bisector: Bisector
        switch (limits.runs, limits.seconds) {
        case (.success(let runs), .success(let seconds)):
            let besideXCTestSpecs = isSwiftTesting && (POSIX.output(of: binary, [arguments[0], "--list-tests"]) ?? "").contains("/testAllExamplesOf")
            switch Bisector.make(binary: binary, arguments: arguments, swiftTest: swiftTest, runs: runs, seconds: seconds,
                                 fileSuffix: besideXCTestSpecs ? swiftTestingSuffix : "") {
            case .success(let made): bisector = made
            case .failure(let problem):
                say(problem.message)
                exit(1)
            }
        case (.failure(let problem), _), (_, .failure(let problem)):
            say(problem.message)
            exit(1)
        }
        let status = bisector.bisect()
        bisector.removeCandidateList()
        if let noTest = bisector.firstRunRanNoExample {
            failIfSelectedNothing(binary: binary, arguments: arguments, isSwiftTesting: isSwiftTesting, noTest)
        }
        exit(status)
    }

    /// In Swift Testing's pass, which has no spec class to bisect: when XCTest's pass ran no test
    /// either (a `swift test --filter` that matched none of its tests), runs this pass's tests as
    /// the run would, and fails as the run would when they are none too. Not with
    /// `SPECKIT_FILTER`, whose examples the bisect's runs do not tally.
    private static func judgeSelectionWithoutSpecs(binary: String, arguments: [String]) {
        guard POSIX.environment(ExampleFilter.variable) == nil,
              !RunTally.judge(RunTally.peek(launcher: getppid()) ?? []).xctestRan else { return }
        let pid = POSIX.start(binary, arguments)
        let status = pid > 0 ? ExitStatus(POSIX.wait(for: pid)) : .exited(1)
        let noTest = status == .exited(CrashSupervisor.swiftTestingFoundNoTests)
        failIfSelectedNothing(binary: binary, arguments: arguments, isSwiftTesting: true, noTest)
        if !noTest, status != .exited(0) { exit(1) }
    }

    /// After a first run that ran no example: fails as the run would without the bisect when its
    /// selection (`swift test --filter`) ran no test at all (`noTest`: Swift Testing's pass found
    /// none). Not with `SPECKIT_FILTER`, whose examples the bisect's runs do not tally.
    private static func failIfSelectedNothing(binary: String, arguments: [String], isSwiftTesting: Bool, _ noTest: Bool) {
        guard POSIX.environment(ExampleFilter.variable) == nil else { return }
        let lines = SelectionHint.emptyRunFailure(binary: binary, isSwiftTesting: isSwiftTesting,
                                                  swiftTestingRanTests: noTest ? false : nil, arguments: arguments)
        guard !lines.isEmpty else { return }
        for line in lines { POSIX.say(line) }
        exit(1)
    }

    /// Whether this pass has no spec class to bisect while the other pass of `swift test` has:
    /// Swift Testing's, when its list of tests holds no spec class; XCTest's, when its list holds
    /// none and Swift Testing's holds some. The pass then runs nothing, and the other bisects.
    private static func leavesSpecsToOtherPass(binary: String, arguments: [String], isSwiftTesting: Bool) -> Bool {
        if isSwiftTesting { return !(POSIX.output(of: binary, arguments + ["--list-tests"]) ?? "").contains("__SpecKitExamples") }
        let swiftTesting = POSIX.output(of: binary, [arguments[0], "--testing-library", "swift-testing", "--list-tests"]) ?? ""
        guard swiftTesting.contains("__SpecKitExamples") else { return false }
        return !(POSIX.output(of: binary, [arguments[0], "--list-tests"]) ?? "").contains("/testAllExamplesOf")
    }

    /// Prints `line` at once, after the bisect's prefix.
    static func say(_ line: String) {
        POSIX.say("SpecKit: bisect: " + line)
    }

    /// The words for `count` examples: `1 example`, `3 examples`.
    static func examples(_ count: Int) -> String {
        count == 1 ? "1 example" : "\(count) examples"
    }

}

/// A problem that keeps a bisect from starting, in words.
struct BisectProblem: Error {
    let message: String
}

/// One bisect: the runs it started, and what it knows.
struct Bisector {
    /// An example, by its module-qualified class and its name.
    struct Example: Hashable {
        let className: String
        let name: String
        var qualifiedName: String { className + "." + name }
    }

    /// What the example being explained did in one run.
    enum Verdict: Equatable {
        case fails
        case passes
        /// It did not run (the list did not select it).
        case missing
        /// Something else crashed the test process first; the reason, in words.
        case crashedElsewhere(String)
    }

    let binary: String
    let arguments: [String]
    /// The route whose spec classes this pass runs, in words: `XCTest`, `Swift Testing`.
    var route: String {
        zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" } ? "Swift Testing" : "XCTest"
    }
    /// The command that started the run, to print with the list: `swift test` and its arguments.
    let command: [String]
    let runLimit: Int
    let secondsLimit: Int
    /// The order of the first run, for its line: `random:51923`, `defined`.
    let order: String
    let started = POSIX.now()
    private(set) var runs = 0
    /// Set when the first run ran no example: whether it ran no test either (Swift Testing's
    /// status for a filter that matched none).
    private(set) var firstRunRanNoExample: Bool?
    /// Where the runs' output goes.
    private let log: Int32
    let logPath: String
    let listPath: String
    /// The list the runs after the first read; rewritten before each.
    private let candidatePath: String

    /// The bisect of `binary` with `arguments`, started by `swift test` with `swiftTest` (none
    /// when another program started it), that starts at most `runs` runs and none after `seconds`;
    /// its files' names end with `fileSuffix` before their extension.
    static func make(binary: String, arguments: [String], swiftTest: [String], runs: Int, seconds: Int,
                     fileSuffix: String = "") -> Result<Bisector, BisectProblem> {
        let orderValue = POSIX.environment(ExampleOrder.variable)?.filter { $0 != " " && $0 != "\t" } ?? ""
        var order = orderValue.isEmpty ? "defined" : orderValue
        if order == "random" {
            // The seed a plain `random` would take in this `swift test` run, named, so that every
            // run of the bisect shuffles alike (each is started by this process, not `swift test`).
            order = "random:\(RunSeed.ofThisRun)"
            setenv(ExampleOrder.variable, order, 1)
        }
        let folder = SavedStatus.buildFolder() ?? POSIX.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let named = { (name: String) in folder + "/" + name.replacingOccurrences(of: ".", with: fileSuffix + ".") }
        let logPath = named(Bisect.logName)
        let log = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard log >= 0 else { return .failure(BisectProblem(message: "cannot write \(logPath), where the runs' output goes")) }
        let candidate = POSIX.temporaryFile(named: "bisect-list")
        guard let candidate else { return .failure(BisectProblem(message: "cannot make a list file in the temporary folder")) }
        let command = swiftTest.isEmpty ? [binary] + arguments.dropFirst() : ["swift", "test"] + swiftTest.dropFirst()
        return .success(Bisector(binary: binary, arguments: arguments, command: command, runLimit: runs, secondsLimit: seconds,
                                 order: order, log: log, logPath: logPath, listPath: named(Bisect.listName),
                                 candidatePath: candidate))
    }

    /// A limit's value from `variable`: a whole number of at least 1, `fallback` when unset.
    static func readLimit(_ variable: String, default fallback: Int) -> Result<Int, BisectProblem> {
        guard let text = POSIX.environment(variable)?.filter({ $0 != " " && $0 != "\t" }), !text.isEmpty else { return .success(fallback) }
        guard let value = Int(text), value >= 1 else {
            return .failure(BisectProblem(message: "\(variable)='\(text)' is not a limit: it is a whole number of at least 1"))
        }
        return .success(value)
    }

    // MARK: The steps

    /// Bisects, printing a line per run; the status to exit with.
    mutating func bisect() -> Int32 {
        Bisect.say("run 1: the whole run in the order \(ExampleOrder.variable)=\(order); the runs' output goes to \(logPath)")
        let (first, status) = start(list: nil)
        let examples = first.cases.filter(\.isExample)
        guard !examples.isEmpty || first.crashes.contains(where: \.what.isExample) else {
            firstRunRanNoExample = status == .exited(CrashSupervisor.swiftTestingFoundNoTests)
            if case .exited(0) = status {
                Bisect.say("the run passed, and ran no example of a spec class on the \(route) route: nothing to bisect")
                return 0
            }
            // Swift Testing's status when its filter matched no test, which `swift test` counts no failure.
            if status == .exited(CrashSupervisor.swiftTestingFoundNoTests) {
                Bisect.say("the run matched no test on the \(route) route: nothing to bisect")
                return CrashSupervisor.swiftTestingFoundNoTests
            }
            Bisect.say("the run failed, but ran no example of a spec class on the \(route) route: nothing to bisect (see \(logPath))")
            return 1
        }
        guard let (failing, before) = Self.firstFailure(in: first).map({ ($0.0, $0.1) }) else {
            if case .exited(0) = status {
                Bisect.say("the run passed in this order: nothing to bisect")
                return 0
            }
            Bisect.say("no example failed in this order, though the run failed (see \(logPath)): nothing to bisect")
            return 1
        }
        Bisect.say("run 1: \(failing.qualifiedName) is the first example to fail, after \(Bisect.examples(before.count))")

        guard let alone = ask([], before: failing, total: before.count, announce: "\(failing.qualifiedName) alone") else { return 1 }
        switch alone {
        case .fails:
            Bisect.say("\(failing.qualifiedName) fails when it runs alone, so its failure does not depend on the order: "
                + "run it with " + rerunCommand(failing))
            return 1
        case .missing:
            Bisect.say("\(failing.qualifiedName) did not run when \(ExampleOrder.variable)=list:… listed it (see \(logPath)); "
                + "the bisect stops here")
            return 1
        case .passes, .crashedElsewhere:
            break
        }
        guard !before.isEmpty else {
            Bisect.say("\(failing.qualifiedName) failed as the first example of the run, and passes alone: "
                + "its failure depends on something else than the examples before it (time, the machine, a plain test)")
            return 1
        }
        guard let all = ask(before, before: failing, total: before.count, announce: nil) else { return 1 }
        guard all == .fails else {
            Bisect.say("\(failing.qualifiedName) did not fail when the \(Bisect.examples(before.count)) before it ran again, in the same "
                + "order: its failure depends on something else too (plain tests that ran between them, time), or it is flaky")
            return 1
        }

        var stopped = false
        let found = FailureMinimizer.minimize(before) { part in
            guard let verdict = ask(part, before: failing, total: before.count, announce: nil) else {
                stopped = true
                return .stop
            }
            return verdict == .fails ? .fails : .passes
        }
        if stopped || !found.isComplete { sayLimit(smallest: found.items.count) }
        report(found.items, before: failing, complete: found.isComplete)
        return 1
    }

    /// The example to explain, the first that failed in `run`, and the examples that passed
    /// before it, in the order they ran; `nil` when no example failed.
    static func firstFailure(in run: EarlierProcesses) -> (Example, [Example])? {
        let examples = run.cases.filter(\.isExample)
        if let index = examples.firstIndex(where: \.outcome.isFailure) {
            let before = examples[..<index].filter { $0.outcome == .passed }.map { Example(className: $0.className, name: $0.name) }
            return (Example(className: examples[index].className, name: examples[index].name), before)
        }
        // An example that crashed the last test process, which no later process reported.
        for crash in run.crashes {
            guard case .example(let className, let name) = crash.what else { continue }
            let before = examples.filter { $0.outcome == .passed }.map { Example(className: $0.className, name: $0.name) }
            return (Example(className: className, name: name), before)
        }
        return nil
    }

    /// What `failing` did in `run`: failed or crashed, passed, did not run, or did not fail while
    /// another example crashed the test process.
    static func verdict(of failing: Example, in run: EarlierProcesses) -> Verdict {
        let crashes = run.crashes.filter { !$0.stoppedTheRun }
        if crashes.contains(where: { $0.what == .example(className: failing.className, name: failing.name) }) { return .fails }
        let ended = run.cases.last { $0.className == failing.className && $0.name == failing.name }
        if ended?.outcome.isFailure == true { return .fails }
        if let crash = crashes.first {
            let what: String = switch crash.what {
            case .example(let className, let name): "\(className).\(name)"
            case .activity(let activity): activity
            case .specClass(let id), .test(let id): id
            case .parallel, .unknown: "something outside any example"
            }
            return .crashedElsewhere(what)
        }
        return ended == nil ? .missing : .passes
    }

    /// Runs `part`, then `failing`, in that order, and prints the run's line; `nil` when the limit
    /// was reached before it could start.
    private mutating func ask(_ part: [Example], before failing: Example, total: Int, announce: String?) -> Verdict? {
        guard !limitReached else {
            if part.count == total || part.isEmpty {
                sayLimit(smallest: nil)
                Bisect.say("\(failing.qualifiedName) failed after \(Bisect.examples(total)); which of them it needs is not known yet")
            }
            return nil
        }
        let (run, _) = start(list: part + [failing])
        let verdict = Self.verdict(of: failing, in: run)
        let subject = announce ?? "\(Bisect.examples(part.count)) before \(failing.qualifiedName)"
        let outcome = switch verdict {
        case .fails: "it fails"
        case .passes: "it passes"
        case .missing: "it did not run"
        case .crashedElsewhere(let what): "it did not fail: \(what) crashed the test process first, so this set counts as passing"
        }
        Bisect.say("run \(runs): \(subject): \(outcome)")
        return verdict
    }

    private var limitReached: Bool {
        runs >= runLimit || POSIX.now() - started >= Double(secondsLimit)
    }

    /// Says that the limit was reached.
    private func sayLimit(smallest: Int?) {
        let limit = runs >= runLimit ? "the limit of \(runLimit) run\(runLimit == 1 ? "" : "s") (\(Bisect.runsVariable))"
            : "the limit of \(secondsLimit) second\(secondsLimit == 1 ? "" : "s") (\(Bisect.secondsVariable))"
        let rest = smallest.map { "; the smallest set found so far has \(Bisect.examples($0)), and may hold some the failure does not need" } ?? ""
        Bisect.say("stopped at \(limit)" + rest)
    }

    /// Prints the set found and the command that runs it, after writing its list.
    private func report(_ found: [Example], before failing: Example, complete: Bool) {
        let names = (found + [failing]).map(\.qualifiedName)
        let text = ExampleList.text(of: names, comment: "SpecKit bisect: \(failing.qualifiedName) fails when the examples before it run first, "
            + "in this order (\(ExampleOrder.variable)=list:PATH)")
        let written = write(text, to: listPath)
        let elapsed = Duration.limitText(((POSIX.now() - started) * 10).rounded() / 10)
        let set = found.count == 1 ? "this example runs" : "these \(found.count) examples run"
        Bisect.say("\(failing.qualifiedName) fails when \(set) before it, in this order (\(complete ? "a minimal set, " : "")"
            + "found in \(runs) runs, \(elapsed)):")
        for example in found { POSIX.say("  " + example.qualifiedName) }
        if written {
            Bisect.say("run them so: \(ExampleOrder.variable)=\(ExampleOrder.listPrefix)\(RerunCommand.shellWord(listPath)) "
                + command.map(RerunCommand.shellWord).joined(separator: " "))
        } else {
            Bisect.say("could not write \(listPath), the list of the examples to run in this order")
        }
    }

    /// The command that runs `example` alone.
    private func rerunCommand(_ example: Example) -> String {
        let swiftTest = command.starts(with: ["swift", "test"]) ? RerunCommand.swiftTest(carrying: Array(command.dropFirst(2))) : "swift test"
        return RerunCommand.of(example: example.name, className: example.className, nameIsPattern: false, swiftTest: swiftTest)
    }

    // MARK: Runs

    /// Starts a whole run of the binary, in the order asked for when `list` is `nil`, else of the
    /// examples `list` names in its order, and waits for it: what its journal says, and how the
    /// run ended.
    private mutating func start(list: [Example]?) -> (EarlierProcesses, ExitStatus) {
        runs += 1
        if let list {
            if runs == 2 { quietenReports() }
            _ = write(ExampleList.text(of: list.map(\.qualifiedName), comment: "SpecKit bisect: run \(runs)"), to: candidatePath)
            setenv(ExampleOrder.variable, ExampleOrder.listPrefix + candidatePath, 1)
        }
        POSIX.append("==== SpecKit bisect: run \(runs)\n", to: log)
        let journal = POSIX.anonymousFile(named: "bisect-journal")
        guard journal >= 0 else { return (EarlierProcesses(journal: ""), .exited(1)) }
        setenv(Bisect.journalVariable, "\(journal)", 1)
        // The runs are this run's: the first adds to its reports, as the other test library's pass does.
        setenv(RunOwner.variable, RunOwner.current, 1)
        let pid = POSIX.start(binary, arguments, output: log, errors: log)
        unsetenv(Bisect.journalVariable)
        let status = pid > 0 ? ExitStatus(POSIX.wait(for: pid)) : .exited(1)
        let text = String(decoding: POSIX.bytes(of: journal, from: 0), as: UTF8.self)
        close(journal)
        return (EarlierProcesses(journal: text, includingLastProcess: true), status)
    }

    /// After the first run, which reports as any run does: the runs of lists write no report and
    /// no saved status, and select by their list alone.
    private func quietenReports() {
        setenv(SavedStatus.variable, "off", 1)
        for name in [JUnitReport.variable, JUnitReport.bazelVariable, RunSettings.onlyFailuresVariable, RunSettings.nextFailureVariable] {
            unsetenv(name)
        }
    }

    /// Removes the list file of the runs, once the last ended.
    func removeCandidateList() {
        unlink(candidatePath)
    }

    /// Writes `text` to the file `path`, replacing it; whether it could.
    private func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        POSIX.append(text, to: descriptor)
        close(descriptor)
        return true
    }
}
#endif
