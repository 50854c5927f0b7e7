#if os(Linux) && compiler(>=6.3)
/// What the crash supervisor knows from the journal, kept up to date as its lines come: what the
/// last worker runs (or ran when it ended), and what ended in any worker.
struct JournalSummary {
    /// `class<TAB>example` of each example the last worker started and did not end.
    var openExamples: [String] { open.map(\.key) }
    /// The examples the last worker started and did not end, in the order they started.
    private(set) var open: [OpenExample] = []
    /// The XCTest id of the last plain test or spec class the last worker started.
    var lastTest: String?
    /// When the supervisor read the start of that test.
    var lastTestSince: Double?
    var lastIsSpecClass = false
    var testIsOpen = false
    /// What the last worker ran outside any example (`spec() of …`, a suite hook), if it did not end.
    var openActivity: String?
    /// The XCTest class (`Module.Class`) whose tests the last worker was running, with its class
    /// `setUp()` and `tearDown()`.
    var openClass: String?
    /// Whether the last worker started XCTest's run and did not end it: it exited in the middle.
    var xctestRunOpen = false
    /// Whether the last worker's last lines are XCTest's end (`Z`), then at most its summary's
    /// (`Y`): its run ended as runs end.
    var xctestRunEnded = false
    /// How many things the last worker ended: proof that it got further than the one before.
    var endedByLastWorker = 0
    /// The XCTest id of every plain test and spec class that ended in any worker.
    var endedTests: Set<String> = []
    /// When a crash signal reached the last worker (`X`), as seconds since 1970: a test that
    /// failed after it most likely failed as the process went down, and runs again.
    var crashSignalled: Double?
    /// The signal that reached the last worker then (`X`).
    var crashSignal: Int32?
    /// Where that signal came (`X`): in the running example's code, other main-actor code, or
    /// work left running beside it. `nil` when the line does not say.
    var crashPlace: CrashPlace?
    /// Whether the last worker printed its closing summary (`Y`): its tests had all ended.
    var summarized = false
    /// What the last worker was running when the crash signal came (`X`): the examples, activity,
    /// test and class open then. What started after it did not crash the process.
    private var openAtSignal: (examples: Set<String>, activity: String?, test: String?, openClass: String?)?
    /// Whether a case of the spec class whose test runs failed after the crash signal: the reports
    /// leave that end out (it most likely failed as the process went down), so the class has not
    /// ended, and its test runs again.
    private var caseFailedAfterSignal = false
    /// Whether the last worker started anything (an example, a test, a class, an activity) after
    /// the crash signal: its main thread went on, so what runs around it did not crash.
    private var startedAfterSignal = false
    /// Whether the worker runs XCTest (`B`): one case at a time, so an example that passed is
    /// ended by the next line, as it writes none of its own.
    private var serialCases = false

    /// An example that started and did not end: its `S` line's fields, named only when asked (most
    /// examples start and end unasked), and when the supervisor read that line.
    struct OpenExample {
        let fields: [String]
        let since: Double

        /// `class<TAB>example`.
        var key: String { JournalSummary.exampleKey(fields) }
        /// The time limit its groups set, if any.
        var limit: Double? { fields.count > 3 ? Double(fields[3]) : nil }
    }

    /// When the supervisor read the start of the open example `key` (`class<TAB>example`), if it is open.
    func since(ofOpen key: String) -> Double? {
        open.first { $0.key == key }?.since
    }

    /// Whether something was running when the last worker ended, or XCTest's run had not ended.
    var somethingRan: Bool { !open.isEmpty || openActivity != nil || testIsOpen || openClass != nil || xctestRunOpen }

    /// What the last worker was running when it ended that it was running already when the crash
    /// signal came: Swift's crash handler lets the other threads go on for a moment, and the main
    /// thread may end the example that ran and start others, which did not crash the process. All
    /// that was running when no crash signal came.
    ///
    /// Under XCTest (`oneAtATime`) anything that started after the signal shows that the main
    /// thread went on, so nothing that runs around it crashed; Swift Testing starts tests on
    /// threads of its own meanwhile, so only the examples that ran at the signal and ended since
    /// clear what ran around them.
    func runningSinceCrashSignal(oneAtATime: Bool = true) -> JournalSummary {
        guard let atSignal = openAtSignal else { return self }
        var summary = self
        summary.open.removeAll { !atSignal.examples.contains($0.key) }
        if summary.openActivity != atSignal.activity { summary.openActivity = nil }
        if summary.testIsOpen, summary.lastTest != atSignal.test { summary.testIsOpen = false }
        if summary.openClass != atSignal.openClass { summary.openClass = nil }
        if (oneAtATime && startedAfterSignal) || (!atSignal.examples.isEmpty && summary.open.isEmpty) {
            // The main thread went on, or the examples running then ended since: the class, test
            // and activity around them did not crash.
            summary.open = []
            summary.testIsOpen = false
            summary.openClass = nil
            summary.openActivity = nil
            summary.wentOnAfterSignal = true
            summary.wentOnExamples = atSignal.examples.sorted()
        }
        return summary
    }

