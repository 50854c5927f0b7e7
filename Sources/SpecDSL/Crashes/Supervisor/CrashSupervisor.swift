#if os(Linux) && compiler(>=6.3)
import Glibc
import Synchronization

/// Watches the test process for crashes: before `main`, it starts the test binary again; that
/// process (the *worker*) runs the tests and writes the ``CrashJournal``; this process waits, and
/// stops the worker when an example runs far past its time limit (``ExampleWatch``). When the
/// worker dies of a crash, is stopped, or exits while something runs, the supervisor learns from
/// the journal (and, under Swift Testing, from the event stream) what was running, notes it in the
/// journal as crashed, and starts the test binary again for the tests that had not run: the new
/// worker reads the journal (``EarlierProcesses``), reports the crashed example as failed and
/// skips what ran already. At the end the supervisor writes the JUnit reports from the journal,
/// and ends as the last worker did, or fails when anything crashed.
struct CrashSupervisor {
    static let journalVariable = "SPECKIT_JOURNAL_FD"
    /// Swift Testing's status for a run that found no test to run (`EX_UNAVAILABLE`).
    static let swiftTestingFoundNoTests: Int32 = 69
    /// After this many crashes in one run, no more workers start.
    static let mostCrashes = 1000
    /// How many more times an example that crashed runs (`SPECKIT_RETRY`; a value no one can read
    /// is none, and the worker fails the run with it).
    private static let retries = (try? Retry.read(POSIX.environment(Retry.variable))) ?? 0

    /// The worker running now, for the signal handlers that pass a request to end on to it.
    /// Atomic: a signal handler may take no lock.
    static let worker = Atomic<pid_t>(0)
    /// A request to end the run (`SIGTERM`, `SIGINT`, …) that reached the supervisor: no worker
    /// starts after it, also when it came between two workers; 0 while none came.
    static let stopSignal = Atomic<Int32>(0)
    /// Whether the run stops because `swift test` ended, not for a signal someone sent.
    static let launcherEnded = Atomic<Bool>(false)

    /// Notes that the run stops because `swift test` ended (as if it sent `SIGTERM`), unless a
    /// request to end came first; returns whether it did.
    @discardableResult
    private static func noteLauncherEnded() -> Bool {
        guard stopSignal.compareExchange(expected: 0, desired: SIGTERM, ordering: .sequentiallyConsistent).exchanged else { return false }
        launcherEnded.store(true, ordering: .sequentiallyConsistent)
        return true
    }

    /// The request to end that reached the supervisor (``stopSignal``), or 0.
    private static var stopRequest: Int32 { stopSignal.load(ordering: .sequentiallyConsistent) }

    let binary: String
    let arguments: [String]
    let journal: Int32
    let isSwiftTesting: Bool
    private var serially: Bool
    private var events: SwiftTestingEvents
    private var crashes: [String] = []
    /// The process that started the run, watched so that the run ends when it is gone.
    private let launcher = Launcher()
    /// XCTest's tests that crashed a worker outside any example: no worker runs them again.
    private var excluded: Set<String> = []
    /// The supervisor's one reading of the journal, from its first line.
    private var watch: ExampleWatch

    /// A supervisor of the run whose journal is `journal`, made before the journal's first line.
    init(binary: String, arguments: [String], journal: Int32) {
        self.binary = binary
        self.arguments = arguments
        self.journal = journal
        watch = ExampleWatch(journal: journal)
        isSwiftTesting = zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
        serially = arguments.contains("--no-parallel")
        events = SwiftTestingEvents(arguments: arguments, needed: isSwiftTesting)
    }

    /// The arguments the first worker needs, when not those of this process (Swift Testing's
    /// event stream); `nil` when they are this process's own.
    var firstWorkerArguments: [String]? {
        isSwiftTesting && events.descriptor >= 0 ? events.arguments(arguments, serially: serially) : nil
    }

