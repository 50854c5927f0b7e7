#if os(Linux) && compiler(>=6.3)
/// At the end of a run in which something crashed, the crash supervisor prints, from `earlier` (its
/// journal, every process included), the run's closing summary when the last process did not or
/// lacked a crash no case reports, and ends with the run's crashes and, `underXCTest`, the run's
/// totals (each process printed its own). `lastWorkerPassed`: whether the last test process
/// passed, without which the run fails whatever its crashes were.
func finishRunAfterCrash(_ earlier: EarlierProcesses, underXCTest: Bool, lastWorkerPassed: Bool) {
    let unreported = earlier.unreportedCrashes
    // One closing summary per run: the last process's, unless it printed none or lacked a crash.
    let leftOut = earlier.crashesLeftOutOfSummary
    if !earlier.lastProcessSummarized || !leftOut.isEmpty {
        RunRecord.shared.add(earlier: earlier)
        for crash in unreported {
            // An example no process ran to its end (the run stopped while it ran) is one of the run's.
            if crash.isExample { RunRecord.shared.countExample() }
            RunRecord.shared.add(ExampleResult(earlier: crash))
        }
        ProcessRun.shared.printSummary(crashedOutsideTests: [])
    }
    StandardOutput.write(block: earlier.crashTotals(underXCTest: underXCTest, unreported: unreported.count, lastWorkerPassed: lastWorkerPassed))
}
#endif
