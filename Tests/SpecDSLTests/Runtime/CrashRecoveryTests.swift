import XCTest

@_spi(SpecDiscovery) @testable import SpecDSL

/// What a test process started after a crash learns from the journal of the processes before it:
/// which cases ended (it skips them and reports them again), which crashed (it reports them as
/// failed instead of running them), and when the run started.
final class CrashRecoveryTests: XCTestCase {
    private static let noCapture: FailureCapturing = { body, _ in body() }

    /// A run whose first process ran one passing and one failing example, then crashed in the
    /// third; the supervisor recorded the crash and started this process (the last `W`).
    private static let journal = """
        W\t1795758175.250000
        T\tMod.PlainTests/testFirst
        t\tMod.PlainTests/testFirst\tpassed\t\t0.001
        A\tMod.CartSpec/testAllExamplesOfCartSpec
        P\tspec() of Mod.CartSpec
        p\tspec() of Mod.CartSpec
        S\tMod.CartSpec\tCart__starts_empty
        E\tMod.CartSpec\tCart__starts_empty\tpassed\t\t0.002\texample
        S\tMod.CartSpec\tCart__adds
        F\texpected to equal <1>, got <0>\\twith a tab\\nand a line\t/src/CartSpec.swift\t12
        E\tMod.CartSpec\tCart__adds\tfailed\t\t0.003\texample
        S\tMod.CartSpec\tCart__is_disabled
        E\tMod.CartSpec\tCart__is_disabled\tpending\tdisabled with xit\t0\texample
        S\tMod.CartSpec\tCart__traps
        C\t4\texample\tMod.CartSpec\tCart__traps
        W
        A\tMod.CartSpec/testAllExamplesOfCartSpec
        S\tMod.CartSpec\tCart__traps
        """

    /// Two targets' `beforeSuite` cases share a name: one reported before a crash does not hide the other's.
    func testAFailingCaseReportedEarlierIsKnownByItsNameAndPlace() {
        let earlier = EarlierProcesses(journal: """
            W	1
            S	Alpha.AaaSpec	beforeSuite
            F	boom	/src/Alpha/Config.swift	11
            E	Alpha.AaaSpec	beforeSuite	failed		0	case
            S	Alpha.AaaSpec	beforeSuite_2
            F	again	/src/Alpha/More.swift	4
            E	Alpha.AaaSpec	beforeSuite_2	failed		0	case
            S	Alpha.AaaSpec	Aaa__one
            C	4	example	Alpha.AaaSpec	Aaa__one
            W
            """)
        func failing(_ name: String, _ file: String, _ line: Int) -> FailingCase {
            FailingCase(name: name, failures: [SpecFailure(.definitionIssue, "boom", file: file, line: line)])
        }
        XCTAssertTrue(earlier.reportedEarlier(failing("beforeSuite", "/src/Alpha/Config.swift", 11)))
        XCTAssertTrue(earlier.reportedEarlier(failing("beforeSuite", "/src/Alpha/More.swift", 4)), "numbered in its class")
        XCTAssertFalse(earlier.reportedEarlier(failing("beforeSuite", "/src/Beta/Config.swift", 11)), "another target's hook")
        XCTAssertFalse(earlier.reportedEarlier(failing("afterSuite", "/src/Alpha/Config.swift", 11)))
        XCTAssertFalse(earlier.reportedEarlier(failing("beforeSuit", "/src/Alpha/Config.swift", 11)))
        XCTAssertFalse(earlier.reportedEarlier(failing("Aaa__one", "/src/Alpha/Config.swift", 11)), "a crashed example is no reported case")
    }

    func testTheCasesThatEndedInEarlierProcessesAreKnownByClassAndName() {
        let earlier = EarlierProcesses(journal: Self.journal)

        XCTAssertTrue(earlier.isResumedRun)
        XCTAssertTrue(earlier.hasEnded("Cart__starts_empty", of: "Mod.CartSpec"))
        XCTAssertTrue(earlier.hasEnded("Cart__adds", of: "Mod.CartSpec"))
        XCTAssertFalse(earlier.hasEnded("Cart__traps", of: "Mod.CartSpec"), "it crashed: it never ended")
        XCTAssertFalse(earlier.hasEnded("Cart__starts_empty", of: "Other.CartSpec"), "classes are told apart by module")
        XCTAssertEqual(earlier.exampleCount, 3, "the plain test is no example")
        XCTAssertEqual(earlier.cases.map(\.name), ["testFirst", "Cart__starts_empty", "Cart__adds", "Cart__is_disabled"])
        XCTAssertEqual(earlier.runStarted, 1_795_758_175.25)
    }

    func testAnExamplesPlaceGoesThroughTheJournalToTheSummaryAfterACrash() {
        let pending = ExamplePlace(example: "Tests/Mod/CartSpec.swift:9", group: "Cart\twith a tab", groupPlace: "Tests/Mod/CartSpec.swift:4")
        let loose = ExamplePlace(example: "Tests/Mod/CartSpec.swift:20", group: nil, groupPlace: "Tests/Mod/CartSpec.swift:20")
        // As `CrashJournal.caseStarted` writes them: the limit's field (empty without one) comes first.
        let journal = "S\tMod.CartSpec\tCart__is_disabled\t\tTests/Mod/CartSpec.swift:9\tTests/Mod/CartSpec.swift:4\tCart\\twith a tab\n"
            + "E\tMod.CartSpec\tCart__is_disabled\tpending\tdisabled with xit\t0\texample\n"
            + "S\tMod.CartSpec\tloose\t2\tTests/Mod/CartSpec.swift:20\tTests/Mod/CartSpec.swift:20\n"
            + "S\tMod.CartSpec\tunplaced\n"
        // Under XCTest (`B`) the example that started before another passed.
        let earlier = EarlierProcesses(journal: "W\t1795758175.25\nB\n" + journal + "C\t4\texample\tMod.CartSpec\tunplaced\t10\nW\n")
        XCTAssertEqual(earlier.cases.map(\.name), ["Cart__is_disabled", "loose"])
        XCTAssertEqual(earlier.cases.map(\.place), [pending, loose])
        let results = earlier.cases.map { ExampleResult(earlier: $0) }
        XCTAssertEqual(results.map(\.place), [pending, loose])
        XCTAssertEqual(results.map(\.outcome), [.pending("disabled with xit"), .passed])
    }

    func testAFailureKeepsItsMessageFileAndLine() throws {
        let earlier = EarlierProcesses(journal: Self.journal)
        let adds = try XCTUnwrap(earlier.cases.first { $0.name == "Cart__adds" })

        XCTAssertEqual(adds.outcome, .failed([ExampleResult.Failure(
            message: "expected to equal <1>, got <0>\twith a tab\nand a line", file: "/src/CartSpec.swift", line: 12)]))
        XCTAssertEqual(earlier.cases.first { $0.name == "Cart__is_disabled" }?.outcome, .pending("disabled with xit"))
    }

