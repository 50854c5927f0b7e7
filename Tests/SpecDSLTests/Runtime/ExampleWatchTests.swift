#if os(Linux) && compiler(>=6.3)
import XCTest

@testable import SpecDSL

/// What the supervisor reads of a running worker's journal to find an example past its time limit.
final class ExampleWatchTests: XCTestCase {
    private func journal(_ text: String) throws -> Int32 {
        let descriptor = POSIX.anonymousFile(named: "watch-test")
        guard descriptor >= 0 else { throw XCTSkip("no temporary file") }
        addTeardownBlock { close(descriptor) }
        POSIX.append(text, to: descriptor)
        return descriptor
    }

    /// A watch that read a worker's journal holding `lines`, after the supervisor's first line.
    private func watched(_ lines: String) throws -> ExampleWatch {
        let file = try journal("W\t1.0\n")
        var watch = ExampleWatch(journal: file)
        POSIX.append(lines, to: file)
        watch.read(file, now: 100)
        return watch
    }

    func testAnExampleIsOverdueOnlyOnceItsLimitAndTheGracePassed() throws {
        let file = try journal("W\t1.0\n")
        var watch = ExampleWatch(journal: file)
        POSIX.append("A\tM.S/testAllExamplesOfS\nS\tM.S\tslow\t2\n", to: file)
        watch.read(file, now: 100)

        XCTAssertNil(watch.overdue(now: 100 + 2 + ExampleWatch.grace))
        let overdue = watch.overdue(now: 100.5 + 2 + ExampleWatch.grace)
        XCTAssertEqual(overdue, ExampleWatch.Overdue(what: .example("M.S\tslow"), limit: 2))
        XCTAssertEqual(overdue?.name, "M.S.slow")
    }

    func testWithoutALimitOfItsOwnAnExampleHasTheRunsLimit() throws {
        let file = try journal("")
        var watch = ExampleWatch(journal: file)
        POSIX.append("S\tM.S\tplain\n", to: file)
        watch.read(file, now: 0)

        XCTAssertNil(watch.overdue(now: ExampleWatch.defaultLimit))
        XCTAssertEqual(watch.overdue(now: ExampleWatch.defaultLimit + ExampleWatch.grace + 1)?.limit, ExampleWatch.defaultLimit)
    }

    func testAnExampleThatEndedOrThatTheNextLineEndedUnderXCTestIsNotWatched() throws {
        let file = try journal("")
        var watch = ExampleWatch(journal: file)
        POSIX.append("S\tM.S\tfails\t1\nF\tboom\t/f.swift\t3\nE\tM.S\tfails\tfailed\t\t0\texample\n", to: file)
        watch.read(file, now: 0)
        XCTAssertNil(watch.overdue(now: 1_000), "ended with its own line")

        POSIX.append("B\nS\tM.S\tpasses\t1\nS\tM.S\tnext\t30\n", to: file)
        watch.read(file, now: 0)
        XCTAssertNil(watch.overdue(now: 20), "a passed example ends at the next line under XCTest")
        XCTAssertEqual(watch.overdue(now: 40)?.what, .example("M.S\tnext"))
    }

    func testWhatEarlierWorkersWroteAndAHalfWrittenLineAreNotRead() throws {
        let file = try journal("S\tM.S\tof_an_earlier_worker\t1\nW\n")
        var watch = ExampleWatch(journal: file)
        POSIX.append("S\tM.S\thalf", to: file)
        watch.read(file, now: 0)
        XCTAssertNil(watch.overdue(now: 1_000))

        POSIX.append("_written\t1\n", to: file)
        watch.read(file, now: 0)
        XCTAssertEqual(watch.overdue(now: 1_000)?.what, .example("M.S\thalf_written"))
    }