    /// Whether what ran at the crash signal went on after it (``runningSinceCrashSignal(oneAtATime:)``
    /// cleared it): no test that still runs crashed.
    private(set) var wentOnAfterSignal = false
    /// The examples (`class<TAB>example`) that ran at the crash signal and went on after it, when
    /// ``runningSinceCrashSignal(oneAtATime:)`` cleared them.
    private(set) var wentOnExamples: [String] = []

    /// Takes the journal's next line, read at `now`.
    mutating func read(_ line: CrashJournal.Record, now: Double) {
        let fields = line.fields
        if serialCases, !open.isEmpty, line.kind.endsPassedExample {
            open = []
            endedByLastWorker += 1
        }
        if line.kind != .summarized { xctestRunEnded = line.kind == .xctestEnded }
        let body = fields.count > 1 ? fields[1] : ""
        if openAtSignal != nil, [.caseStarted, .testStarted, .specClassStarted, .classStarted, .activityStarted].contains(line.kind) {
            startedAfterSignal = true
        }
        switch line.kind {
        case .worker:
            // A new worker: what the last one ran is forgotten, what ended in any is kept.
            let endedTests = endedTests
            self = JournalSummary()
            self.endedTests = endedTests
        case .summarized:
            summarized = true
        case .crashSignal:
            guard crashSignalled == nil else { break }
            crashSignalled = fields.count > 2 ? Double(fields[2]) : nil
            crashSignal = fields.count > 1 ? Int32(fields[1]) : nil
            crashPlace = fields.count > 3 ? CrashPlace(rawValue: fields[3]) : nil
            openAtSignal = (Set(openExamples), openActivity, testIsOpen ? lastTest : nil, openClass)
        case .xctestStarted:
            xctestRunOpen = true
            serialCases = true
        case .xctestEnded:
            xctestRunOpen = false
        case .classStarted:
            openClass = body
        case .classEnded:
            openClass = nil
        case .specClassStarted, .testStarted:
            caseFailedAfterSignal = false
            lastTest = body
            lastTestSince = now
            lastIsSpecClass = line.kind == .specClassStarted
            testIsOpen = true
        case .specClassEnded, .testEnded:
            testIsOpen = false
            endedByLastWorker += 1
            // What failed after the crash signal runs again, as `EarlierProcesses` reads it.
            let failed = line.kind == .testEnded ? fields.count > 2 && fields[2] == "failed" : caseFailedAfterSignal
            if crashSignalled == nil || !failed { endedTests.insert(body) }
            caseFailedAfterSignal = false
        case .caseStarted:
            open.append(OpenExample(fields: fields, since: now))
        case .caseEnded:
            if let index = open.firstIndex(where: { Self.nameSameExample($0.fields, fields) }) { open.remove(at: index) }
            endedByLastWorker += 1
            if crashSignalled != nil, fields.count > 3, fields[3] == "failed" { caseFailedAfterSignal = true }
        case .activityStarted:
            openActivity = body
        case .activityEnded:
            // Every worker defines the specs again: that is no progress.
            openActivity = nil
        default:
            break
        }
    }

    /// Whether the fields of two `S` or `E` lines name the same example.
    private static func nameSameExample(_ some: [String], _ other: [String]) -> Bool {
        some.count > 2 && other.count > 2 ? some[1] == other[1] && some[2] == other[2] : exampleKey(some) == exampleKey(other)
    }

    /// `class<TAB>example` of an `S` or `E` line's fields.
    static func exampleKey(_ fields: [String]) -> String {
        fields.count > 2 ? "\(fields[1])\t\(fields[2])" : fields.dropFirst().joined(separator: "\t")
    }
}
#endif
