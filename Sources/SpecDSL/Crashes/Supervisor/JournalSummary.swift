#if os(Linux) && compiler(>=6.3)
/// What the crash supervisor knows from the journal, kept up to date as its lines come: what the
/// last worker was running when it ended, and what ended in any worker.
struct JournalSummary {
    /// `class<TAB>example` of each example the last worker started and did not end.
    var openExamples: [String] = []
    /// The XCTest id of the last plain test or spec class the last worker started.
    var lastTest: String?
    var lastIsSpecClass = false
    var testIsOpen = false
    /// What the last worker ran outside any example (`spec() of …`, a suite hook), if it did not end.
    var openActivity: String?
    /// The XCTest class (`Module.Class`) whose tests the last worker was running, with its class
    /// `setUp()` and `tearDown()`.
    var openClass: String?
    /// Whether the last worker started XCTest's run and did not end it: it exited in the middle.
    var xctestRunOpen = false
    /// How many things the last worker ended: proof that it got further than the one before.
    var endedByLastWorker = 0
    /// The XCTest id of every plain test and spec class that ended in any worker.
    var endedTests: Set<String> = []
    /// Whether the last worker printed its closing summary (`Y`): its tests had all ended.
    var summarized = false

    /// Whether something was running when the last worker ended, or XCTest's run had not ended.
    var somethingRan: Bool { !openExamples.isEmpty || openActivity != nil || testIsOpen || openClass != nil || xctestRunOpen }

    /// Whether the worker runs XCTest (`B`): one case at a time, so an example that passed is
    /// ended by the next line, as it writes none of its own.
    private var serialCases = false

    /// Whether the last worker's last lines are XCTest's end (`Z`), then at most its summary's
    /// (`Y`): its run ended as runs end.
    var xctestRunEnded = false

    /// Takes the journal's next line, as its fields (``CrashJournal/forEachRecord(in:_:)``).
    mutating func read(_ fields: [String]) {
        guard let kind = fields.first else { return }
        if serialCases, !openExamples.isEmpty, Self.endsPassedExample(kind) {
            openExamples = []
            endedByLastWorker += 1
        }
        if kind != "Y" { xctestRunEnded = kind == "Z" }
        let body = fields.count > 1 ? fields[1] : ""
        switch kind {
        case "W":
            // A new worker: what the last one ran is forgotten, what ended in any is kept.
            let endedTests = endedTests
            self = JournalSummary()
            self.endedTests = endedTests
        case "Y":
            summarized = true
        case "B":
            xctestRunOpen = true
            serialCases = true
        case "Z":
            xctestRunOpen = false
        case "K":
            openClass = body
        case "k":
            openClass = nil
        case "A", "T":
            lastTest = body
            lastIsSpecClass = kind == "A"
            testIsOpen = true
        case "a", "t":
            testIsOpen = false
            endedByLastWorker += 1
            endedTests.insert(body)
        case "S":
            openExamples.append(Self.exampleKey(fields))
        case "E":
            let key = Self.exampleKey(fields)
            if let index = openExamples.firstIndex(of: key) { openExamples.remove(at: index) }
            endedByLastWorker += 1
        case "P":
            openActivity = body
        case "p":
            // Every worker defines the specs again: that is no progress.
            openActivity = nil
        default:
            break
        }
    }

    /// `class<TAB>example` of an `S` or `E` line's fields.
    static func exampleKey(_ fields: [String]) -> String {
        fields.count > 2 ? "\(fields[1])\t\(fields[2])" : fields.dropFirst().joined(separator: "\t")
    }

    /// Whether a line of kind `kind` ends the example that runs under XCTest, whose end, when it
    /// passes, goes with the next line (and is lost if the process ends before it): any line but
    /// its failures (and those of its earlier attempts), its end, a crash or a new worker.
    static func endsPassedExample(_ kind: String) -> Bool {
        kind != "F" && kind != "R" && kind != "E" && kind != "C" && kind != "W"
    }
}
#endif