    /// Waits for `first`, the first worker, and for each worker after it; never returns.
    mutating func supervise(first: pid_t) -> Never {
        Self.worker.store(first, ordering: .sequentiallyConsistent)
        Self.forwardRequestsToEnd()
        var pid = first
        while true {
            let (waitStatus, overdue) = wait(for: pid)
            // Its process id may be another process's from now on: no request goes to it.
            Self.worker.store(0, ordering: .sequentiallyConsistent)
            // When the worker ended: what it ran until then took that long.
            let ended = POSIX.now()
            // The lines the worker wrote after the watch last read them.
            watch.read(journal, now: ended)
            let status = ExitStatus(waitStatus)
            // `swift test` was killed and the worker wrote to the output it read, before the watch
            // saw it gone: the run was stopped, nothing crashed.
            if case .signaled(SIGPIPE) = status, Self.stopRequest == 0, launcher.isGone { Self.noteLauncherEnded() }
            if case .signaled(let signal) = status, Self.requestsToEnd.contains(signal), Self.stopRequest == 0 {
                // Sent to the whole process group, the request reaches this process too: a moment for it to come.
                usleep(100_000)
            }
            // Swift's backtracer, which a crashing worker starts and waits for, can outlive it when a
            // second thread crashed meanwhile: it then waits forever on the dead worker, holding the
            // output `swift test` reads, and the run never ends. Given a moment to finish, it is ended.
            if case .signaled = status { POSIX.reap(POSIX.children(named: "swift-backtrace"), waitingUpTo: 2) }
            if Self.stopRequest != 0 { endStoppedRun(worker: status, endedAt: ended) }
            // A crash signal came, and the main thread ended the run while Swift's crash handler
            // printed the backtrace: the process exited, and the crash is one all the same.
            let signalled = watch.summary.crashSignal
            if crashes.isEmpty, overdue == nil, signalled == nil, case .exited = status, endedAsARunEnds() { endRun(like: status) }
            let summary = watch.summary
            let endedBefore = events.ended.count
            if isSwiftTesting { events.read(goingDown: watch.summary.crashSignalled, runningAgain: watch.run.classesToRunAgain) }
            let somethingRan = summary.somethingRan || (isSwiftTesting && (events.runOpen || !events.openFunctions.isEmpty))
            guard let cause = overdue.map(Self.stopCause) ?? Self.crashCause(status, somethingRan: somethingRan)
                ?? signalled.flatMap({ Self.crashCause(.signaled($0), somethingRan: true) }) else {
                if crashes.isEmpty { endRun(like: status) }
                // A run its crashes do not fail may still be failed by its selection, as one without crashes.
                let selection = selectionFailure(ifPassed: status == .exited(0) && journaledRun().passesDespiteCrashes)
                let run = finish(runEnded: true, workerPassed: status == .exited(0) && selection.isEmpty,
                                 adding: Self.selectionFailedCase(selection))
                Self.fail(saying: selection)
                // Every crash was an attempt of an example that then passed (`SPECKIT_RETRY`): flaky, not
                // failed; or the `spec()` of a class the run does not select.
                if case .exited(0) = status, run.passesDespiteCrashes { _exit(0) }
                // `swift test` takes Swift Testing's status for a run without tests for a pass.
                if case .exited(let code) = status, code != 0, code != Self.swiftTestingFoundNoTests { _exit(code) }
                _exit(1)
            }
            Self.endOrphans()
            // Where the crash signal came, when the worker said: whose code it most likely was.
            let place = overdue == nil && Int32(cause.journal) != nil ? summary.crashPlace : nil
            // Outside any test SpecKit knew of (work a test left behind, between tests): one failing
            // case reports it, and the tests that had not ended go on.
            let found = overdue.map { self.blame($0.what, cause: cause.journal) } ?? self.blame(summary, cause: cause.journal, place: place)
            let blame = found ?? Blame(record: "C\t\(cause.journal)\tunknown", doing: Self.outsideAnyTest(summary.runningSinceCrashSignal(oneAtATime: !isSwiftTesting)),
                                       outsideAnyTest: true)
            let words = cause.words + (place?.words(onExample: blame.namesExample) ?? "")
            let progressed = summary.endedByLastWorker > 0 || events.ended.count > endedBefore
            // The same crash again with nothing ended between: once more than the retries allow
            // (`SPECKIT_RETRY`: a crash is a failed attempt, and the example runs again).
            let repeats = crashes.count { $0 == blame.record }
            if (repeats > Self.retries && !progressed) || crashes.count >= Self.mostCrashes {
                POSIX.say("SpecKit: the test process \(words) \(blame.doing) again; the run stops here")
                POSIX.append(blame.line(endedAt: ended) + "\n", to: journal)
                finish(runEnded: false)
                _exit(1)
            }
            crashes.append(blame.record)
            POSIX.append(blame.line(endedAt: ended) + "\n", to: journal)

            let next: [String]
            if blame.outsideAnyTest, watch.run.classesToRunAgain.isEmpty,
               summary.summarized || (isSwiftTesting && events.descriptor >= 0 && !events.runOpen) {
                // The worker's tests had ended (it printed its summary, or Swift Testing's run
                // ended), none failing as it went down: nothing is left to run.
                POSIX.say("SpecKit: the test process \(words) \(blame.doing), after its tests ended")
                finish(runEnded: true)
                _exit(1)
            } else if isSwiftTesting {
                serially = serially || blame.ranInParallel
                if let skip = blame.skip { events.skip(skip) }
                events.reset()
                next = events.arguments(arguments, serially: serially)
            } else {
                if let skip = blame.skip { excluded.insert(skip) }
                let selection = XCTestSelection.argument(of: arguments)
                guard let remainder = XCTestRemainder.argument(binary: binary, selection: selection, ended: summary.endedTests,
                                                               excluded: excluded) else {
                    // No later worker reports it as a failed test: the run fails here.
                    POSIX.say("SpecKit: the test process \(words) \(blame.doing); no test was left to run")
                    finish(runEnded: false)
                    _exit(1)
                }
                next = [arguments[0], remainder]
            }
            POSIX.say("SpecKit: the test process \(words) \(blame.doing); "
                + (blame.ranInParallel ? "the tests that had not ended go on in a new process, one at a time"
                                       : "the tests that had not run go on in a new process"))
            if Self.stopRequest != 0 {
                finish(runEnded: false)
                Self.end(like: .signaled(Self.stopRequest))
            }
            POSIX.append("W\n", to: journal)
            pid = POSIX.start(binary, next)
            guard pid > 0 else {
                finish(runEnded: false)
                _exit(1)
            }
            Self.worker.store(pid, ordering: .sequentiallyConsistent)
            // A request that came while the worker started reaches it now.
            if Self.stopRequest != 0 { kill(pid, Self.stopRequest) }
        }
    }