    func testTheCrashedExampleIsKnownWithItsSignal() throws {
        let earlier = EarlierProcesses(journal: Self.journal)
        let crash = try XCTUnwrap(earlier.crash(of: "Cart__traps", in: "Mod.CartSpec"))

        XCTAssertNil(earlier.crash(of: "Cart__adds", in: "Mod.CartSpec"))
        XCTAssertEqual(crash.message, "crashed: signal 4 (SIGILL), a Swift runtime trap: fatalError, a failed precondition, "
            + "a force unwrap of nil, an index out of range or an overflow")
    }

    func testWhatThisProcessWroteItselfIsNotAnEarlierProcesssWork() {
        let journal = "W\t1.0\nA\tMod.CartSpec/testAllExamplesOfCartSpec\nS\tMod.CartSpec\tCart__adds\n"
            + "E\tMod.CartSpec\tCart__adds\tpassed\t\t0.1\texample\n"
        let earlier = EarlierProcesses(journal: journal)

        XCTAssertFalse(earlier.isResumedRun)
        XCTAssertFalse(earlier.hasEnded("Cart__adds", of: "Mod.CartSpec"))
        XCTAssertTrue(earlier.cases.isEmpty)
    }

    func testEachCauseIsSaidInWords() {
        XCTAssertTrue(EarlierProcesses.describe("11").hasPrefix("crashed: signal 11 (SIGSEGV), a bad memory access, or a stack overflow"))
        XCTAssertTrue(EarlierProcesses.describe("6").hasPrefix("crashed: signal 6 (SIGABRT), abort()"))
        XCTAssertTrue(EarlierProcesses.describe("exit").hasPrefix("called exit(_:), which ends the test process"))
        XCTAssertTrue(EarlierProcesses.describe("9").contains("out of memory"))
    }

    func testAPlainTestOrAClassThatCrashedIsReportedByNoLaterProcessSoTheJournalKeepsIt() {
        let journal = "W\t1.0\nT\tMod.PlainTests/testCrashes\nC\t11\ttest\tMod.PlainTests/testCrashes\n"
            + "A\tMod.CartSpec/testAllExamplesOfCartSpec\nC\t4\tclass\tMod.CartSpec/testAllExamplesOfCartSpec\nW\n"
        let earlier = EarlierProcesses(journal: journal)

        XCTAssertEqual(earlier.reportCases.map { "\($0.className) \($0.name)" },
                       ["Mod.PlainTests testCrashes", "Mod.CartSpec crashed_outside_examples"])
        XCTAssertEqual(earlier.cases.filter(\.crashed).count, 2)
        guard case .failed(let failures) = earlier.reportCases[0].outcome else { return XCTFail("a crashed test failed") }
        XCTAssertTrue(failures[0].message.hasPrefix("crashed: signal 11 (SIGSEGV)"), failures[0].message)
    }

    func testAPlainTestThatCrashedOrHungKeepsTheTimeItRan() {
        let journal = "W\t1.0\nT\tMod.PlainTests/testHangs\nC\tstopped:8\ttest\tMod.PlainTests/testHangs\t8250000\n"
            + "W\nT\tMod.PlainTests/testCrashes\nC\t11\ttest\tMod.PlainTests/testCrashes\nW\n"
        let earlier = EarlierProcesses(journal: journal)

        XCTAssertEqual(earlier.reportCases.map(\.name), ["testHangs", "testCrashes"])
        XCTAssertEqual(earlier.reportCases.map(\.duration), [8.25, 0], "a line without a time, as an older supervisor wrote, says 0")
    }

    func testUnderXCTestAnExampleThatPassedIsEndedByTheNextLine() {
        let earlier = EarlierProcesses(journal: "W\t1\nB\nA\tM.S/testAllExamplesOfS\nS\tM.S\tx\nS\tM.S\ty\n"
            + "F\tboom\t/f.swift\t3\nC\t4\texample\tM.S\ty\nW\n")

        XCTAssertTrue(earlier.hasEnded("x", of: "M.S"))
        XCTAssertFalse(earlier.hasEnded("y", of: "M.S"), "it crashed")
        XCTAssertEqual(earlier.cases.map(\.outcome), [.passed])
        XCTAssertEqual(earlier.exampleCount, 1)
    }

    func testWhatFailedAfterACrashSignalReachedTheProcessRunsAgain() {
        // Three examples ran at once; a crash signal came; one's blocked call was interrupted as
        // the process went down, and it failed; another passed then.
        let earlier = EarlierProcesses(journal: "W\t1\nS\tM.S\tdone\nE\tM.S\tdone\tpassed\t\t10\texample\nS\tM.S\tcrashes\n"
            + "S\tM.S\tinterrupted\nS\tM.S\tquick\nX\t4\t1700000000.000000001\nF\tInterrupted system call\t/f.swift\t3\n"
            + "E\tM.S\tinterrupted\tfailed\t\t10\texample\nE\tM.S\tquick\tpassed\t\t10\texample\n"
            + "T\tM.P/testY\nt\tM.P/testY\tfailed\t\t10\nG\tM.S\tdone\tlate\t/f.swift\t4\nC\t4\texample\tM.S\tcrashes\nW\n")

        XCTAssertTrue(earlier.hasEnded("done", of: "M.S"))
        XCTAssertFalse(earlier.hasEnded("interrupted", of: "M.S"), "it failed as the process went down")
        XCTAssertTrue(earlier.hasEnded("quick", of: "M.S"), "a pass is a pass")
        XCTAssertEqual(earlier.cases.map(\.name), ["done", "quick"])
        XCTAssertEqual(earlier.cases.map(\.outcome), [.passed, .passed])
        let whole = EarlierProcesses(journal: "W\t1\nS\tM.S\tinterrupted\nX\t4\t1700000000.000000001\n"
            + "E\tM.S\tinterrupted\tfailed\t\t10\texample\nS\tM.T\tafter\nE\tM.T\tafter\tpassed\t\t10\texample\n",
            includingLastProcess: true)
        XCTAssertEqual(whole.classesToRunAgain, ["M.S"], "its class's test runs again, even when it ended")
        let next = EarlierProcesses(journal: "W\t1\nX\t11\t1700000000.5\nW\nS\tM.S\tlater\nE\tM.S\tlater\tpassed\t\t10\texample\nW\n")
        XCTAssertTrue(next.hasEnded("later", of: "M.S"), "the next worker's lines count again")
        let again = EarlierProcesses(journal: "W\t1\nS\tM.S\tx\nX\t4\t1700000000.5\nE\tM.S\tx\tfailed\t\t10\texample\nW\n",
                                     includingLastProcess: true)
        XCTAssertEqual(again.classesToRunAgain, [], "a new worker runs them")
    }

