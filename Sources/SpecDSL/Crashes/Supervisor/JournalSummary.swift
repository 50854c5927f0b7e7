#if os(Linux) && compiler(>=6.3)
/// What the crash supervisor reads in the journal after a worker ended: what that worker was
/// running when it ended, what ended in any worker, and the run's totals.
struct JournalSummary {
    /// `class<TAB>example` of each example the last worker started and did not end.
    var openExamples: [String] = []
    /// The XCTest id of the last plain test or spec class the last worker started.
    var lastTest: String?
    var lastIsSpecClass = false
    var testIsOpen = false
    /// What the last worker ran outside any example (`spec() of …`, a suite hook), if it did not end.
    var openActivity: String?
    /// How many things the last worker ended: proof that it got further than the one before.
    var endedByLastWorker = 0
    /// The XCTest id of every plain test and spec class that ended in any worker.
    var endedTests: Set<String> = []
    /// XCTest's cases that ended in any worker, and how many failed; with the crashes no later
    /// worker reports.
    var executed = 0
    var failed = 0

    /// Whether something was running when the last worker ended.
    var somethingRan: Bool { !openExamples.isEmpty || openActivity != nil || testIsOpen }

    init(journal: [UInt8]) {
        // A crash that no later worker reports: a plain test or spec class, or one the run stopped at.
        var unreportedCrash = false
        for line in String(decoding: journal, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let kind = fields.first else { continue }
            if kind != "W" { unreportedCrash = false }
            let body = fields.count > 1 ? String(fields[1]) : ""
            switch kind {
            case "W":
                openExamples = []
                lastTest = nil
                lastIsSpecClass = false
                testIsOpen = false
                openActivity = nil
                endedByLastWorker = 0
            case "A", "T":
                lastTest = body
                lastIsSpecClass = kind == "A"
                testIsOpen = true
            case "a", "t":
                testIsOpen = false
                endedByLastWorker += 1
                endedTests.insert(body)
                if kind == "t" {
                    executed += 1
                    if fields.count > 2, fields[2] == "failed" { failed += 1 }
                }
            case "S":
                openExamples.append(Self.exampleKey(fields))
            case "E":
                let key = Self.exampleKey(fields)
                if let index = openExamples.firstIndex(of: key) { openExamples.remove(at: index) }
                endedByLastWorker += 1
                executed += 1
                if fields.count > 3, fields[3] == "failed" { failed += 1 }
            case "P":
                openActivity = body
            case "p":
                openActivity = nil
                endedByLastWorker += 1
            case "C":
                let crashed = fields.count > 2 ? fields[2] : ""
                if crashed == "test" || crashed == "class" {
                    executed += 1
                    failed += 1
                } else {
                    unreportedCrash = true
                }
            default:
                continue
            }
        }
        if unreportedCrash {
            executed += 1
            failed += 1
        }
    }

    private static func exampleKey(_ fields: [Substring]) -> String {
        fields.count > 2 ? "\(fields[1])\t\(fields[2])" : fields.dropFirst().joined(separator: "\t")
    }
}
#endif
