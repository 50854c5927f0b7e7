#if SPECKIT_CORELIBS_XCTEST
import Foundation
@_spi(SpecRunner) import Matchers
import Synchronization
import XCTest

/// What the XCTest route keeps for the whole test process. XCTest runs one test case at a time
/// on the main thread, so the example running is a fact of the process here: code under test may
/// ask for it (`currentSpec()`) or record a failure from another thread while it runs.
final class XCTestRoute: Sendable {
    static let shared = XCTestRoute()

    private let state = Locked(State())

    private struct State {
        var running: (metadata: ExampleMetadata, testCase: SpecCase)?
        /// The XCTest case running now, plain test method or example.
        var current: XCTestCase?
        /// The example that ran before the running one: where a late failure most likely comes from.
        var previous: ExampleMetadata?
        /// The example that ended last before `previous`, another one: an example's earlier
        /// attempt (`SPECKIT_RETRY`) is no example before it.
        var previousOther: ExampleMetadata?
        /// The root groups of the spec classes that ran last, the running one's last: where a
        /// failure from another thread is looked for.
        var recentClasses: [ExampleGroup] = []
        var late = LateFailures()
        var captures: [SpecCase] = []
        var lastSpecType: SpecCase.Type?
        var lastSpecTypeRanCases = false
        /// The failing cases and the examples of the last spec class.
        var lastCases: (failing: [FailingCase], examples: [SpecPlan.PlannedExample]) = ([], [])
        var observing = false
        var observingResults = false
    }

    /// The XCTest case running an example, if one runs.
    var runningCase: SpecCase? { state.withLock { $0.running?.testCase } }

    /// The case whose test runs now (its object's address, 0 for none), and how many failures from
    /// other threads are being recorded: XCTest stops a case's run as soon as its test ends, and a
    /// failure recorded on a stopped run ends the process. Atomics, so that the main thread pays
    /// nothing more for every case.
    private let testRunning = Atomic<Int>(0)
    private let recordingOffMain = Atomic<Int>(0)

    /// Notes that the test of `testCase` (its set-up, example and tear-down) starts.
    func testStarts(_ testCase: SpecCase) {
        testRunning.store(Int(bitPattern: ObjectIdentifier(testCase)), ordering: .sequentiallyConsistent)
    }