    func testWhatRunsOutsideTheExamplesIsWatchedWithTheRunsLimit() throws {
        let file = try journal("")
        var watch = ExampleWatch(journal: file)
        POSIX.append("B\nP\tthe beforeSuite at Hooks.swift:3\n", to: file)
        watch.read(file, now: 0)
        XCTAssertNil(watch.overdue(now: ExampleWatch.defaultLimit))
        XCTAssertEqual(watch.overdue(now: ExampleWatch.defaultLimit + ExampleWatch.grace + 1),
                       ExampleWatch.Overdue(what: .activity("the beforeSuite at Hooks.swift:3"), limit: ExampleWatch.defaultLimit))

        POSIX.append("p\tthe beforeSuite at Hooks.swift:3\nK\tM.S\n", to: file)
        watch.read(file, now: 10)
        XCTAssertEqual(watch.overdue(now: 10 + ExampleWatch.defaultLimit + ExampleWatch.grace + 1)?.name,
                       "the class setUp() or tearDown() of M.S", "a class setUp() that never returns")

        POSIX.append("T\tM.S/testWaits\n", to: file)
        watch.read(file, now: 20)
        XCTAssertEqual(watch.overdue(now: 20 + ExampleWatch.defaultLimit + ExampleWatch.grace + 1)?.name, "the test M.S/testWaits",
                       "the class is busy with its test, which is watched itself")
        POSIX.append("t\tM.S/testWaits\tpassed\t\t1\nk\tM.S\n", to: file)
        watch.read(file, now: 30)
        XCTAssertNil(watch.overdue(now: 10_000))
    }

    func testAnExampleWaitingOnAClassSetUpItStartedIsOverdueAsThatSetUp() throws {
        let file = try journal("")
        var watch = ExampleWatch(journal: file)
        POSIX.append("S\tM.S\tfirst\t10\n", to: file)
        watch.read(file, now: 0)
        POSIX.append("P\tthe class setUp() of M.S\n", to: file)
        watch.read(file, now: 0.5)

        XCTAssertEqual(watch.overdue(now: 10 + ExampleWatch.grace + 0.2)?.what, .activity("the class setUp() of M.S"))
    }

    func testEveryLineReadAlsoTellsTheBlameAndTheReportsAndANewWorkerStartsTheWatchAnew() throws {
        let file = try journal("")
        var watch = ExampleWatch(journal: file)
        POSIX.append("W\t1.0\nB\nA\tM.S/testAllExamplesOfS\nS\tM.S\tpasses\t1\ne\t2000\nS\tM.S\ttraps\t1\n", to: file)
        watch.read(file, now: 0)
        XCTAssertEqual(watch.summary.openExamples, ["M.S\ttraps"])
        XCTAssertEqual(watch.run.cases.map(\.name), ["passes"])

        POSIX.append("C\t4\texample\tM.S\ttraps\nW\nB\nA\tM.S/testAllExamplesOfS\nS\tM.S\ttraps\nF\tcrashed\t/f.swift\t3\n"
            + "E\tM.S\ttraps\tfailed\t\t0\texample\na\tM.S/testAllExamplesOfS\nZ\n", to: file)
        watch.read(file, now: 100)
        XCTAssertNil(watch.overdue(now: 1_000), "the worker that ran the example before the crash is gone")
        XCTAssertFalse(watch.summary.somethingRan)
        XCTAssertEqual(watch.summary.endedTests, ["M.S/testAllExamplesOfS"])
        XCTAssertTrue(watch.summary.xctestRunEnded)

        let whole = EarlierProcesses(journal: String(decoding: POSIX.bytes(of: file, from: 0), as: UTF8.self), includingLastProcess: true)
        let listed = { (run: EarlierProcesses) in run.reportCases.map { "\($0.className) \($0.name) \($0.outcome) \($0.duration)" } }
        XCTAssertEqual(listed(watch.run), listed(whole), "read as it came, the journal says what it says read whole")
        XCTAssertEqual(watch.run.cases.map(\.name), ["passes", "traps"])
        XCTAssertEqual(watch.run.processes, 2)
        XCTAssertEqual(watch.run.runStarted, 1)
        XCTAssertTrue(watch.run.hasEnded("passes", of: "M.S"))
    }