    func testTheChecksACrashedExampleFailedBeforeItCrashedGoWithItsCrash() throws {
        // Under XCTest: `x` passed (its end waits for the next line); `y` failed a check, then
        // crashed; `z` failed one and ended; a failure after the crash signal went with the process.
        let earlier = EarlierProcesses(journal: "W\t1\nB\nS\tM.S\tx\nS\tM.S\ty\n"
            + "f\tM.S\ty\texpected to equal <1>, got <nil>\t/p/Tests/S.swift\t7\nf\tM.S\ty\tsecond\t\t0\n"
            + "X\t4\t1700000000.25\nf\tM.S\ty\tInterrupted system call\t/f.swift\t3\nC\t4\texample\tM.S\ty\nW\n"
            + "S\tM.S\tz\nf\tM.S\tz\tboom\t/f.swift\t3\nF\tboom\t/f.swift\t3\nE\tM.S\tz\tfailed\t\t10\texample\nC\t11\tunknown\nW\n")
        let crash = try XCTUnwrap(earlier.crash(of: "y", in: "M.S"))

        XCTAssertTrue(earlier.hasEnded("x", of: "M.S"), "a failure line of another example does not keep x open")
        XCTAssertEqual(crash.failuresBefore, [SpecFailure(message: "expected to equal <1>, got <nil>", file: "/p/Tests/S.swift", line: 7),
                                              SpecFailure(message: "second", file: "", line: 0)])
        XCTAssertEqual(crash.message, "crashed: signal 4 (SIGILL), a Swift runtime trap: fatalError, a failed precondition, a force unwrap "
            + "of nil, an index out of range or an overflow; before that, it failed: /p/Tests/S.swift:7: expected to equal <1>, got <nil>; second")
        XCTAssertEqual(earlier.cases.map(\.name), ["x", "z"])
        XCTAssertEqual(earlier.crashes.last?.failuresBefore, [], "z ended: its failures went with its end")
    }

    func testACrashedAttemptReportsItsOwnFailuresAndThoseNoAttemptListed() throws {
        // SPECKIT_RETRY: attempt 1 failed `own`, and another example's task failed `foreign`
        // (recorded at once: no attempt forgives it); attempt 2 failed `again`, then crashed.
        let earlier = EarlierProcesses(journal: "W\t1\nB\nS\tM.S\tb\nf\tM.S\tb\town\t/f.swift\t3\nf\tM.S\tb\tforeign\t/g.swift\t4\n"
            + "R\tM.S\tb\t1\town\t/f.swift\t3\nf\tM.S\tb\tagain\t/f.swift\t3\nC\t4\texample\tM.S\tb\nW\n")

        XCTAssertEqual(try XCTUnwrap(earlier.crash(of: "b", in: "M.S")).failuresBefore,
                       [SpecFailure(message: "foreign", file: "/g.swift", line: 4), SpecFailure(message: "again", file: "/f.swift", line: 3)])
    }

    func testUnderXCTestACrashSignalDoesNotEndTheExampleThatRuns() {
        let earlier = EarlierProcesses(journal: "W\t1\nB\nS\tM.S\tx\nX\t4\t1700000000.25\nC\t4\texample\tM.S\tx\nW\n")

        XCTAssertFalse(earlier.hasEnded("x", of: "M.S"))
        XCTAssertEqual(earlier.crashes.map(\.what), [.example(className: "M.S", name: "x")])
    }

    func testATestCrashIsNamedAsTheReportNamesTests() {
        XCTAssertTrue(EarlierProcesses.names(ofTest: "Mod.PlainTests/testCrashes") == ("Mod.PlainTests", "testCrashes"))
        XCTAssertTrue(EarlierProcesses.names(ofTest: "Mod.plain()/File.swift:27:2") == ("Mod", "plain()"))
        XCTAssertTrue(EarlierProcesses.names(ofTest: "Mod.Suite/inner(_:)/File.swift:3:6") == ("Mod.Suite", "inner(_:)"))
    }

    func testEachCrashOutsideAnyTestIsACaseOfItsOwnName() {
        let run = EarlierProcesses(journal: "W\t1\nC\t4/other\tunknown\nW\nS\tM.A\tx\nE\tM.A\tx\tpassed\t\t0\texample\n"
            + "C\t11/other\tunknown\nW\n")

        XCTAssertEqual(run.unreportedCrashes.map(\.name), ["crash_outside_tests", "crash_outside_tests_2"],
                       "a report that gave both one name would lose one wherever cases are kept by name")
        XCTAssertEqual(run.crashesOutsideTests().map(\.name), ["crash_outside_tests", "crash_outside_tests_2"])
    }

