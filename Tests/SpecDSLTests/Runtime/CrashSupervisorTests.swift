#if os(Linux) && compiler(>=6.3)
import XCTest

@testable import SpecDSL

/// The pure parts of the crash supervisor: reading the journal after a worker ended, XCTest's
/// selection, Swift Testing's event stream, and the hint for a filter that names an example.
final class CrashSupervisorTests: XCTestCase {
    func testTheProcessesSpecKitStartsHashAlikeUnlessTheRunSaysOtherwise() throws {
        // A loop over a Dictionary defines repeated names (`maps`, `maps_2`) in its own order in
        // each process: only processes that hash alike give each name to the same example.
        XCTAssertEqual(RunHashing.environment(adding: ["PATH=/bin"]), ["PATH=/bin", "SWIFT_DETERMINISTIC_HASHING=1", "SPECKIT_ADDED_HASHING=1"])
        XCTAssertEqual(RunHashing.environment(adding: ["SWIFT_DETERMINISTIC_HASHING=0"]), ["SWIFT_DETERMINISTIC_HASHING=0"])
        // A process SpecKit starts hashes so (this one's environment names it only when the run did).
        let printed = try XCTUnwrap(POSIX.output(of: "/usr/bin/env", ["env"]))
        XCTAssertTrue(printed.contains("\nSWIFT_DETERMINISTIC_HASHING=1\n") || printed.hasPrefix("SWIFT_DETERMINISTIC_HASHING=1\n")
            || ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] != nil, printed)
    }

    func testASkipPatternNamesASwiftTestingSpecClassOfItsOwnModuleOrOfNone() {
        let spec = ["ST", "KLoopSpec"]
        XCTAssertTrue(SelectionHint.names("KLoopSpec.dup__same_2", spec))
        XCTAssertTrue(SelectionHint.names("^ST\\.KLoopSpec/", spec))
        XCTAssertFalse(SelectionHint.names("XT.KLoopSpec/dup__same_2", spec), "the XCTest pass's target")
        XCTAssertFalse(SelectionHint.names("Shapes\\.", spec))
        XCTAssertEqual(SelectionHint.alternatives("FMany1Spec|KLoopSpec.dup"), ["FMany1Spec", "KLoopSpec.dup"])
        XCTAssertEqual(SelectionHint.alternatives("(a|b)Spec"), ["(a|b)Spec"])
    }

    func testTheJournalSaysWhatTheLastWorkerRanAndWhatEndedInAny() {
        let journal = "W\t1.0\nT\tM.Plain/testA\nt\tM.Plain/testA\tfailed\t\t0.1\nA\tM.CartSpec/testAllExamplesOfCartSpec\n"
            + "S\tM.CartSpec\tCart__adds\nC\t4\texample\tM.CartSpec\tCart__adds\nW\n"
            + "A\tM.CartSpec/testAllExamplesOfCartSpec\nS\tM.CartSpec\tCart__adds\nE\tM.CartSpec\tCart__adds\tfailed\t\t0\texample\n"
            + "S\tM.CartSpec\tCart__empties\n"
        let summary = JournalSummary(journal: Array(journal.utf8))

        XCTAssertEqual(summary.openExamples, ["M.CartSpec\tCart__empties"])
        XCTAssertEqual(summary.lastTest, "M.CartSpec/testAllExamplesOfCartSpec")
        XCTAssertTrue(summary.lastIsSpecClass && summary.testIsOpen && summary.somethingRan)
        XCTAssertEqual(summary.endedByLastWorker, 1)
        XCTAssertEqual(summary.endedTests, ["M.Plain/testA"])
    }

    func testTheCrashOfAnExampleSaysHowLongItRanUntilItsProcessEnded() throws {
        let file = POSIX.anonymousFile(named: "blame-test")
        guard file >= 0 else { throw XCTSkip("no temporary file") }
        defer { close(file) }
        var watch = ExampleWatch(journal: file)
        POSIX.append("W\t1.0\nB\nA\tM.S/testAllExamplesOfS\nS\tM.S\thangs\t1\n", to: file)
        watch.read(file, now: 100)
        let since = try XCTUnwrap(watch.summary.since(ofOpen: "M.S\thangs"))
        let blame = CrashSupervisor.Blame(record: "C\ttime:1.0\texample\tM.S\thangs", doing: "", since: since)

        XCTAssertEqual(blame.line(endedAt: 107.25), "C\ttime:1.0\texample\tM.S\thangs\t7250000")
        XCTAssertEqual(CrashSupervisor.Blame(record: "C\t4\tunknown", doing: "").line(endedAt: 107), "C\t4\tunknown", "no example, no time")
        POSIX.append(blame.line(endedAt: 107.25) + "\nW\n", to: file)
        watch.read(file, now: 108)
        XCTAssertEqual(watch.run.crashes.first?.duration, 7.25, "what the next process and the reports read")
        XCTAssertNil(watch.summary.since(ofOpen: "M.S\thangs"), "a new worker runs nothing yet")
    }

    func testUnderXCTestTheNextLineEndsAnExampleThatPassed() {
        let summary = JournalSummary(journal: Array("W\t1\nB\nS\tM.S\tx\nS\tM.S\ty\nF\tboom\t/f.swift\t3\n".utf8))

        XCTAssertEqual(summary.openExamples, ["M.S\ty"])
        XCTAssertEqual(summary.endedByLastWorker, 1)
        let failing = JournalSummary(journal: Array("W\t1\nB\nS\tM.S\tx\nf\tM.S\tx\tboom\t/f.swift\t3\n".utf8))
        XCTAssertEqual(failing.openExamples, ["M.S\tx"], "a failure as it is recorded leaves its example open")
    }

    func testASignalTheProcessIgnoresIsKnownAsIgnored() {
        let before = signal(SIGUSR2, SIG_IGN)
        defer { _ = signal(SIGUSR2, before) }
        XCTAssertTrue(POSIX.ignores(SIGUSR2))
        _ = signal(SIGUSR2, SIG_DFL)
        XCTAssertFalse(POSIX.ignores(SIGUSR2))
    }

    func testARunThatEndedHasNothingRunning() {
        let summary = JournalSummary(journal: Array("W\t1\nA\tM.S/testAllExamplesOfS\nS\tM.S\tx\nE\tM.S\tx\tpassed\t\t0\texample\na\tM.S/testAllExamplesOfS\n".utf8))

        XCTAssertFalse(summary.somethingRan)
        XCTAssertEqual(summary.endedTests, ["M.S/testAllExamplesOfS"])
    }

    func testXCTestSelectsAClassOrOneOfItsTests() {
        XCTAssertTrue(XCTestSelection(argument: nil).selects("M.A/testX"))
        XCTAssertTrue(XCTestSelection(argument: "M.B,M.A").selects("M.A/testX"))
        XCTAssertTrue(XCTestSelection(argument: "M.A/testX").selects("M.A/testX"))
        XCTAssertFalse(XCTestSelection(argument: "M.A/testY,M.AB").selects("M.A/testX"))
    }

    func testSwiftTestingIDsAreSkippedExactly() {
        XCTAssertEqual(SwiftTestingEvents.pattern(matching: "M.plain()/F.swift:9:2"), #"^M\.plain\(\)/F\.swift:9:2$"#)
        let line: Substring = #"{"kind":"event","payload":{"kind":"testEnded","testID":"M.plain()\/F.swift:9:2"},"version":0}"#
        XCTAssertEqual(SwiftTestingEvents.string(after: "\"testID\":\"", in: line), "M.plain()/F.swift:9:2")
    }

    func testAnEventStreamThatIsAPipeGetsTheWorkersEventsFromTheSupervisorAsOneStream() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-fifo-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/events"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        var events = SwiftTestingEvents(arguments: ["t", "--event-stream-output-path", path], needed: true)
        XCTAssertGreaterThanOrEqual(events.forwardsTo, 0)
        XCTAssertGreaterThanOrEqual(events.descriptor, 0, "the workers write the supervisor's file")
        defer { close(events.descriptor) }
        XCTAssertEqual(events.arguments(["t", "--event-stream-output-path", path, "--event-stream-version", "1", "--parallel"], serially: false),
                       ["t", "--event-stream-version", "1", "--parallel", "--event-stream-output-path", "/proc/self/fd/\(events.descriptor)"],
                       "the pipe's path goes, the version asked for stays")
        func drained() -> String {
            var bytes = [UInt8](repeating: 0, count: 4096)
            let got = read(reader, &bytes, bytes.count)
            return got > 0 ? String(decoding: bytes[0..<got], as: UTF8.self) : ""
        }
        POSIX.append("first worker\n", to: events.descriptor)
        events.forward()
        XCTAssertEqual(drained(), "first worker\n")
        POSIX.append("crashed\n", to: events.descriptor)
        events.reset()
        POSIX.append("second worker\n", to: events.descriptor)
        events.forward()
        XCTAssertEqual(drained(), "crashed\nsecond worker\n", "what the first wrote before its end, then the next's")
        close(reader)
        POSIX.append("nobody reads\n", to: events.descriptor)
        events.forward()
        XCTAssertEqual(events.forwardsTo, -1, "a pipe whose reader went away is written to no more; its SIGPIPE ended nothing")
    }

    func testAnEventStreamFileHoldsEveryWorkersEvents() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("speckit-events-\(getpid()).jsonl").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("an earlier run's\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var events = SwiftTestingEvents(arguments: ["t", "--event-stream-output-path", path], needed: true)
        defer { close(events.descriptor); close(events.forwardsTo) }
        POSIX.append("first worker\n", to: events.descriptor)
        events.reset()
        POSIX.append("second worker\n", to: events.descriptor)
        events.forward()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "first worker\nsecond worker\n",
                       "emptied as Swift Testing empties it, then each worker's run: the last one no longer writes over the others")
    }

    func testAWorkerReadsWhetherItsSwiftTestingRunEndedFromTheSupervisorsEventStream() throws {
        let descriptor = POSIX.anonymousFile(named: "events-ended")
        guard descriptor >= 0 else { throw XCTSkip("no temporary file") }
        defer { close(descriptor) }
        let arguments = ["t", "--event-stream-output-path", "/proc/self/fd/\(descriptor)", "--event-stream-version", "0"]
        POSIX.append(#"{"kind":"event","payload":{"kind":"runStarted"}}"# + "\n", to: descriptor)
        XCTAssertEqual(SwiftTestingEvents.runEnded(arguments: arguments), false, "exit(_:) in a test: the run did not end")
        POSIX.append(#"{"kind":"event","payload":{"kind":"runEnded"}}"# + "\n", to: descriptor)
        XCTAssertEqual(SwiftTestingEvents.runEnded(arguments: arguments), true)
        XCTAssertNil(SwiftTestingEvents.runEnded(arguments: ["t"]), "no stream")
        XCTAssertNil(SwiftTestingEvents.runEnded(arguments: ["t", "--event-stream-output-path", "/tmp/vscode-events.fifo"]),
                     "a path of the user's is not read: it may be a pipe")
        var pipe: [Int32] = [0, 0]
        XCTAssertEqual(Glibc.pipe(&pipe), 0)
        defer { close(pipe[0]); close(pipe[1]) }
        XCTAssertNil(SwiftTestingEvents.runEnded(arguments: ["t", "--event-stream-output-path", "/proc/self/fd/\(pipe[0])"]),
                     "nor a pipe, whose bytes a read would take")
    }

    func testATestThatEndedAfterACrashSignalReachedTheWorkerHasNotEnded() throws {
        var events = SwiftTestingEvents(arguments: ["t"], needed: true)
        let descriptor = events.descriptor
        guard descriptor >= 0 else { throw XCTSkip("no temporary file") }
        defer { close(descriptor) }
        func ended(_ id: String, at instant: Double) -> String {
            #"{"kind":"event","payload":{"instant":{"absolute":3.5,"since1970":\#(instant)},"kind":"testEnded","testID":"\#(id)"}}"# + "\n"
        }
        func started(_ id: String) -> String {
            #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1},"kind":"testStarted","testID":"\#(id)"}}"# + "\n"
        }
        func issue(_ id: String, at instant: Double) -> String {
            #"{"kind":"event","payload":{"instant":{"absolute":3,"since1970":\#(instant)},"issue":{"isKnown":false},"kind":"issueRecorded","testID":"\#(id)"}}"# + "\n"
        }
        let (a, b, c) = ("M.a()/F.swift:1:2", "M.b()/F.swift:2:2", "M.c()/F.swift:3:2")
        let record = #"{"kind":"test","payload":{"id":"M.b()/F.swift:2:2","kind":"function"}}"# + "\n"
        POSIX.append(record + started(a) + started(b) + started(c) + issue(a, at: 1_700_000_000.2) + ended(a, at: 1_700_000_000.25)
                     + issue(b, at: 1_700_000_001.25) + ended(b, at: 1_700_000_001.5) + ended(c, at: 1_700_000_001.5), to: descriptor)

        let spec = "M.Outer/Spec/__SpecKitExamples/example(_:)/SpecKitDiscoveredSpecs.swift:9:10"
        let specRecord = #"{"kind":"test","payload":{"id":"\#(spec)","kind":"function"}}"# + "\n"
        POSIX.append(specRecord + started(spec) + issue(spec, at: 1_700_000_000.5) + ended(spec, at: 1_700_000_001.5), to: descriptor)

        events.read(goingDown: 1_700_000_001, runningAgain: ["M.Outer.Spec"])

        XCTAssertEqual(events.ended, [a, c], "a failed before the crash signal came; c passed after it")
        XCTAssertEqual(events.openFunctions, [b], "it failed as the process went down: it runs again")
        XCTAssertEqual(events.openSpecTests, [spec], "the journal says a case of its class failed as the process went down")
        XCTAssertEqual(SwiftTestingEvents.specClass(ofTest: spec), "M.Outer.Spec")
        XCTAssertNil(SwiftTestingEvents.specClass(ofTest: a))
        XCTAssertEqual(SwiftTestingEvents.number(after: "\"since1970\":", in: #"{"since1970":1764361234.5,"x":1}"#), 1_764_361_234.5)
    }

    func testAParameterizedTestIsKnownByItsOwnIDNotItsCases() {
        let record: Substring = #"{"kind":"test","payload":{"_testCases":[{"arguments":[{"value":"1"}],"displayName":"x","id":"Parameterized test case ID: argumentIDs: [1]"}],"id":"M.plain(_:)/F.swift:3:2","isParameterized":true,"kind":"function"},"version":0}"#
        XCTAssertEqual(SwiftTestingEvents.testID(ofRecord: record), "M.plain(_:)/F.swift:3:2")
        XCTAssertEqual(SwiftTestingEvents.testID(ofRecord: #"{"kind":"test","payload":{"id":"M.a()/F.swift:1:2","kind":"function"}}"#), "M.a()/F.swift:1:2")
    }

    func testXCTestsRunEndedAsRunsEndWhenOnlyTheSummaryFollowsItsEnd() {
        XCTAssertTrue(JournalSummary(journal: Array("W\t1\nB\nK\tM.A\nk\tM.A\nZ\n".utf8)).xctestRunEnded)
        XCTAssertTrue(JournalSummary(journal: Array("W\t1\nB\nZ\nY\n".utf8)).xctestRunEnded)
        XCTAssertFalse(JournalSummary(journal: Array("W\t1\nB\nZ\nY\nP\tthe afterSuite at Hooks.swift:3\n".utf8)).xctestRunEnded,
                       "a line after the end: the worker went on")
        XCTAssertFalse(JournalSummary(journal: Array("W\t1\nB\nZ\nW\nB\n".utf8)).xctestRunEnded, "another worker's run")
    }

    func testAWorkerThatLeftXCTestsRunOrAClassOpenRanSomething() {
        let exited = JournalSummary(journal: Array("W\t1\nB\nK\tM.BSpec\n".utf8))
        let ended = JournalSummary(journal: Array("W\t1\nB\nK\tM.A\nk\tM.A\nZ\n".utf8))

        XCTAssertTrue(exited.somethingRan)
        XCTAssertEqual(exited.openClass, "M.BSpec")
        XCTAssertFalse(ended.somethingRan)
    }

    func testTheRunsTallyAddsTheExamplesEachProcessSelected() {
        XCTAssertEqual(RunTally.judge(["examples 0", "examples 3", "no-xctest"]).examples, 3)
        XCTAssertEqual(RunTally.judge(["examples 0", "examples 0"]).examples, 0)
        XCTAssertNil(RunTally.judge([]).examples, "no process had a filter to count")
        XCTAssertTrue(RunTally.judge(["no-xctest", "xctest-ran"]).xctestRan, "one process of --parallel ran tests")
        XCTAssertFalse(RunTally.judge(["no-xctest", "examples 1"]).xctestRan)
        XCTAssertEqual(RunTally.judge(["listed-found 0", "listed-found 2", "examples 1"]).listedFound, 2,
                       "a listed order's names found by each target, on either route")
        XCTAssertEqual(RunTally.judge(["listed-found 0", "listed-found 0"]).listedFound, 0)
        XCTAssertNil(RunTally.judge(["examples 1"]).listedFound, "no listed order")
        XCTAssertEqual(RunTally.judge(["failures-saved M.ASpec 1 2", "failures-saved M.GoneSpec.* 0 3"]).failuresOfGoneClasses, 3)
        XCTAssertEqual(RunTally.judge(["failures-saved M.ASpec 1 2", "failures-saved M.GoneSpec.* 0 3", "failures-saved M.B.* 0 1"]).goneClasses,
                       ["M.B", "M.GoneSpec"])
        // The last failures each class that ran found: a class said twice (a restart, shards) counts once.
        let rerun = RunTally.judge(["failures-saved Specs.ASpec 0 1", "failures-saved Specs.ASpec 0 1", "failures-saved Specs.BSpec 2 0"])
        XCTAssertEqual(rerun.failuresFound, 2)
        XCTAssertEqual(rerun.failuresStale, 1)
        XCTAssertNil(RunTally.judge(["examples 1"]).failuresFound, "no rerun of the last failures")
    }

    func testTheRunsTallyCountsWhatFocusLeftOut() {
        let filtered = RunTally.judge(["examples 0", "unfocused 2", "examples 0", "unfocused 1"])
        XCTAssertEqual(filtered.examples, 0)
        XCTAssertEqual(filtered.unfocused, 3, "the examples SPECKIT_FILTER matched that focus left out, in every target")
        XCTAssertEqual(RunTally.judge(["examples 1"]).unfocused, 0)
        let rerun = RunTally.judge(["failures-saved Specs.ASpec 2 0 2", "failures-saved Specs.BSpec 1 1", "failures-saved Specs.ASpec 2 0 2"])
        XCTAssertEqual(rerun.failuresFound, 3)
        XCTAssertEqual(rerun.failuresUnfocused, 2, "a class said twice counts once; a line without the count, none")
    }

    func testOnXCTestAFilterThatSelectedNothingIsToldWhereTheNamesAre() {
        let line = "SpecKit: swift test --filter 'CartSpecs.CartSpec.Cart__adds' matches no XCTest test and no example. "
            + "swift test list prints their names (Module.Class/example_name); --filter matches a regular expression against them"
        XCTAssertEqual(SelectionHint.hint(for: "CartSpecs.CartSpec.Cart__adds"), line)
        XCTAssertNotNil(SelectionHint.hint(for: "CartSpec/Cart__adds|Other"), "any pattern: the line names no command")
        XCTAssertNil(SelectionHint.hint(for: "ZLastSpec.last_one|MetaSpec.meta_one", onSwiftTesting: true),
                     "an alternation gets no command, which would lose its first class")
        XCTAssertNil(SelectionHint.hint(for: "CartSpec", onSwiftTesting: true))
    }

    func testOnSwiftTestingTheHintSaysAnExampleIsACaseOfItsClasssTest() {
        XCTAssertEqual(SelectionHint.hint(for: "CartSpec.Cart__adds", onSwiftTesting: true),
                       "SpecKit: swift test --filter 'CartSpec.Cart__adds' matches no Swift Testing test; an example is a case of "
                           + "its class's test, which --filter cannot select. To run examples, select their class with --filter and "
                           + #"the examples with SPECKIT_FILTER: SPECKIT_FILTER='^CartSpec\.Cart__adds$' swift test --filter CartSpec"#)
        XCTAssertEqual(SelectionHint.hint(for: "CartSpecs.CartSpec/Cart__adds", onSwiftTesting: true)?.hasSuffix(
            #"SPECKIT_FILTER='^CartSpec\.Cart__adds$' swift test --filter '^CartSpecs\.CartSpec/'"#), true,
                       "an example named as swift test list names it gets the same command")
        XCTAssertNil(SelectionHint.hint(for: "CartSpecs/CartSpec/Cart__adds", onSwiftTesting: true), "no such name")
    }

    func testOnSwiftTestingTheHintsCommandKeepsTheRunsBuildOptions() {
        let swiftTest = RerunCommand.swiftTest(carrying: ["swift-test", "--scratch-path", "/tmp/st", "-Xswiftc", "-DSPECKIT_SWIFT_TESTING",
                                                          "--filter", "CartSpec.Cart__adds"])
        XCTAssertEqual(SelectionHint.hint(for: "CartSpec.Cart__adds", onSwiftTesting: true, swiftTest: swiftTest)?.hasSuffix(
            #"SPECKIT_FILTER='^CartSpec\.Cart__adds$' swift test --scratch-path /tmp/st -Xswiftc -DSPECKIT_SWIFT_TESTING --filter CartSpec"#),
                       true, "pasted as printed, it runs the same build on the same route")
    }

    func testXCTestsListOfTestsTellsWhichRouteAClassRunsOn() {
        let listing = "Listing 2 tests in debug.xctest:\n\nCartSpecs.CartSpec/testAllExamplesOfCartSpec\nCartSpecs.PlainTests/testA\n"
        XCTAssertTrue(SelectionHint.namesXCTestClass("CartSpec.Cart__adds", listing: listing))
        XCTAssertTrue(SelectionHint.namesXCTestClass("CartSpecs.CartSpec.Cart__adds", listing: listing))
        XCTAssertFalse(SelectionHint.namesXCTestClass("OrderSpec.Order__adds", listing: listing))
        XCTAssertFalse(SelectionHint.namesXCTestClass("Spec.Cart__adds", listing: listing), "a class's name, not the end of one")
        XCTAssertFalse(SelectionHint.namesXCTestClass("CartSpec", listing: listing))
    }
}

extension JournalSummary {
    /// What the supervisor knows after reading the whole `journal`.
    fileprivate init(journal: [UInt8]) {
        self.init()
        journal.withUnsafeBytes { bytes in CrashJournal.forEachRecord(in: bytes) { read($0, now: 0) } }
    }
}
#endif