    func testTheWatchKnowsWhenACrashSignalReachedTheWorkerAndUnderXCTestItEndsNoExample() throws {
        let file = try journal("W\t1.0\n")
        var watch = ExampleWatch(journal: file)
        POSIX.append("B\nS\tM.S\ttraps\nX\t5\t1700000000.123456789\n", to: file)
        watch.read(file, now: 100)

        XCTAssertEqual(watch.summary.crashSignalled, 1_700_000_000.123456789)
        XCTAssertEqual(watch.summary.openExamples, ["M.S\ttraps"])
        POSIX.append("W\n", to: file)
        watch.read(file, now: 101)
        XCTAssertNil(watch.summary.crashSignalled, "a new worker starts anew")
    }

    func testUnderXCTestWhatStartedAfterTheCrashSignalIsNotWhatCrashed() throws {
        // A background thread crashed while `first` ran; the main thread ended it and went on,
        // into the next class, before the process ended.
        let watch = try watched("B\nK\tM.A\nA\tM.A/testAllExamplesOfA\nS\tM.A\tfirst\nX\t4\t1700000000.5\nS\tM.A\tsecond\n"
            + "a\tM.A/testAllExamplesOfA\nk\tM.A\nK\tM.B\nA\tM.B/testAllExamplesOfB\nS\tM.B\tinnocent\n")

        XCTAssertEqual(watch.summary.openExamples, ["M.B\tinnocent"], "what ran when the process ended")
        let running = watch.summary.runningSinceCrashSignal()
        XCTAssertEqual(running.openExamples, [], "it started after the signal")
        XCTAssertFalse(running.testIsOpen)
        XCTAssertNil(running.openClass)
        XCTAssertEqual(watch.run.cases.filter { $0.className == "M.A" }.map(\.name), ["first", "second"],
                       "the example running at the signal passed when the next started: the signal ends no example")
        XCTAssertEqual(watch.run.cases.map(\.outcome), [.passed, .passed])
        XCTAssertEqual(CrashSupervisor.outsideAnyTest(running),
                       "outside any test SpecKit knew of (the signal came while M.A.first ran, which went on to its end)",
                       "the supervisor's line names what ran at the signal")
        XCTAssertEqual(CrashSupervisor.outsideAnyTest(try watched("B\nX\t4\t1700000000.5\n").summary.runningSinceCrashSignal()),
                       "outside any test SpecKit knew of", "nothing ran at the signal")
    }

    func testUnderXCTestTheExampleRunningAtTheCrashSignalIsStillBlamedWhenItDidNotEnd() throws {
        let watch = try watched("B\nK\tM.A\nA\tM.A/testAllExamplesOfA\nS\tM.A\ttraps\nX\t4\t1700000000.5\n")

        XCTAssertEqual(watch.summary.runningSinceCrashSignal().openExamples, ["M.A\ttraps"])
        XCTAssertTrue(watch.summary.runningSinceCrashSignal().testIsOpen)
        // Without a crash signal (a worker killed), what ran at the end is what ran.
        let plain = try watched("B\nS\tM.A\tfirst\nS\tM.A\tsecond\n")
        XCTAssertEqual(plain.summary.runningSinceCrashSignal().openExamples, ["M.A\tsecond"])
    }

    func testUnderXCTestAPlainTestOrAnActivityRunningAtTheCrashSignalIsNotBlamedOnceTheMainThreadWentOn() throws {
        // A plain test passed after the signal and the next started: not the class around them.
        let watch = try watched("B\nK\tM.C\nT\tM.C/t1\nX\t4\t1700000000.5\nt\tM.C/t1\tpassed\t\t10\nT\tM.C/t2\n")
        let afterTest = watch.summary.runningSinceCrashSignal()
        XCTAssertFalse(afterTest.testIsOpen)
        XCTAssertNil(afterTest.openClass, "the class's setUp() did not crash: its tests go on")

        // spec() ran when the signal came, then the class's first example started.
        let planning = try watched("B\nK\tM.Y\nA\tM.Y/testAllExamplesOfY\nP\tspec() of M.Z\nX\t4\t1700000000.5\np\tspec() of M.Z\nS\tM.Y\te1\n")
        let afterActivity = planning.summary.runningSinceCrashSignal()
        XCTAssertEqual(afterActivity.openExamples, [])
        XCTAssertFalse(afterActivity.testIsOpen, "the class's test is not blamed: its examples run")
        XCTAssertNil(afterActivity.openActivity)
        XCTAssertNil(afterActivity.openClass)

        // The class's setUp() crashed on the main thread: nothing started after the signal.
        let inSetUp = try watched("B\nK\tM.C\nX\t4\t1700000000.5\n")
        XCTAssertEqual(inSetUp.summary.runningSinceCrashSignal().openClass, "M.C")
    }