    /// Ends a run in which nothing crashed, as its last worker ended; in the run's last pass, fails
    /// it when its selection ran nothing.
    private mutating func endRun(like status: ExitStatus) -> Never {
        if isSwiftTesting, events.descriptor >= 0 { events.read(goingDown: watch.summary.crashSignalled) }
        // Swift Testing ends a run without tests with its own status, which `swift test` takes for a pass.
        let selection = selectionFailure(ifPassed: status == .exited(0) || (isSwiftTesting && status == .exited(Self.swiftTestingFoundNoTests)))
        if isSwiftTesting, let note = SelectionHint.skipNote(binary: binary, ranTests: events.descriptor < 0 || events.startedTests) {
            POSIX.say(note)
        }
        writeReports(adding: Self.selectionFailedCase(selection))
        Self.fail(saying: selection)
        Self.end(like: status)
    }

    /// Whether the worker's run ended as runs end, from the last lines it wrote: XCTest's end
    /// (followed only by the line of the summary), or Swift Testing's.
    private func endedAsARunEnds() -> Bool {
        if isSwiftTesting {
            guard events.descriptor >= 0 else { return false }
            return SwiftTestingEvents.endsTheRun(events.descriptor)
        }
        return watch.summary.xctestRunEnded
    }

    /// Waits for the worker `pid` to end, reading the journal as it goes; stops the worker when one
    /// of its examples runs past its time limit, and then names that example with the status.
    private mutating func wait(for pid: pid_t) -> (Int32, ExampleWatch.Overdue?) {
        var overdue: ExampleWatch.Overdue?
        var stoppedAt = 0.0
        var stopSeen = 0.0
        while true {
            var status: Int32 = 0
            let ended = waitpid(pid, &status, WNOHANG)
            // What the worker wrote of Swift Testing's events goes on to the pipe the run named.
            events.forward()
            if ended == pid { return (status, overdue) }
            if ended < 0, errno != EINTR { return (1 << 8, overdue) }
            // Often enough, when events go on to a pipe, for its reader (an IDE) to show them as they come.
            POSIX.awaitChild(seconds: events.forwardsTo >= 0 ? 0.1 : 1)
            // `swift test` was killed: nothing reads the run's output any more. A request that came
            // meanwhile is the one the run stops for.
            if Self.stopRequest == 0, launcher.isGone, Self.noteLauncherEnded() { kill(pid, SIGTERM) }
            let now = POSIX.now()
            if Self.stopRequest != 0 {
                // A worker that goes on after the request (Swift's backtracer takes `SIGQUIT` to
                // print the stacks, and returns) is ended once the stacks are printed.
                if stopSeen == 0 { stopSeen = now }
                let printing = !POSIX.children(named: "swift-backtrace", of: pid).isEmpty
                if now - stopSeen > Self.backtraceTime || (!printing && now - stopSeen >= 2) { kill(pid, SIGKILL) }
                continue
            }
            if overdue != nil {
                // `SIGABRT` has Swift's backtracer print the stacks of the worker's threads; the
                // worker then goes on (the signal came from outside), so it is killed once the
                // backtracer is done, or when it takes too long.
                let printing = !POSIX.children(named: "swift-backtrace", of: pid).isEmpty
                if now - stoppedAt > Self.backtraceTime || (!printing && now - stoppedAt >= 1) { kill(pid, SIGKILL) }
                continue
            }
            watch.read(journal, now: now)
            // A worker a debugger watches is someone's to look into, not to stop.
            guard let late = watch.overdue(now: now), POSIX.statusField("TracerPid:", of: "/proc/\(pid)/status") <= 0 else { continue }
            overdue = late
            POSIX.say("SpecKit: \(late.name) did not finish within \(Duration.limitText(late.limit)), "
                + "so SpecKit stops the test process; the stacks of its threads follow")
            // A moment for `swift test` to pass the line on before the worker's own output.
            usleep(200_000)
            kill(pid, SIGABRT)
            stoppedAt = now
        }
    }

