/// The files a run's results go to: the JUnit reports the environment asks for, and the saved
/// status. The owner of the run's results writes them through this, once per run: the crash
/// supervisor, which outlives every crash, or else the test process.
///
/// ```swift
/// let files = ResultFiles(statusPath: SavedStatus.path())
/// files.claim()
/// files.write(cases, status: SavedStatus.ClassUpdates.of(cases), ranWholeClasses: true, withPlainTests: true)
/// ```
struct ResultFiles {
    /// The reports that can be written (one that cannot is a failing case of the run instead).
    let reports: [JUnitReport]
    /// Where the status is saved; `nil` when this owner saves none.
    let statusPath: String?

    init(reports: [JUnitReport] = JUnitReport.allFromEnvironment().filter { $0.problem == nil }, statusPath: String?) {
        self.reports = reports
        self.statusPath = statusPath
    }

    /// Whether there is anything to write.
    var isEmpty: Bool { reports.isEmpty && statusPath == nil }

    /// Makes the reports this run's before any case is added: a report an earlier run left is
    /// replaced, so that a run that ends before it writes leaves none of another run's results.
    func claim() {
        for report in reports { report.claim() }
    }

    /// Adds `cases` to the reports, and `updates` to the saved status: as the whole of the
    /// classes that ran whole, when `ranWholeClasses` (``SavedStatus/add(_:at:ranWholeClasses:)``).
    ///
    /// The plain XCTest tests among `cases` go to the reports `withPlainTests` alone: when the run
    /// ran spec classes under XCTest, whose report stands for XCTest's. A run that ran none (the
    /// XCTest pass of specs on the Swift Testing route, a process of `--parallel` that ran a plain
    /// test) leaves them to SwiftPM's report, whoever writes the reports: the crash supervisor or
    /// the test process.
    func write(_ cases: [JUnitReport.Case], status updates: @autoclosure () -> [SavedStatus.ClassUpdates], ranWholeClasses: Bool,
               withPlainTests: Bool) {
        let listed = withPlainTests ? cases : cases.filter { !$0.isPlainTest }
        if !listed.isEmpty {
            for report in reports { report.add(listed) }
        }
        guard let statusPath else { return }
        let updates = updates()
        guard !updates.isEmpty else { return }
        SavedStatus.add(updates, at: statusPath, ranWholeClasses: ranWholeClasses)
    }
}