    func testTheWatchKnowsWhereTheCrashSignalCame() throws {
        for place in ["example", "main", "queue", "ended", "other"] {
            XCTAssertEqual(try watched("B\nS\tM.A\tfirst\nX\t4\t1700000000.5\t\(place)\n").summary.crashPlace?.rawValue, place)
        }
        XCTAssertNil(try watched("B\nS\tM.A\tfirst\nX\t4\t1700000000.5\n").summary.crashPlace, "a line that does not say")
    }

    func testUnderXCTestTheBlameDependsOnWhereTheCrashSignalCame() throws {
        let blame = { (lines: String, place: CrashPlace?) in
            CrashSupervisor.blameUnderXCTest(try self.watched(lines).summary.runningSinceCrashSignal(), cause: "4", place: place)?.record
        }
        // An example that ran at the signal is blamed wherever it came; its cause says where, when
        // not where the example's own code runs.
        let inExample = "B\nK\tM.S\nA\tM.S/testAllExamplesOfS\nS\tM.S\tfirst\nX\t4\t1700000000.5\n"
        XCTAssertEqual(try blame(inExample, .example), "C\t4\texample\tM.S\tfirst")
        XCTAssertEqual(try blame(inExample, .main), "C\t4/main\texample\tM.S\tfirst", "main-actor code outside the example's case")
        XCTAssertEqual(try blame(inExample, .queue), "C\t4/queue\texample\tM.S\tfirst")
        XCTAssertEqual(try blame(inExample, .ended), "C\t4/ended\texample\tM.S\tfirst")
        XCTAssertEqual(try blame(inExample, .other), "C\t4/other\texample\tM.S\tfirst")
        XCTAssertEqual(try blame(inExample, nil), "C\t4\texample\tM.S\tfirst")

        // Between two examples a spec class runs only SpecKit's code: a crash signal there came
        // from work left running (which can run on the main actor too), and the class goes on.
        let between = "B\nK\tM.S\nA\tM.S/testAllExamplesOfS\nS\tM.S\tfirst\ne\t10\n"
        XCTAssertEqual(try blame(between, nil), "C\t4\tclass\tM.S/testAllExamplesOfS", "exit(_:) between its examples")
        XCTAssertNil(try blame(between + "X\t4\t1700000000.5\n", .main), "a main-actor task left running")
        XCTAssertNil(try blame(between + "X\t4\t1700000000.5\n", .other), "work left running: the class's other examples still run")
        XCTAssertNil(try blame(between + "X\t4\t1700000000.5\n", .ended))
        XCTAssertNil(try blame(between + "X\t4\t1700000000.5\n", .queue), "a main-queue block left running is not the class's")
        // A class's own setUp() may start the work that crashes on another thread: it is blamed,
        // and its failure says where the crash came; a task an earlier example left is not its.
        let setUp = "B\nK\tM.S\nX\t4\t1700000000.5\n"
        XCTAssertEqual(try blame(setUp, .main), "C\t4\tclass\tM.S")
        XCTAssertEqual(try blame(setUp, .other), "C\t4/other\tclass\tM.S")
        XCTAssertNil(try blame(setUp, .ended))
        // A plain test is blamed as the example is.
        XCTAssertEqual(try blame("B\nK\tM.P\nT\tM.P/testIt\nX\t4\t1700000000.5\n", .other), "C\t4/other\ttest\tM.P/testIt")
    }