    /// How long a worker stopped for an overdue example gets to print its threads' stacks.
    private static let backtraceTime = 30.0

    /// The journal's and the console's words for a worker stopped because `overdue` ran too long.
    private static func stopCause(_ overdue: ExampleWatch.Overdue) -> (journal: String, words: String) {
        (EarlierProcesses.stopPrefix + "\(overdue.limit)", "was stopped, past the time limit of \(Duration.limitText(overdue.limit)),")
    }

    /// Ends the processes a crashed or stopped worker left running, which came to this process:
    /// a program an example started and waits for holds the output `swift test` reads, so the run
    /// would never end, and it may hold what the next worker needs (a port, a lock).
    private static func endOrphans() {
        var ended: [String] = []
        // Their own children come to this process as they end: a few rounds end those too.
        for _ in 0..<3 {
            let left = POSIX.children()
            guard !left.isEmpty else { break }
            for pid in left {
                ended.append(POSIX.command(of: pid) ?? "\(pid)")
                kill(pid, SIGTERM)
            }
            POSIX.reap(left, waitingUpTo: 1)
        }
        if !ended.isEmpty {
            POSIX.say("SpecKit: ended what the test process left running: \(ended.joined(separator: ", "))")
        }
    }

    // MARK: What crashed

    /// How a worker crashed: the journal's word for it (a signal's number, or `exit`) and the
    /// console's; `nil` when it ended as a run ends.
    private static func crashCause(_ status: ExitStatus, somethingRan: Bool) -> (journal: String, words: String)? {
        switch status {
        case .signaled(let signal):
            return ("\(signal)", "crashed with \(EndingSignal(signal).numberAndName)")
        case .exited where somethingRan:
            return ("exit", "called exit(_:)")
        default:
            return nil
        }
    }

