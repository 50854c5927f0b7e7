/// Called by the crash supervisor when a run cannot go on after a crash, in a process that runs
/// no test: writes the run's JUnit reports from the journal alone, with every case that ended and
/// the crashes, so that no report of the run is missing or left from an earlier run.
@_cdecl("speckit_write_reports")
func writeReportsAfterCrash() {
    let earlier = EarlierProcesses.current
    let cases = earlier.reportCases + earlier.unreportedCrashCases
    for report in JUnitReport.allFromEnvironment() where report.problem == nil {
        report.add(cases)
    }
}