    func testUnderSwiftTestingOnlyWhatRanAtTheCrashSignalAndStillRunsIsBlamed() throws {
        // Two classes' examples ran at once; a background thread crashed; `M.A`'s example went on
        // and the next one started before the process ended, while `M.B`'s still ran.
        let watch = try watched("S\tM.A\tfirst\nS\tM.B\tslow\nX\t4\t1700000000.5\tother\ne\t10\nE\tM.A\tfirst\tpassed\t\t10\texample\n"
            + "S\tM.A\tsecond\n")
        XCTAssertEqual(watch.summary.openExamples, ["M.B\tslow", "M.A\tsecond"])
        let running = watch.summary.runningSinceCrashSignal(oneAtATime: false)
        XCTAssertEqual(running.openExamples, ["M.B\tslow"], "an example that started after the signal did not crash")
        XCTAssertFalse(running.wentOnAfterSignal)
        XCTAssertEqual(watch.summary.runningSinceCrashSignal().openExamples, [], "one at a time, the start shows the main thread went on")

        // The one example running at the signal ended after it: nothing that still runs crashed.
        let ended = try watched("S\tM.A\tfirst\nP\tthe class setUp() of M.A\nX\t4\t1700000000.5\tother\n"
            + "E\tM.A\tfirst\tpassed\t\t10\texample\nS\tM.A\tsecond\n").summary.runningSinceCrashSignal(oneAtATime: false)
        XCTAssertEqual(ended.openExamples, [])
        XCTAssertNil(ended.openActivity)
        XCTAssertTrue(ended.wentOnAfterSignal)
    }

    func testWhatFailedAfterTheCrashSignalHasNotEndedAndRunsAgain() throws {
        // A plain test failed as the process went down (a call the crash handler interrupted).
        let watch = try watched("B\nK\tM.P\nT\tM.P/testFirst\nt\tM.P/testFirst\tpassed\t\t10\nT\tM.P/testWaits\nX\t4\t1700000000.5\n"
            + "F\tInterrupted system call\t/x/P.swift\t9\nt\tM.P/testWaits\tfailed\t\t10\n")
        XCTAssertEqual(watch.summary.endedTests, ["M.P/testFirst"], "the next worker runs testWaits again")
        XCTAssertEqual(watch.run.cases.map(\.name), ["testFirst"], "the reports wait for its run there")

        // The last example of a class failed so, and then its class's test ended.
        let spec = try watched("B\nK\tM.S\nA\tM.S/testAllExamplesOfS\nS\tM.S\tfirst\nS\tM.S\tlast\nX\t4\t1700000000.5\n"
            + "F\tInterrupted system call\t/x/S.swift\t9\nE\tM.S\tlast\tfailed\t\t10\texample\na\tM.S/testAllExamplesOfS\n")
        XCTAssertEqual(spec.summary.endedTests, [], "the class's test runs again, for its last example")
        XCTAssertEqual(spec.run.cases.map(\.name), ["first"])
    }

    func testTheSummaryKnowsWhenTheLastTestStarted() throws {
        let file = try journal("W\t1.0\n")
        var watch = ExampleWatch(journal: file)
        POSIX.append("B\nK\tM.P\nT\tM.P/testHangs\n", to: file)
        watch.read(file, now: 100)

        XCTAssertEqual(watch.summary.lastTest, "M.P/testHangs")
        XCTAssertEqual(watch.summary.lastTestSince, 100)
    }

    func testParallelExamplesAreWatchedEachOnItsOwn() throws {
        let file = try journal("")
        var watch = ExampleWatch(journal: file)
        POSIX.append("S\tM.A\tquick\t10\nS\tM.B\tslow\t10\n", to: file)
        watch.read(file, now: 0)
        POSIX.append("E\tM.A\tquick\tpassed\t\t0\texample\nS\tM.A\tnext\t10\n", to: file)
        watch.read(file, now: 8)

        XCTAssertEqual(watch.overdue(now: 16)?.what, .example("M.B\tslow"))
        XCTAssertNil(watch.overdue(now: 10 + ExampleWatch.grace))
    }
}
#endif