    /// What crashed, as the journal's `C` entry says it and as the console does.
    struct Blame {
        /// The `C` line without the time: the same crash again has the same one.
        let record: String
        let doing: String
        /// Several tests ran at once: the rest of the run goes on one test at a time.
        var ranInParallel = false
        /// A test (XCTest's or Swift Testing's id) that no worker runs again.
        var skip: String?
        /// Nothing the journal names ran: work a test left behind, between tests.
        var outsideAnyTest = false
        /// When the supervisor read the start of the example it names, if it names one.
        var since: Double?
        /// Whether it names an example.
        var namesExample = false

        /// The journal's `C` line for a worker that ended at `ended`: an example's or a plain
        /// test's says how long it ran, in microseconds, for the reports and the status of a case
        /// that would say 0.
        func line(endedAt ended: Double) -> String {
            guard let since else { return record }
            return record + "\t" + String(Int((max(0, ended - since) * 1_000_000).rounded()))
        }
    }

    /// What crashed, from what ran when the worker ended, given where the crash signal came
    /// (`place`), when the worker said.
    private func blame(_ summary: JournalSummary, cause: String, place: CrashPlace? = nil) -> Blame? {
        isSwiftTesting ? blameUnderSwiftTesting(summary.runningSinceCrashSignal(oneAtATime: false), cause: cause, place: place)
            : Self.blameUnderXCTest(summary.runningSinceCrashSignal(), cause: cause, place: place)
    }

    /// What the watch found past its limit.
    private func blame(_ overdue: ExampleWatch.Watched, cause: String) -> Blame {
        switch overdue {
        case .example(let key):
            Self.blameExample(key, since: watch.summary.since(ofOpen: key), cause: cause, place: nil)
        case .activity(let activity):
            Blame(record: "C\t\(cause)\tactivity\t\(activity)", doing: "while \(activity) ran")
        case .specClass(let className):
            Blame(record: "C\t\(cause)\tclass\t\(className)", doing: "in the class setUp() or tearDown() of \(className)", skip: className)
        case .test(let test):
            Blame(record: "C\t\(cause)\ttest\t\(test)", doing: "while \(test) ran", skip: test)
        }
    }

    /// What the supervisor's line says of a crash outside any test: with the examples that ran at
    /// the crash signal and went on to their end (Swift's crash handler lets the main thread go
    /// on for a moment), when there were some.
    static func outsideAnyTest(_ summary: JournalSummary) -> String {
        let went = summary.wentOnExamples.map { $0.replacingTabs(with: ".") }
        guard !went.isEmpty else { return "outside any test SpecKit knew of" }
        return "outside any test SpecKit knew of (the signal came while \(went.joined(separator: ", ")) ran, which went on to "
            + (went.count == 1 ? "its end)" : "their ends)")
    }

    /// The example `key` (`class<TAB>example`); its `C` line's cause says where the signal came
    /// (`4/queue`) when not where the example's own code runs.
    private static func blameExample(_ key: String, since: Double?, cause: String, place: CrashPlace?) -> Blame {
        let marked = place.map { $0.mayBeTheExample ? cause : cause + "/" + $0.rawValue } ?? cause
        return Blame(record: "C\t\(marked)\texample\t\(key)", doing: "while \(key.replacingTabs(with: ".")) ran", since: since,
                     namesExample: true)
    }

    /// The cause of a crash blamed on what is no example (an activity, a class's set-up, a plain
    /// test), marked when the signal came off the main actor (`4/other`): it may not be theirs.
    private static func marked(_ cause: String, _ place: CrashPlace?) -> String {
        place == .other ? cause + "/" + CrashPlace.other.rawValue : cause
    }

