/// A spec class as the events of its cases name it, made once per class: every case's start and
/// end names it, and the crash journal's lines for it are built once here.
struct CaseClass: Sendable {
    /// The module-qualified name, `Module.Class`.
    let name: String
    /// The starts of the journal's lines for the class's cases.
    let journalLines: CrashJournal.ClassLines

    /// The class the reports file a failing case of the whole run under (a crash between tests,
    /// a hook outside every class): no test of that name exists to run again.
    static let runName = "SpecKit"

    init(_ name: String) {
        self.name = name
        journalLines = CrashJournal.ClassLines(name)
    }
}
