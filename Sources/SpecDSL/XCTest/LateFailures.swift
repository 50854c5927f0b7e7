#if SPECKIT_CORELIBS_XCTEST
import Foundation
import Matchers

/// What the XCTest route knows about failures that arrive while no XCTest case runs: how many cases
/// run now, which one ended last, and the failures kept for a `late_failure` case.
struct LateFailures {
    private var runningCases = 0
    private var lastFinished: String?
    private var kept: [SpecFailure] = []
    /// `FailureCapture` installs a case XCTest's observers never hear of: its failures are its own.
    var capturing = 0
    /// Set once the run's last total is open: nothing can count a failure after it, and the
    /// process reports those that come as it exits.
    var closed = false
    /// The failures kept once `closed`.
    private var afterRun: [SpecFailure] = []

    mutating func caseWillStart() { runningCases += 1 }

    mutating func caseDidFinish(named name: String) {
        // Not `max`: a generic call, and this runs for every XCTest case.
        runningCases = runningCases > 0 ? runningCases - 1 : 0
        lastFinished = name
    }

    /// Keeps a failure if no test case runs; returns whether it did.
    /// - Parameter origin: the ended example whose own task recorded it, when known.
    mutating func keep(_ message: String, file: String, line: Int, from origin: ExampleMetadata?) -> Bool {
        guard runningCases == 0, capturing == 0 else { return false }
        guard !closed else { return keepAfterRun(message, file: file, line: line) }
        let described = origin.map { Misuse.lateFailure(message, from: $0) }
            ?? Misuse.failureWithoutTest(message, after: lastFinished, onMainThread: Thread.isMainThread)
        kept.append(SpecFailure(.expectationFailed, described, file: file, line: line))
        return true
    }

    /// Keeps a failure recorded on the case `ended` once its test ended, while the next may have
    /// started; returns whether it did (not once the run's last total is open).
    mutating func keepAfterTest(_ message: String, file: String, line: Int, after ended: String) -> Bool {
        guard !closed else { return keepAfterRun(message, file: file, line: line) }
        kept.append(SpecFailure(.expectationFailed, Misuse.failureWithoutTest(message, after: ended, onMainThread: false),
                                file: file, line: line))
        return true
    }

    private mutating func keepAfterRun(_ message: String, file: String, line: Int) -> Bool {
        afterRun.append(SpecFailure(.expectationFailed, Misuse.failureAfterRun(message), file: file, line: line))
        return true
    }

    /// The failures kept after the run's last total, once.
    mutating func takeAfterRun() -> [SpecFailure] {
        defer { afterRun = [] }
        return afterRun
    }

    /// The failing case that reports the failures kept so far, if any.
    mutating func takeCase() -> FailingCase? {
        defer { kept = [] }
        return kept.isEmpty ? nil : FailingCase(name: FailingCase.lateFailureName, failures: kept)
    }
}
#endif