    /// What crashed an XCTest worker, from what ran when it ended (``JournalSummary/runningSinceCrashSignal(oneAtATime:)``)
    /// and where the crash signal came (`place`), when the worker said.
    static func blameUnderXCTest(_ summary: JournalSummary, cause: String, place: CrashPlace?) -> Blame? {
        if summary.open.count == 1 { return blameExample(summary.open[0].key, since: summary.open[0].since, cause: cause, place: place) }
        // A task an example that ended left running is no one else's.
        if place == .ended { return nil }
        if let activity = summary.openActivity {
            return Blame(record: "C\t\(marked(cause, place))\tactivity\t\(activity)", doing: "while \(activity) ran")
        }
        guard let test = summary.lastTest, summary.testIsOpen else {
            // In the class's own set-up or tear-down: the run goes on without the class.
            guard let openClass = summary.openClass else { return nil }
            return Blame(record: "C\t\(marked(cause, place))\tclass\t\(openClass)", doing: "in the class setUp() or tearDown() of \(openClass)",
                         skip: openClass)
        }
        // A plain test, or a spec class outside its examples: the run goes on without it. Between
        // its examples a spec class runs only SpecKit's code, where a crash signal (`place`) most
        // likely came from work left running (a main-queue block, a task, another thread, which
        // may run there too): then its examples go on. Without one (`exit(_:)`), the class ended it.
        if summary.lastIsSpecClass {
            if place != nil { return nil }
            return Blame(record: "C\t\(cause)\tclass\t\(test)", doing: "in the spec class \(test), outside its examples", skip: test)
        }
        return Blame(record: "C\t\(marked(cause, place))\ttest\t\(test)", doing: "while \(test) ran", skip: test, since: summary.lastTestSince)
    }

    /// A worker that ran tests in parallel blames no one test unless its events show that only
    /// one ran. What started after the crash signal (`summary` has left it out) did not crash.
    private func blameUnderSwiftTesting(_ summary: JournalSummary, cause: String, place: CrashPlace?) -> Blame? {
        let atSignal = events.running(at: summary.crashSignalled)
        // The examples running at the signal went on: their spec classes' tests did not crash; nor
        // did a class outside its examples, which runs only SpecKit's code, when a crash signal
        // came (work left running, as under XCTest).
        let openSpecTests = summary.wentOnAfterSignal || place != nil ? [] : atSignal.specTests
        let running = summary.openExamples.count + atSignal.functions.count
        if running > 1 || (!serially && !events.known) {
            return Blame(record: "C\t\(cause)\tparallel", doing: "while several tests ran at once", ranInParallel: true)
        }
        // A class's `setUp()` or `tearDown()` runs inside its first or last case: the activity,
        // not the case, is what crashed, and no later worker runs it again. A task an example that
        // ended left running is no activity's.
        if let activity = summary.openActivity, place != .ended {
            return Blame(record: "C\t\(Self.marked(cause, place))\tactivity\t\(activity)", doing: "while \(activity) ran")
        }
        if summary.open.count == 1 { return Self.blameExample(summary.open[0].key, since: summary.open[0].since, cause: cause, place: place) }
        if let test = atSignal.functions.first {
            return Blame(record: "C\t\(cause)\ttest\t\(test)", doing: "while \(test) ran", skip: test, since: events.since(ofOpen: test))
        }
        if openSpecTests.count == 1, let test = openSpecTests.first {
            // Named as the class, not as the test SpecKit generated for it (`Module.Class/__SpecKitExamples/example(_:)/…`).
            let className = SwiftTestingEvents.specClass(ofTest: test) ?? test
            return Blame(record: "C\t\(cause)\tclass\t\(test)", doing: "in the spec class \(className), outside its examples", skip: test)
        }
        return nil
    }

    // MARK: Ending

