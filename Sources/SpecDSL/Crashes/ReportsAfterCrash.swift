/// When a run ends after a crash and its last test process did not write the JUnit reports or
/// print the closing summary (it ran no spec, or the run stopped), the crash supervisor starts a
/// process that runs no test and does it before `main`, from the journal alone: every case that
/// ended and not written yet, and the crashes, so that no report of the run misses them or is
/// left from an earlier run.
func finishRunAfterCrash(report: Bool, summary: Bool) {
    let earlier = EarlierProcesses.current
    if report {
        let cases = earlier.reportCases + earlier.unreportedCrashCases
        for report in JUnitReport.allFromEnvironment() where report.problem == nil {
            report.add(cases)
        }
    }
    if summary {
        RunRecord.shared.add(earlier: earlier)
        ProcessRun.shared.printSummary()
    }
}