    func testACrashAmongParallelTestsThatNoCrashNamedIsACaseOfItsOwn() {
        let unnamed = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.A\tx\nE\tM.A\tx\tpassed\t\t0\texample\nW\n")
        let named = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.A\tx\nC\t4\texample\tM.A\tx\nW\n")

        XCTAssertEqual(unnamed.reportCases.map(\.name), ["x", "crashed_while_tests_ran_in_parallel"])
        XCTAssertEqual(unnamed.unreportedCrashes.map(\.name), ["crashed_while_tests_ran_in_parallel"])
        XCTAssertEqual(named.unreportedCrashes.map(\.name), ["x"], "the example crashed again and no process reported it")

        // When they ran one at a time, an example crashed and then passed when it ran again
        // (`SPECKIT_RETRY`): that names nothing that fails the run, so the crash among parallel
        // tests keeps its case, which the run fails for.
        let forgiven = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.A\tx\nC\t4\texample\tM.A\tx\nW\n"
            + "S\tM.A\tx\nF\tcrashed\t/a/A.swift\t3\nR\nE\tM.A\tx\tpassed\t\t0\texample\n", includingLastProcess: true)
        XCTAssertEqual(forgiven.reportCases.map(\.name), ["x", "crashed_while_tests_ran_in_parallel"])
        let message = { (reported: EarlierProcesses.Case?) -> String? in
            guard case .failed(let failures)? = reported?.outcome else { return nil }
            return failures.first?.message
        }
        XCTAssertEqual(message(forgiven.reportCases.last)?.hasSuffix(" while several tests ran at once; when they ran "
            + "again one at a time, only examples that then passed when they ran again crashed (SPECKIT_RETRY), and SpecKit cannot tell "
            + "that this crash was one of theirs"), true)
        XCTAssertFalse(forgiven.passesDespiteCrashes)
        // The process that runs the example again, and lists the crashes no case reports in its
        // summary, knows it passed there before the journal says so.
        let lastProcess = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.A\tx\nC\t4\texample\tM.A\tx\nW\n")
        XCTAssertEqual(lastProcess.crashesOutsideTests().map(\.name), [])
        XCTAssertEqual(lastProcess.crashesOutsideTests(passedHere: ["M.A\tx"]).map(\.name), ["crashed_while_tests_ran_in_parallel"])
        XCTAssertEqual(message(lastProcess.crashesOutsideTests(passedHere: ["M.A\tx"]).first), message(forgiven.reportCases.last),
                       "the summary says what the report says")
        XCTAssertTrue(forgiven.crashTotals(underXCTest: false, unreported: 1, lastWorkerPassed: true).hasPrefix(
            "SpecKit: 1 crash in this run, each reported above, and 1 while several tests ran at once, which only examples that "
                + "then passed on a retry followed when they ran one at a time; the run fails"), forgiven.crashTotals(underXCTest: false, unreported: 1, lastWorkerPassed: true))
    }

    func testTheSupervisorReportsTheLastProcessTooAndEachCaseOnce() {
        let journal = "W\t1\nB\nS\tM.A\tx\nE\tM.A\tx\tpassed\t\t1500\texample\nS\tM.A\ty\nT\tM.P/testY\n"
            + "C\t11\ttest\tM.P/testY\nW\nS\tM.A\tz\nF\tboom\t/a/A.swift\t3\nE\tM.A\tz\tfailed\t\t5\texample\n"

        XCTAssertEqual(EarlierProcesses(journal: journal).reportCases.map(\.name), ["x", "y", "testY"])
        let whole = EarlierProcesses(journal: journal, includingLastProcess: true).reportCases
        XCTAssertEqual(whole.map(\.name), ["x", "y", "testY", "z"], "an example that passed under XCTest is ended by its E line or by the next line")
        XCTAssertEqual(whole.first?.duration, 0.0015)
        let passed = EarlierProcesses(journal: "W\t1\nB\nS\tM.A\tx\ne\t2500\nS\tM.A\ty\nZ\n", includingLastProcess: true).reportCases
        XCTAssertEqual(passed.map(\.name), ["x", "y"], "e ends the open example with its time; Z ends the last one")
        XCTAssertEqual(passed.map(\.duration), [0.0025, 0])
        XCTAssertEqual(whole.last?.outcome, .failed([SpecFailure(message: "boom", file: "/a/A.swift", line: 3)]))
    }

    func testAFailureAfterACaseEndedFailsThatCase() {
        let journal = "W\t1\nS\tM.A\tx\nE\tM.A\tx\tpassed\t\t10\texample\nS\tM.A\ty\nG\tM.A\tx\tlate\t/a/A.swift\t9\n"
            + "E\tM.A\ty\tpassed\t\t10\texample\n"

        let cases = EarlierProcesses(journal: journal, includingLastProcess: true).reportCases
        XCTAssertEqual(cases.map(\.name), ["x", "y"], "the case is there once")
        XCTAssertEqual(cases.first?.outcome, .failed([SpecFailure(message: "late", file: "/a/A.swift", line: 9)]))
        XCTAssertEqual(cases.last?.outcome, .passed)
    }

    func testJournalFieldsSurviveTabsLineBreaksAndBackslashes() {
        let text = "a\tb\nc\\d\\t"
        let escaped = CrashJournal.escape(text)

        XCTAssertFalse(escaped.contains("\t") || escaped.contains("\n"))
        XCTAssertEqual(CrashJournal.unescape(Substring(escaped)), text)
        XCTAssertEqual(CrashJournal.escape("plain"), "plain")
        // A NUL ends a C string, not the field: what comes after it is escaped too.
        let afterNul = "ab\u{0}\ncd\te"
        XCTAssertFalse(CrashJournal.escape(afterNul).contains("\n") || CrashJournal.escape(afterNul).contains("\t"))
        XCTAssertEqual(CrashJournal.unescape(Substring(CrashJournal.escape(afterNul))), afterNul)
    }

    // MARK: What a process started after a crash runs

    func testASelectionLeavesOutWhatRanAndFailsTheCrashedExample() throws {
        let spec = SpecDefinition(type: CrashedSpec.self, name: "CrashedSpec") {
            it("runs first") {}
            it("crashes") {}
            it("is left") {}
        }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: CrashedSpec.self))
        let className = String(reflecting: CrashedSpec.self)
        let earlier = EarlierProcesses(journal: "W\nS\t\(className)\truns_first\nE\t\(className)\truns_first\tpassed\t\t0\texample\n"
            + "S\t\(className)\tcrashes\nC\t6\texample\t\(className)\tcrashes\nW\n")

        let selection = ExampleSelection(plan, in: target, processCases: [], environment: [:], className: className, earlier: earlier)

        XCTAssertEqual(selection.examples.map(\.metadata.testName), ["crashes", "is_left"])
        XCTAssertEqual(selection.crashFailure(of: selection.examples[0])?.hasPrefix("crashed: signal 6 (SIGABRT)"), true)
        XCTAssertNil(selection.crashFailure(of: selection.examples[1]))
    }

    func testTheProcessThatReportsACrashedExampleTakesTheTimeItRanBeforeOnce() throws {
        let spec = SpecDefinition(type: CrashedSpec.self, name: "CrashedSpec") {
            it("hangs") {}
            it("crashes twice") {}
            it("is left") {}
        }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: CrashedSpec.self))
        let className = String(reflecting: CrashedSpec.self)
        let earlier = EarlierProcesses(journal: "W\nS\t\(className)\thangs\t1\nC\ttime:1.0\texample\t\(className)\thangs\t6500000\nW\n"
            + "S\t\(className)\tcrashes_twice\nC\t4\texample\t\(className)\tcrashes_twice\t250000\nW\n"
            + "S\t\(className)\tcrashes_twice\nC\t4\texample\t\(className)\tcrashes_twice\t500000\nW\n")

        let selection = ExampleSelection(plan, in: target, processCases: [], environment: ["SPECKIT_RETRY": "1"], className: className,
                                         earlier: earlier)

        XCTAssertEqual(selection.examples.map(\.metadata.testName), ["hangs", "crashes_twice", "is_left"])
        XCTAssertEqual(selection.examples.map(selection.timeCrashed(of:)), [6.5, 0.75, 0], "each process it ended, added up")
        XCTAssertNil(selection.crashFailure(of: selection.examples[0]), "it runs again (SPECKIT_RETRY), and its time adds this one's")
        XCTAssertNotNil(selection.crashFailure(of: selection.examples[1]))
    }

    func testACrashOutsideTheExamplesOwnCodeFailsItWithoutARetry() throws {
        let spec = SpecDefinition(type: CrashedSpec.self, name: "CrashedSpec") {
            it("awaits") {}
            it("traps") {}
        }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: CrashedSpec.self))
        let className = String(reflecting: CrashedSpec.self)
        // A task an earlier example left running crashed while `awaits` ran; `traps` crashed in its own code.
        let earlier = EarlierProcesses(journal: "W\nB\nS\t\(className)\tawaits\nX\t4\t1700000000.5\tended\n"
            + "C\t4/ended\texample\t\(className)\tawaits\nW\nB\nS\t\(className)\ttraps\nX\t4\t1700000001.5\texample\n"
            + "C\t4\texample\t\(className)\ttraps\nW\n")
        XCTAssertEqual(earlier.crashes.map(\.cause), ["4", "4"])
        XCTAssertEqual(earlier.crashes.map(\.beside), [.ended, nil])
        XCTAssertEqual(earlier.crashes.map(\.isRetryable), [false, true])
        XCTAssertEqual(earlier.crashes[0].message, "crashed: signal 4 (SIGILL), a Swift runtime trap: fatalError, a failed "
            + "precondition, a force unwrap of nil, an index out of range or an overflow, in a task left running after the "
            + "example that started it ended (this one or an earlier one)")

        let selection = ExampleSelection(plan, in: target, processCases: [], environment: ["SPECKIT_RETRY": "2"], className: className,
                                         earlier: earlier)

        XCTAssertEqual(selection.crashFailure(of: selection.examples[0]), earlier.crashes[0].message
            + "; SPECKIT_RETRY runs an example again only after a crash in its own code (its hooks and closures and the tasks "
            + "they start with Task or async let, not detached tasks, queue blocks, timers or threads; its spec's set-up on the "
            + "Swift Testing route), since another test's work may be what crashed here")
        XCTAssertNil(selection.crashFailure(of: selection.examples[1]), "a crash in its own code is a failed attempt: it runs again")
        let once = ExampleSelection(plan, in: target, processCases: [], environment: [:], className: className, earlier: earlier)
        XCTAssertEqual(once.crashFailure(of: once.examples[0]), earlier.crashes[0].message, "without retries, no word of them")
        // Each place says where, after the crash's own words.
        for (place, note) in [("queue", ", in main-queue work that ran beside the example's own code (a block or a timer), the "
                                  + "example's or one an earlier test left"),
                              ("main", ", in main-actor code outside the example's own (its spec's setUp() or tearDown() under "
                                  + "XCTest, or main-queue work or a task an earlier test left)"),
                              ("other", ", on another thread: work running there (a queue's block, a detached task, a thread), the "
                                  + "example's or one an earlier test left, may be what crashed")] {
            let crash = EarlierProcesses(journal: "W\nC\t4/\(place)\texample\tM.S\tx\nW\n").crashes.first
            XCTAssertEqual(crash?.message.hasSuffix("or an overflow" + note), true, place)
        }
    }

    func testTheDocumentationTreeAfterACrashHoldsWhatEarlierProcessesRan() {
        let className = String(reflecting: CrashedSpec.self)
        let earlier = EarlierProcesses(journal: "W\nS\t\(className)\truns_first\nE\t\(className)\truns_first\tpassed\t\t0\texample\n"
            + "S\tOther.Spec\tx\nE\tOther.Spec\tx\tpassed\t\t0\texample\n"
            + "S\t\(className)\tcrashes\nC\t6\texample\t\(className)\tcrashes\nW\n")
        var tree = DocumentationFormat(of: "CrashedSpec", style: TerminalStyle(colors: false))
        tree.addEarlierCases(of: className, plan: nil, earlier)
        XCTAssertEqual(tree.text, "CrashedSpec\n  runs_first", "without the plan, at the class's level")
        var untouched = DocumentationFormat(of: "CrashedSpec", style: TerminalStyle(colors: false))
        untouched.addEarlierCases(of: className, plan: nil, EarlierProcesses(journal: ""))
        XCTAssertEqual(untouched.text, "CrashedSpec")
    }

    func testAfterACrashTheTreeAndTheProfilePlaceWhatEarlierProcessesRanUnderItsGroups() {
        let className = String(reflecting: CrashedSpec.self)
        let plan = TreeHarness.plan("CrashedSpec", qualifiedName: className) {
            describe("group") {
                it("one") {}
                it("two") {}
                xit("three") {}
            }
        }
        let earlier = EarlierProcesses(journal: "W\t1\nS\t\(className)\tgroup__one\nE\t\(className)\tgroup__one\tpassed\t\t0\texample\n"
            + "S\t\(className)\tgroup__three\nE\t\(className)\tgroup__three\tpending\tdisabled with xit\t0\texample\n"
            + "S\t\(className)\tgroup__two\nC\t6\texample\t\(className)\tgroup__two\nW\n")
        var tree = DocumentationFormat(of: "CrashedSpec", style: TerminalStyle(colors: false))
        tree.addEarlierCases(of: className, plan: plan, earlier)
        tree.add(plan.examples[1], .failed([SpecFailure(message: "crashed", file: nil, line: 0)]))
        XCTAssertEqual(tree.text, "CrashedSpec\n  group\n    one\n    three (PENDING: disabled with xit)\n    two (FAILED: crashed)")

        let record = RunRecord(settings: RunSettings(environment: ["SPECKIT_PROFILE": "3"]), listsForReports: false)
        record.add(earlier: earlier)
        record.resolveEarlier(in: [plan])
        let results = record.takeForSummary()?.results ?? []
        XCTAssertEqual(results.map(\.name), ["group__one", "group__three"], "the profile has the example that passed too")
        XCTAssertEqual(results.compactMap { $0.example?.metadata.location.line }.count, 2, "each has its place")
        XCTAssertEqual(results.map(\.qualifiedSpecName), [className, className], "the rerun command's class")
    }

    func testAfterACrashTheSummaryPlacesTheExamplesOfEveryClassOfTheTargetThatEarlierProcessesRan() {
        // The first class ran whole before the second crashed: the new process never runs it, but plans it.
        let ranBefore = TreeHarness.plan("RanBeforeSpec", qualifiedName: "Mod.RanBeforeSpec") {
            describe("cart") {
                it("adds") {}
                xit("removes") {}
            }
        }
        let crashed = TreeHarness.plan("CrashedSpec", qualifiedName: "Mod.CrashedSpec") {
            it("crashes") {}
        }
        let sameNameElsewhere = TreeHarness.plan("RanBeforeSpec", qualifiedName: "Other.RanBeforeSpec") {
            describe("cart") { xit("removes") {} }
        }
        let earlier = EarlierProcesses(journal: "W\t1\nS\tMod.RanBeforeSpec\tcart__adds\nE\tMod.RanBeforeSpec\tcart__adds\tpassed\t\t500000\texample\n"
            + "S\tMod.RanBeforeSpec\tcart__removes\nE\tMod.RanBeforeSpec\tcart__removes\tpending\tdisabled with xit\t0\texample\n"
            + "S\tMod.CrashedSpec\tcrashes\nC\t6\texample\tMod.CrashedSpec\tcrashes\nW\n")
        let record = RunRecord(settings: RunSettings(environment: ["SPECKIT_PROFILE": "3"]), listsForReports: false)
        record.add(earlier: earlier)
        record.resolveEarlier(in: [sameNameElsewhere, crashed, ranBefore])

        let results = record.takeForSummary()?.results ?? []
        XCTAssertEqual(results.map(\.name), ["cart__adds", "cart__removes"])
        XCTAssertEqual(results.map { $0.example?.metadata.location.line }, ranBefore.examples.map { $0.metadata.location.line },
                       "each at its line in the class that ran, not in another module's class of the same name")
        XCTAssertEqual(results.map(\.duration), [0.5, 0])
        XCTAssertEqual(results.map(\.outcome), [.passed, .pending("disabled with xit")])
    }

    func testASpecThatCrashedWhileItWasDefinedIsNotDefinedAgain() throws {
        let called = Calls()
        let spec = SpecDefinition(type: CrashedSpec.self, name: "CrashedSpec") {
            called.increment()
            it("runs") {}
        }
        let earlier = EarlierProcesses(journal: "W\nP\tspec() of \(String(reflecting: CrashedSpec.self))\n"
            + "C\t4\tactivity\tspec() of \(String(reflecting: CrashedSpec.self))\nW\n")

        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture, earlier: earlier)
        let plan = try XCTUnwrap(target.plan(for: CrashedSpec.self))

        XCTAssertEqual(called.value, 0)
        XCTAssertTrue(plan.examples.isEmpty)
        XCTAssertEqual(plan.failingCases.map(\.name), ["spec_crashed"])
        XCTAssertTrue(plan.failingCases[0].failures[0].message.hasPrefix("spec() of \(String(reflecting: CrashedSpec.self)) crashed: signal 4"))
    }

    func testCasesWhoseObjectsCameAndWentOneAfterAnotherKeepAResultEach() {
        let record = RunRecord()
        for number in 1...50 {
            // Each case's object is freed before the next is made, as a finished case's can be.
            record.add(ExampleResult(failingCase: "case_\(number)", of: "ReuseSpec", specType: ReuseSpec.self, outcome: .skipped("\(number)")),
                       forCase: CaseObject())
        }

        XCTAssertEqual(record.takeForSummary()?.results.map(\.outcome), (1...50).map { .skipped("\($0)") })
    }

    func testTheSummaryCountsTheEarlierProcessesExamplesAndListsTheirFailures() {
        let record = RunRecord()
        record.add(earlier: EarlierProcesses(journal: Self.journal))
        record.countExample()
        let taken = record.takeForSummary()

        XCTAssertEqual(taken?.examples, 4)
        XCTAssertEqual(taken?.results.map(\.fullName), ["CartSpec.Cart__adds", "CartSpec.Cart__is_disabled"])
        XCTAssertEqual(taken.map { RerunCommand.of($0.results[0]) },
                       "SPECKIT_FILTER='^CartSpec\\.Cart__adds$' swift test --filter '^Mod\\.CartSpec/'")
        XCTAssertEqual(taken.map { RerunCommand.of($0.results[0], byName: true) }, "swift test --filter '^Mod\\.CartSpec/Cart__adds$'",
                       "where the binary lists examples, --filter selects one by its name")
    }
}