    /// The signals that ask a process to end, which the supervisor passes on to the worker.
    private static let requestsToEnd = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// Ends a run stopped by a request to end (`SIGTERM`, Ctrl-C, `swift test` gone) once the
    /// worker ended: what had not ended is one failing case, and the reports hold what had.
    private mutating func endStoppedRun(worker status: ExitStatus, endedAt ended: Double) -> Never {
        // `swift test` may be gone, and with it the reader of this output.
        _ = Glibc.signal(SIGPIPE, SIG_IGN)
        let signal = Self.stopRequest
        if case .exited = status, endedAsARunEnds() {
            // The worker ended its run before the request reached it.
            if crashes.isEmpty { writeReports() } else { finish(runEnded: true) }
            Self.end(like: .signaled(signal))
        }
        let summary = watch.summary
        if isSwiftTesting { events.read(goingDown: watch.summary.crashSignalled) }
        let stopCause = EarlierProcesses.runStopPrefix + (Self.launcherEnded.load(ordering: .sequentiallyConsistent) ? "launcher" : "\(signal)")
        // A worker that crashed as the request came: the crash is what ended what ran.
        var cause = stopCause
        if case .signaled(let ended) = status, ended != signal, ended != SIGKILL, !Self.requestsToEnd.contains(ended),
           ended != SIGPIPE || !Self.launcherEnded.load(ordering: .sequentiallyConsistent) {
            cause = "\(ended)"
        }
        let blame = blame(summary, cause: cause) ?? Blame(record: "C\t\(stopCause)\tunknown", doing: "")
        POSIX.append(blame.line(endedAt: ended) + "\n", to: journal)
        if cause != stopCause {
            POSIX.say("SpecKit: the test process crashed with \(EndingSignal(Int32(cause) ?? 0).numberAndName) \(blame.doing)")
            POSIX.append("C\t\(stopCause)\tunknown\n", to: journal)
        }
        let by = Self.launcherEnded.load(ordering: .sequentiallyConsistent) ? "because swift test ended" : "by \(EndingSignal(signal).numberAndName)"
        POSIX.say("SpecKit: the run was stopped \(by)" + (blame.doing.isEmpty || cause != stopCause ? "" : " " + blame.doing)
            + "; the reports hold what ended before")
        finish(runEnded: false)
        Self.end(like: .signaled(signal))
    }

    /// When the run ends after a crash: writes the reports, prints in the closing summary what the
    /// workers did not, from the journal, and ends the run's output with its totals. Returns what
    /// the journal says of the run.
    ///
    /// `runEnded` says whether the run's tests all got their turn: a run stopped early (a request to
    /// end, a crash again and again) saves its status without dropping the lines of the examples
    /// it did not reach.
    @discardableResult
    private mutating func finish(runEnded: Bool, workerPassed: Bool = false, adding verdict: [EarlierProcesses.Case] = []) -> EarlierProcesses {
        let run = journaledRun()
        writeReports(run, runEnded: runEnded, adding: verdict)
        finishRunAfterCrash(run, underXCTest: !isSwiftTesting, lastWorkerPassed: workerPassed)
        fflush(nil)
        return run
    }

    /// What the journal says of the whole run, once its last worker ended: the watch read all but
    /// the lines written since (the supervisor's own).
    private mutating func journaledRun() -> EarlierProcesses {
        watch.read(journal, now: POSIX.now())
        return watch.run
    }

    /// Makes the JUnit reports the environment asks for this run's before the first worker starts:
    /// a report an earlier run left is replaced, so that a run that ends before it writes leaves
    /// none of another run's results.
    func claimReports() {
        ResultFiles(statusPath: nil).claim()
    }