    /// Notes that the test running ended, once no failure is being recorded on it. On the main
    /// thread, which runs the main queue meanwhile: recording a failure may wait for it (an
    /// observer's `DispatchQueue.main.sync`).
    func testEnds() {
        testRunning.store(0, ordering: .sequentiallyConsistent)
        while recordingOffMain.load(ordering: .sequentiallyConsistent) > 0 {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }

    /// Runs `record` if the test of `testCase` runs, before it can end; returns whether it ran.
    /// `record` may record another failure the same way (an observer that does).
    func whileTestRuns(of testCase: SpecCase, _ record: () -> Void) -> Bool {
        recordingOffMain.add(1, ordering: .sequentiallyConsistent)
        defer { recordingOffMain.subtract(1, ordering: .sequentiallyConsistent) }
        guard testRunning.load(ordering: .sequentiallyConsistent) == Int(bitPattern: ObjectIdentifier(testCase)) else { return false }
        record()
        return true
    }

    /// A failure from another thread recorded on `testCase` once its test ended: the running
    /// example's, or a failure while no test runs (a `late_failure` case); printed when nothing
    /// can count it any more.
    func keepAfterTest(_ description: String, file: String, line: Int, endedIn testCase: SpecCase) {
        if let running = runningCase, running !== testCase {
            return running.recordFailure(withDescription: description, inFile: file, atLine: line, expected: true)
        }
        let message = FailureCapture.message(from: description)
        let kept = state.withLock { $0.late.keepAfterTest(message, file: file, line: line, after: testCase.name) }
        if !kept { print("\(file):\(line): error: \(description) (recorded on a background thread after the run's last total)") }
    }

    /// Runs `body` with `testCase` registered as the case running `metadata`.
    func running(_ metadata: ExampleMetadata, on testCase: SpecCase, _ body: () -> Void) {
        let root = testCase.planned?.classRoot
        state.withLock { state in
            state.running = (metadata, testCase)
            if let root { state.recentClasses.remember(root) }
        }
        body()
        state.withLock { state in
            if state.previous !== metadata { state.previousOther = state.previous }
            state.previous = metadata
            state.running = nil
        }
    }

    /// The message a failure recorded on `testCase` at `line` of `file` gets: as it is, unless it
    /// may have come late from an earlier example: from that example's task, recorded on a
    /// background thread while an example ran, or in main-queue work that ran while it waited,
    /// written in another example.
    /// `fromAnotherExample` says it did, for certain: it came from that example's own task, or
    /// from code written in that example.
    func describeFailure(_ description: String, file: String, line: Int, recordedIn testCase: SpecCase)
        -> (message: String, fromAnotherExample: Bool) {
        // On the main thread, where XCTest runs the example, a failure is the example's own (known
        // without the lock, which every failure would take), but for one a task of another example
        // records there (a main-actor task it left behind), or main-queue work another example's
        // code left queued, which runs when a later example waits.
        let origin = ExampleRun.current
        if Thread.isMainThread && (origin == nil || origin?.metadata === testCase.planned?.metadata) {
            if MainQueue.turnsRunLoop, let planned = testCase.planned,
               let other = planned.exampleOfItsClass(writtenAt: line, in: file), other !== planned.example {
                return (Misuse.mainQueueFailure(description, whileWaiting: true, writtenIn: other), true)
            }
            return (description, false)
        }
        // From an earlier example's own task, whatever runs now (a later example, or XCTest's set-up
        // of its case): it says which.
        if let origin, let planned = testCase.planned, origin.metadata !== planned.metadata, origin.hasEnded {
            return (Misuse.lateFailure(description, from: origin.metadata), true)
        }
        let (running, previous, previousOther, recentClasses) = state.withLock { ($0.running, $0.previous, $0.previousOther, $0.recentClasses) }
        guard let running, running.testCase === testCase else { return (description, false) }
        let before = previous === running.metadata ? previousOther : previous
        if origin?.metadata === running.metadata || Misuse.isWaiterFailure(description) { return (description, false) }
        // From an earlier example's own task (one that ran past its time): it says which.
        if let origin { return (Misuse.lateFailure(description, from: origin.metadata), true) }
        guard let planned = testCase.planned else { return (Misuse.lateFailure(description, previous: before), false) }
        return Misuse.backgroundFailure(description, file: file, line: line, running: planned, ranBefore: recentClasses, previous: before)
    }

    /// At exit: when an example is still running, the process was ended inside it (`exit(_:)`):
    /// says so at the example's line and makes the process fail, whatever status it exits with.
    func failIfAnExampleRuns() {
        ExitGuard.failIfSomethingRuns()
        if let running = state.withLock({ $0.running }) { ExitGuard.failInside([running.metadata]) }
        failForFailuresAfterRun()
    }

    /// Reports the failures that came after the run's last total (an exit handler's check, work
    /// left running) as a `late_failure` case of the last spec class, and fails the process: the
    /// closing summary, printed before, could not count them.
    private func failForFailuresAfterRun() {
        let (failures, specType) = state.withLock { ($0.late.takeAfterRun(), $0.lastSpecType) }
        guard !failures.isEmpty else { return }
        let late = FailingCase.numbered([FailingCase(name: FailingCase.lateFailureName, failures: failures)], avoiding: lastRunCaseNames)[0]
        let className = specType.map { TypeName.qualified($0) } ?? CaseClass.runName
        let result = ExampleResult(failingCase: late.name, of: className.split(separator: ".").last.map(String.init) ?? className,
                                   specType: specType, outcome: .failed(failures), qualifiedSpecName: className)
        RunRecord.shared.record(.ended(result, forCase: nil, as: .specCase(CaseClass(className))))
        RunRecord.shared.writeReports()
        for failure in failures { print("\(failure.file):\(failure.line): error: \(late.name): \(failure.message)") }
        print(Misuse.failedAfterSummary([late.name]))
        fflush(nil)
        _exit(EXIT_FAILURE)
    }

    // MARK: Failures while no test case runs

    /// The XCTest case running now, plain test method or example: where XCTest's own `XCTFail`
    /// would record a failure.
    var currentTestCase: XCTestCase? { state.withLock { $0.current } }

    /// Notes the start of any XCTest case (``XCTestResults`` sees every one).
    func testCaseWillStart(_ testCase: XCTestCase) {
        state.withLock { state in
            state.current = testCase
            state.late.caseWillStart()
            casesRunning.add(1, ordering: .relaxed)
        }
    }

    /// Notes the end of any XCTest case.
    func testCaseDidFinish(_ testCase: XCTestCase) {
        let name = testCase.name
        state.withLock { state in
            if state.current === testCase { state.current = nil }
            state.late.caseDidFinish(named: name)
            if casesRunning.load(ordering: .relaxed) > 0 { casesRunning.subtract(1, ordering: .relaxed) }
        }
    }

    /// How many XCTest cases run now, read without the lock on the failure path: a failure while
    /// one runs is XCTest's.
    private let casesRunning = Atomic<Int>(0)

    /// Keeps a failure bound for XCTest while no test case runs, for a `late_failure` case; else
    /// it is XCTest's alone (Swift Testing is not the runner here).
    func keepFailureWithoutTest(_ failure: TestFailure) -> FailuresWithoutTest.Disposition {
        if casesRunning.load(ordering: .relaxed) > 0 { return .forXCTest }
        return keepFailureWithoutTest(failure.message, file: failure.file, line: Int(failure.line)) ? .kept : .forXCTest
    }

    /// Keeps a failure given as XCTest gives one; one from an ended example's own task names that example.
    func keepFailureWithoutTest(_ message: String, file: String, line: Int) -> Bool {
        let origin = ExampleRun.current?.metadata
        return state.withLock { $0.late.keep(message, file: file, line: line, from: origin) }
    }

    /// Runs `body` with `FailureCapture`'s case as XCTest's current one: its failures are its own.
    func capturing(_ testCase: SpecCase, _ body: () -> Void) {
        state.withLock { state in
            state.late.capturing += 1
            state.captures.append(testCase)
        }
        body()
        state.withLock { state in
            state.late.capturing -= 1
            state.captures.removeLast()
        }
    }

    /// The case of the innermost `FailureCapture` running, if one runs.
    var capturingCase: SpecCase? { state.withLock { $0.captures.last } }

    /// The failing cases queued for the next spec class, with the late failures kept so far.
    func takeCases(for specType: SpecCase.Type) -> [FailingCase] {
        let late = state.withLock { $0.late.takeCase() }
        return ProcessRun.shared.takePendingCases() + [late].compactMap { $0 }
    }

    /// The `late_failure` case of the failures kept since the last spec class ran; none after it.
    func takeLastLateFailureCase() -> FailingCase? {
        state.withLock { state in
            state.late.closed = true
            return state.late.takeCase()
        }
    }

    /// The last spec class that ran a case: the `afterSuite` cases are reported in it, as Swift
    /// Testing's route reports them in the last class whose test ran (it runs none without cases).
    var lastRunSpecType: SpecCase.Type? { state.withLock { $0.lastSpecType } }

    /// Notes the cases of the class that runs now, when it runs any: its failing cases and its
    /// examples, those an earlier process of the run reported included.
    func noteCases(of specType: SpecCase.Type, _ selection: ExampleSelection, in plan: SpecPlan) {
        let runsCases = !selection.failingCases.isEmpty || !selection.examples.isEmpty || selection.definesNothing
        state.withLock { state in
            // Until a class runs a case, the last class of all: the cases then have a class to be in.
            guard runsCases || !state.lastSpecTypeRanCases else { return }
            state.lastSpecType = specType
            state.lastSpecTypeRanCases = runsCases
            state.lastCases = (selection.failingCases + plan.failingCases, plan.examples)
        }
    }

    /// The names of the last spec class's cases: a case filed under it at the end of the run
    /// takes another (`late_failure_2`).
    var lastRunCaseNames: Set<String> {
        let (failing, examples) = state.withLock { $0.lastCases }
        return Set(failing.map(\.name) + examples.map(\.metadata.testName))
    }

    /// Notes the cases filed under the last spec class at the end of the run: one filed later
    /// takes another name.
    func noteEndOfRunCases(_ cases: [FailingCase]) {
        state.withLock { $0.lastCases.failing += cases }
    }

    /// Once per process, when the first spec runs: observes the end of the test run, for the
    /// `afterSuite` hooks.
    func observeTestRunIfNeeded() {
        let first = state.withLock { state in
            defer { state.observing = true }
            return !state.observing
        }
        guard first else { return }
        // `exit(_:)` while an example runs ends the process without XCTest's totals: fail it.
        atexit { XCTestRoute.shared.failIfAnExampleRuns() }
        observeResultsIfNeeded()
        XCTestObservationCenter.shared.addTestObserver(EndOfRunObserver())
        FailuresWithoutTest.keep { XCTestRoute.shared.keepFailureWithoutTest($0) }
        #if canImport(Glibc)
        SwiftTestingIssues.install(CommandLine.arguments)
        #endif
    }

    /// Once per process: observes XCTest's cases for their results (``XCTestResults``). On Linux
    /// before `main`, so that every case of the process is seen; elsewhere when the first spec runs.
    func observeResultsIfNeeded() {
        let first = state.withLock { state in
            defer { state.observingResults = true }
            return !state.observingResults
        }
        if first { XCTestObservationCenter.shared.addTestObserver(XCTestResults()) }
    }
}
#endif
