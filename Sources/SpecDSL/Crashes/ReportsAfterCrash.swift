/// When a run cannot go on after a crash, the crash supervisor starts a process that runs no test
/// and calls this before `main`: it writes the run's JUnit reports from the journal alone, with
/// every case that ended and the crashes, so that no report of the run is missing or left from
/// an earlier run.
func writeReportsAfterCrash() {
    let earlier = EarlierProcesses.current
    let cases = earlier.reportCases + earlier.unreportedCrashCases
    for report in JUnitReport.allFromEnvironment() where report.problem == nil {
        report.add(cases)
    }
}