    /// Writes the JUnit reports the environment asks for and the saved status from the journal:
    /// every case the workers ended (their plain tests when they ran spec classes under XCTest, as
    /// a test process without a supervisor does), and every crash no case reports. Where a
    /// supervisor watches the run, it is the one writer of both: it outlives every crash, and its
    /// watch has read every case's end as the run went.
    private mutating func writeReports(_ journaled: EarlierProcesses? = nil, runEnded: Bool = true,
                                       adding verdict: [EarlierProcesses.Case] = []) {
        let files = ResultFiles(statusPath: SavedStatus.path())
        guard !files.isEmpty else { return }
        let run = journaled ?? journaledRun()
        let cases = run.reportCases + verdict
        let namesSingleCases = XCTestSelection(arguments: arguments).namesSingleCases
        files.write(cases, status: SavedStatus.ClassUpdates.of(cases),
                    ranWholeClasses: runEnded && SavedStatus.runsWholeClasses(namesSingleCases: namesSingleCases),
                    withPlainTests: run.ranSpecClassUnderXCTest)
    }

    /// The lines that fail a run its workers `passed` for its selection
    /// (``SelectionHint/emptyRunFailure(binary:isSwiftTesting:swiftTestingRanTests:arguments:)``):
    /// read (and the run's tally taken) in any case, and none when something else failed the run.
    private func selectionFailure(ifPassed passed: Bool) -> [String] {
        let ran: Bool? = isSwiftTesting && events.descriptor >= 0 ? events.startedTests : nil
        let lines = SelectionHint.emptyRunFailure(binary: binary, isSwiftTesting: isSwiftTesting, swiftTestingRanTests: ran, arguments: arguments)
        return passed ? lines : []
    }

    /// Says `lines`, what fails the run, and ends it failed; nothing when there are none.
    private static func fail(saying lines: [String]) {
        guard !lines.isEmpty else { return }
        for line in lines { POSIX.say(line) }
        _exit(1)
    }

    /// What fails a run for its selection (`lines`, ``selectionFailure(ifPassed:)``'s), as a failing
    /// case of the run in the reports: a CI's view of the report showed no failure. The verdict,
    /// the last line, comes first; none without lines.
    private static func selectionFailedCase(_ lines: [String]) -> [EarlierProcesses.Case] {
        guard !lines.isEmpty else { return [] }
        let failures = lines.reversed().map { SpecFailure(message: String($0.dropFirst("SpecKit: ".count)), file: nil, line: 0) }
        return [EarlierProcesses.Case(className: CaseClass.runName, name: SelectionHint.selectionFailedName, duration: 0, outcome: .failed(failures))]
    }

    /// Ends this process as the worker ended: with its status, or by its signal (with no core file
    /// of its own).
    private static func end(like status: ExitStatus) -> Never {
        fflush(nil)
        switch status {
        case .exited(let code):
            _exit(code)
        case .signaled(let signal):
            POSIX.dumpNoCore()
            _ = Glibc.signal(signal, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            sigprocmask(SIG_UNBLOCK, &set, nil)
            raise(signal)
            _exit(128 + signal)
        }
    }

    /// A request to end the supervisor goes to the worker; the supervisor then ends as it does.
    private static func forwardRequestsToEnd() {
        // Both made before a handler can read them (a static is made on first use).
        _ = stopSignal.load(ordering: .relaxed)
        _ = worker.load(ordering: .relaxed)
        // Only requests to end: a test that signals its own process group (`kill(0, …)`) reaches the
        // worker directly too, and a second `SIGUSR1` would be one too many.
        // A signal the process was told to ignore (`nohup`, a background job of a script) stays
        // ignored: the worker inherits that, as the process would have without a supervisor.
        // Signals a test sends its whole process group (`kill(0, SIGUSR1)`) are the worker's
        // business; they would end the supervisor and, with it, the run. A handler, not
        // `SIG_IGN`, which the workers would inherit.
        for signal in [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ] where !POSIX.ignores(signal) {
            _ = Glibc.signal(signal) { _ in }
        }
        for signal in requestsToEnd where !POSIX.ignores(signal) {
            _ = Glibc.signal(signal) { received in
                CrashSupervisor.stopSignal.store(received, ordering: .sequentiallyConsistent)
                let worker = CrashSupervisor.worker.load(ordering: .sequentiallyConsistent)
                if worker > 0 { kill(worker, received) }
            }
        }
    }
}

extension String {
    fileprivate func replacingTabs(with replacement: String) -> String {
        split(separator: "\t", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
#endif