/// Counts calls from any thread.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private final class CrashedSpec {}

/// What the process that only writes the reports adds when the run stopped after a crash.
final class CrashReportsTests: XCTestCase {
    func testACrashThatEndedTheRunIsReportedOnce() {
        let stopped = EarlierProcesses(journal: "W\t1\nS\tMod.A\tx\nE\tMod.A\tx\tpassed\t\t0\texample\nA\tMod.A/testAllExamplesOfA\n"
            + "a\tMod.A/testAllExamplesOfA\nP\tthe afterSuite at Hooks.swift:3\nC\t6\tactivity\tthe afterSuite at Hooks.swift:3\nW\n")
        let reported = EarlierProcesses(journal: "W\t1\nP\tspec() of Mod.A\nC\t4\tactivity\tspec() of Mod.A\nW\n"
            + "A\tMod.A/testAllExamplesOfA\nS\tMod.A\tspec_crashed\nF\tspec() of Mod.A crashed: signal 4 (SIGILL)\t/a.swift\t3\n"
            + "E\tMod.A\tspec_crashed\tfailed\t\t0\tcase\nW\n")

        XCTAssertEqual(stopped.unreportedCrashes.map(\.name), ["afterSuite"], "named after the hook's kind, as when it fails")
        XCTAssertEqual(stopped.unreportedCrashes.map(\.className), [CaseClass.runName])
        XCTAssertEqual(RerunCommand.of(ExampleResult(earlier: stopped.unreportedCrashes[0])), "swift test",
                       "no class of that name exists to rerun: the command reruns the run")
        for name in ["late_failure", "late_failure_2"] {
            let late = ExampleResult(failingCase: name, of: "CartSpec", specType: nil, outcome: .failed([]), qualifiedSpecName: "Mod.CartSpec")
            XCTAssertEqual(RerunCommand.of(late), "swift test", "work another test left recorded it: its class alone may not")
        }
        let empty = ExampleResult(failingCase: "late_failures_group", of: "CartSpec", specType: nil, outcome: .failed([]),
                                  qualifiedSpecName: "Mod.CartSpec")
        XCTAssertEqual(RerunCommand.of(empty), "swift test --filter '^Mod\\.CartSpec/'", "a case of the class's own, and no other class's")
        XCTAssertEqual(RerunCommand.of(className: "Mod.Outer.InnerSpec"), "swift test --filter Mod.Outer.InnerSpec",
                       "a nested class is listed under its own name alone: the whole name, unanchored")
        XCTAssertEqual(RerunCommand.of(example: "a+b", className: "Mod.CartSpec", nameIsPattern: false),
                       #"SPECKIT_FILTER='^CartSpec\.a\+b$' swift test --filter '^Mod\.CartSpec/'"#)
        let elsewhere = RerunCommand.swiftTest(carrying: ["--package-path", "/work/My App", "--filter", "Cart", "-c", "release",
                                                          "--scratch-path=/tmp/b", "--parallel", "-Xswiftc", "-DSPECKIT_SWIFT_TESTING",
                                                          "--enable-all-traits", "--num-workers", "2", "--sanitize", "address"])
        XCTAssertEqual(elsewhere, "swift test --package-path '/work/My App' -c release --scratch-path=/tmp/b -Xswiftc -DSPECKIT_SWIFT_TESTING "
                           + "--enable-all-traits --sanitize address",
                       "the package, where and how it was built, not its selection or how it ran")
        XCTAssertEqual(RerunCommand.of(empty, swiftTest: elsewhere), "\(elsewhere) --filter '^Mod\\.CartSpec/'")
        XCTAssertEqual(RerunCommand.swiftTest(carrying: ["--filter", "Leak|Cart", "--skip=Slow", "--parallel"], withSelection: true),
                       "swift test --filter 'Leak|Cart' --skip=Slow", "a bisect of the run selects what it selected")
        XCTAssertEqual(reported.unreportedCrashes.map(\.name), [], "the process after it reported it as spec_crashed")
        XCTAssertEqual(reported.reportCases.map(\.name), ["spec_crashed"])
    }

    func testAClassSetUpOrTearDownThatCrashedIsACaseOfTheClassAsUnderXCTest() {
        let run = EarlierProcesses(journal: "W\t1\nS\tMod.A\tx\nP\tthe class tearDown() of Mod.A\n"
            + "C\t4\tactivity\tthe class tearDown() of Mod.A\nW\nS\tMod.A\tx\nE\tMod.A\tx\tpassed\t\t0\texample\nW\n")

        XCTAssertEqual(run.unreportedCrashes.map { "\($0.className) \($0.name)" }, ["Mod.A crashed_outside_examples"])
        XCTAssertEqual(run.reportCases.map(\.name), ["x", "crashed_outside_examples"], "the example that ran again is there once")
    }

    func testFailuresKeptForALateFailureCaseAreThatCaseWhenTheProcessCrashesBeforeReportingThem() {
        let kept = "f\tMod.A\tlate_failure\texpected to equal <1>, got <2>\t/s/A.swift\t7\n"
        let crashed = EarlierProcesses(journal: "W\t1\nS\tMod.A\ta\nE\tMod.A\ta\tpassed\t\t0\texample\n" + kept
            + "S\tMod.A\tb\nC\t4\texample\tMod.A\tb\nW\n")

        XCTAssertEqual(crashed.cases.map { "\($0.className) \($0.name)" }, ["Mod.A a", "Mod.A late_failure"])
        XCTAssertEqual(crashed.cases.last?.outcome, .failed([SpecFailure(message: "expected to equal <1>, got <2>", file: "/s/A.swift", line: 7)]))
        XCTAssertEqual(crashed.cases.last?.isExample, false, "a failing case outside examples")

        let reported = EarlierProcesses(journal: "W\t1\nS\tMod.A\ta\nE\tMod.A\ta\tpassed\t\t0\texample\n" + kept
            + "F\texpected to equal <1>, got <2>\t/s/A.swift\t7\nE\tMod.A\tlate_failure_2\tfailed\t\t0\tcase\n"
            + "S\tMod.B\tb\nC\t4\texample\tMod.B\tb\nW\n")
        XCTAssertEqual(reported.cases.map { "\($0.className) \($0.name)" }, ["Mod.A a", "Mod.A late_failure_2"],
                       "a late_failure case that ended reported what was kept, under whatever name")
    }

    func testACrashedSpecIsReportedByItsClassAloneNotByAProcessThatDoesNotRunIt() {
        let other = EarlierProcesses(journal: "W\t1\nP\tspec() of Mod.A\nC\t4\tactivity\tspec() of Mod.A\nW\n"
            + "A\tMod.B/testAllExamplesOfB\nS\tMod.B\tx\nE\tMod.B\tx\tpassed\t\t0\texample\nW\n")

        XCTAssertEqual(other.unreportedCrashes.map(\.name), [])
    }

    func testTheLastLineCountsTheRunsCasesAndCrashesAsTheReportDoes() {
        let run = EarlierProcesses(journal: "W\t1\nB\nT\tM.P/testA\nt\tM.P/testA\tpassed\t\t1\nS\tM.S\tx\nC\t4\texample\tM.S\tx\nW\n"
            + "B\nS\tM.S\tx\nF\tcrashed: signal 4\t/f.swift\t3\nE\tM.S\tx\tfailed\t\t0\texample\nS\tM.S\ty\nZ\nW\n")

        XCTAssertEqual(run.crashTotals(underXCTest: true, unreported: 0, lastWorkerPassed: true),
                       "SpecKit: 1 crash in this run, each reported above; 2 test processes executed 3 tests in all, with 1 failure; "
                           + "the run fails")
        XCTAssertEqual(run.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: true), "SpecKit: 1 crash in this run, each reported above; the run fails")
    }

    func testAnExampleStoppedPastItsTimeLimitFailsSayingSoAndIsCountedApart() {
        let run = EarlierProcesses(journal: "W\t1\nB\nS\tM.S\tslow\t2\nC\ttime:2.0\texample\tM.S\tslow\nW\n"
            + "B\nS\tM.S\tcrashes\nC\t4\texample\tM.S\tcrashes\nW\n")

        XCTAssertEqual(run.crashes.first?.message,
                       "the example did not finish within 2 seconds, so SpecKit stopped the test process (the stacks of its threads are "
                           + "printed where it stopped): find what the example waits for, or allow it longer with exampleTimeout(_:) in its "
                           + "group or SPECKIT_EXAMPLE_TIMEOUT")
        XCTAssertEqual(run.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: true),
                       "SpecKit: 1 crash and 1 example stopped past its time limit in this run, each reported above; the run fails")
        XCTAssertEqual(EarlierProcesses.describe("time:1.0", of: .example(className: "M.S", name: "x"))
            .hasPrefix("the example did not finish within 1 second, "), true)
    }

    func testAnExampleThatEndedItsProcessTakesTheTimeItRanThereNotZero() {
        let hung = EarlierProcesses(journal: "W\t1\nB\nS\tM.S\tslow\t2\nC\ttime:2.0\texample\tM.S\tslow\t7250000\nW\n")
        let stopped = EarlierProcesses(journal: "W\t1\nS\tM.S\twaits\nC\tstop:15\texample\tM.S\twaits\t3000000\nW\n")
        let older = EarlierProcesses(journal: "W\t1\nS\tM.S\ttraps\nC\t4\texample\tM.S\ttraps\nW\n")

        XCTAssertEqual(hung.crashes.first?.duration, 7.25)
        XCTAssertEqual(hung.timeCrashed("slow", of: "M.S"), 7.25)
        XCTAssertEqual(hung.unreportedCrashes.map(\.duration), [7.25], "no process reported it: the report and the status take this time")
        XCTAssertEqual(stopped.reportCases.map { "\($0.name) \($0.duration)" }, ["waits 3.0"], "a stopped run's example too")
        XCTAssertEqual(older.crashes.first?.duration, 0, "a line that says no time")
        XCTAssertEqual(hung.timeCrashed("other", of: "M.S"), 0)
    }

    func testAnExampleThatCrashedAfterARestartSaysItRanWithoutTheStateOfItsClassesEarlierExamples() {
        let run = EarlierProcesses(journal: "W\t1\nS\tM.S\tfirst\nE\tM.S\tfirst\tpassed\t\t10\texample\nS\tM.S\tsecond\n"
            + "C\t4\texample\tM.S\tsecond\nW\nS\tM.S\tthird\nC\t4\texample\tM.S\tthird\nW\n"
            + "S\tM.T\tother\nC\t4\texample\tM.T\tother\nW\n")
        let trap = "crashed: signal 4 (SIGILL), a Swift runtime trap: fatalError, a failed precondition, a force unwrap of nil, an index "
            + "out of range or an overflow"

        XCTAssertEqual(run.crashes.map(\.message), [
            trap,
            trap + Misuse.ranAfterRestart("M.S"),
            trap,
        ], "the first process's crash, and a class no earlier process ran, say nothing of a restart")
        XCTAssertTrue(Misuse.ranAfterRestart("M.S").hasPrefix(" (this example ran in a new test process after a crash, without the state "
            + "that the examples of S before it built"))

        // An example that crashed with that state before, or that ran when several tests crashed
        // a process at once, may crash on its own: no note.
        let again = EarlierProcesses(journal: "W\t1\nS\tM.S\tfirst\nE\tM.S\tfirst\tpassed\t\t10\texample\nS\tM.S\tsecond\n"
            + "C\t4\texample\tM.S\tsecond\nW\nS\tM.S\tsecond\nC\t4\texample\tM.S\tsecond\nW\n")
        XCTAssertEqual(again.crashes.map(\.message), [trap, trap])
        let together = EarlierProcesses(journal: "W\t1\nS\tM.S\tfirst\nE\tM.S\tfirst\tpassed\t\t10\texample\nS\tM.S\tsecond\n"
            + "C\t6\tparallel\nW\nS\tM.S\tsecond\nC\t4\texample\tM.S\tsecond\nW\n")
        XCTAssertEqual(together.crashes.last?.message, trap)
    }

    func testAnExampleThatEndedSeveralProcessesIsOneCaseWithAllTheirTimeAndItsAttempts() {
        let run = EarlierProcesses(journal: "W\t1\nS\tM.S\tx\nR\tM.S\tx\t1\tboom\t/f.swift\t3\nC\t4\texample\tM.S\tx\t1000000\nW\n"
            + "S\tM.S\tx\nC\tstop:15\texample\tM.S\tx\t2500000\nW\n")

        XCTAssertEqual(run.timeCrashed("x", of: "M.S"), 3.5)
        XCTAssertEqual(run.unreportedCrashes.map { "\($0.name) \($0.duration)" }, ["x 3.5"], "once, not once per process, and not 2.5")
        XCTAssertEqual(run.unreportedCrashes.first?.failureMessage, "the example did not finish: the run was stopped by signal 15 (SIGTERM) while it ran")
        XCTAssertEqual(run.unreportedCrashes.first?.failedAttempts.map { $0.map(\.message) },
                       [["boom"], ["crashed: signal 4 (SIGILL), a Swift runtime trap: fatalError, a failed precondition, a force unwrap of "
                           + "nil, an index out of range or an overflow"]], "the attempts before the last, as a process that reported it lists them")
    }

    func testAHangOutsideTheExamplesFailsWhatHungAndIsCountedAsAHang() {
        let run = EarlierProcesses(journal: "W\t1\nB\nP\tthe beforeSuite at Hooks.swift:3\n"
            + "C\ttime:600.0\tactivity\tthe beforeSuite at Hooks.swift:3\nW\nB\nS\tM.S\tx\nE\tM.S\tx\tpassed\t\t0\texample\nZ\nW\n")

        XCTAssertEqual(run.unreportedCrashes.map(\.name), ["beforeSuite"])
        XCTAssertEqual(run.unreportedCrashes.first?.failureMessage,
                       "the beforeSuite at Hooks.swift:3 did not finish within 600 seconds, so SpecKit stopped the test process (the "
                           + "stacks of its threads are printed where it stopped): find what it waits for, or allow it longer with "
                           + "SPECKIT_EXAMPLE_TIMEOUT")
        XCTAssertEqual(run.crashTotals(underXCTest: false, unreported: 1, lastWorkerPassed: true),
                       "SpecKit: 1 hang stopped past its time limit in this run, each reported above; the run fails")
    }

    func testAnySignalThatEndsTheProcessIsACrashNamedWithWhatSendsIt() {
        XCTAssertEqual(EarlierProcesses.describe("13", of: .example(className: "M.S", name: "x")),
                       "crashed: signal 13 (SIGPIPE), a write to a pipe or socket whose reader had closed it, such as a program the "
                           + "test talked to that had exited")
        XCTAssertEqual(EarlierProcesses.describe("14").hasPrefix("crashed: signal 14 (SIGALRM), a timer"), true)
        XCTAssertEqual(EarlierProcesses.describe("10").hasPrefix("crashed: signal 10 (SIGUSR1), a user signal"), true)
        XCTAssertEqual(EarlierProcesses.describe("40"), "crashed: signal 40 (signal 40), a signal that ends the process, and nothing handled it")
    }

    func testARunStoppedByARequestToEndFailsWhatRanAndSaysSoOnce() {
        let example = EarlierProcesses(journal: "W\t1\nB\nS\tM.S\tpasses\nS\tM.S\twaits\nC\tstop:15\texample\tM.S\twaits\nW\n")
        XCTAssertEqual(example.cases.map(\.name), ["passes"], "the example that ended is kept")
        XCTAssertEqual(example.unreportedCrashes.map(\.name), ["waits"])
        XCTAssertEqual(example.unreportedCrashes.first?.failureMessage,
                       "the example did not finish: the run was stopped by signal 15 (SIGTERM) while it ran")
        XCTAssertEqual(example.crashTotals(underXCTest: true, unreported: 1, lastWorkerPassed: true),
                       "SpecKit: the run was stopped by signal 15 (SIGTERM); 1 test process executed 2 tests in all, with 1 failure; "
                           + "the run fails")

        let between = EarlierProcesses(journal: "W\t1\nC\tstop:2\tparallel\nW\n")
        XCTAssertEqual(between.unreportedCrashes.map(\.name), ["run_stopped"])
        XCTAssertEqual(between.unreportedCrashes.first?.failureMessage,
                       "the run was stopped by signal 2 (SIGINT) before it ended: the report holds the tests that ended before")
    }

    func testTheLastProcessSummarizesTheCrashesOutsideTestsBeforeItSoTheRunHasOneSummary() {
        let worker = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\n")
        XCTAssertEqual(worker.crashesOutsideTests().map(\.name), ["crashed_while_tests_ran_in_parallel"],
                       "the process after the crash lists it in its summary")
        let summarized = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.S\tx\nE\tM.S\tx\tpassed\t\t0\texample\nY\nW\n")
        XCTAssertEqual(summarized.crashesLeftOutOfSummary.map(\.name), [], "the finishing process prints no second summary")
        XCTAssertEqual(summarized.unreportedCrashes.map(\.name), ["crashed_while_tests_ran_in_parallel"], "the report still gets it")
        let notSummarized = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.S\tx\nW\n")
        XCTAssertEqual(notSummarized.crashesLeftOutOfSummary.map(\.name), ["crashed_while_tests_ran_in_parallel"])
    }

    func testACrashAmongParallelTestsAloneIsCountedInOneSentence() {
        let run = EarlierProcesses(journal: "W\t1\nC\t4\tparallel\nW\nS\tM.S\tx\nE\tM.S\tx\tpassed\t\t0\texample\nW\n")
        XCTAssertEqual(run.crashTotals(underXCTest: false, unreported: 1, lastWorkerPassed: true),
                       "SpecKit: 1 crash while several tests ran at once in this run, which did not happen again when they ran one "
                           + "at a time; the run fails")
    }
}

private final class CaseObject {}
private final class ReuseSpec {}

extension EarlierProcesses.Case {
    /// The message of the case's first failure.
    fileprivate var failureMessage: String? {
        if case .failed(let failures) = outcome { return failures.first?.message }
        return nil
    }
}
