import Foundation
import XCTest

@testable import SpecDSL

/// SPECKIT_RETRY: the setting, a flaky or failed example's attempts in the journal, the report and
/// the summary, and when a run whose crashes were retried passes.
final class RetryTests: XCTestCase {
    private static let failure = SpecFailure(message: "expected to equal <1>, got <2>", file: "/x/CartSpec.swift", line: 4)
    private static let crash = SpecFailure(message: "crashed: signal 4 (SIGILL)", file: "/x/CartSpec.swift", line: 9)

    func testTheSettingIsAWholeNumberOfRetries() {
        XCTAssertEqual(RunSettings(environment: [:]).retries, 0)
        XCTAssertEqual(RunSettings(environment: ["SPECKIT_RETRY": "2"]).retries, 2)
        XCTAssertEqual(RunSettings(environment: ["SPECKIT_RETRY": " 0 "]).retries, 0)
        for wrong in ["twice", "-1", "1.5", "101"] {
            let settings = RunSettings(environment: ["SPECKIT_RETRY": wrong])
            XCTAssertEqual(settings.problems.map(\.caseName), ["invalid_retry"], wrong)
            XCTAssertEqual(settings.problems.first?.message, "SPECKIT_RETRY='\(wrong)' is not a number of retries: write SPECKIT_RETRY=2 "
                           + "to run a failing example up to 2 more times (a whole number from 0 to 100)")
        }
    }

    func testTheJournalCarriesEachAttemptThatFailed() {
        let journal = """
            W\t1795758175.250000
            S\tMod.CartSpec\tflaky
            F\texpected to equal <1>, got <2>\t/x/CartSpec.swift\t4
            R
            E\tMod.CartSpec\tflaky\tpassed\t\t2000\texample
            S\tMod.CartSpec\tbroken
            F\tfirst\t/x/CartSpec.swift\t5
            R
            F\tsecond\t/x/CartSpec.swift\t5
            E\tMod.CartSpec\tbroken\tfailed\t\t3000\texample
            """
        let run = EarlierProcesses(journal: journal, includingLastProcess: true)
        XCTAssertEqual(run.cases.map(\.name), ["flaky", "broken"])
        XCTAssertEqual(run.cases[0].outcome, .passed)
        XCTAssertEqual(run.cases[0].failedAttempts, [[Self.failure]])
        XCTAssertEqual(run.cases[1].outcome, .failed([SpecFailure(message: "second", file: "/x/CartSpec.swift", line: 5)]))
        XCTAssertEqual(run.cases[1].failedAttempts, [[SpecFailure(message: "first", file: "/x/CartSpec.swift", line: 5)]])
        XCTAssertFalse(run.passesDespiteCrashes, "nothing crashed")
    }

    func testAttemptsThatFailedBeforeACrashAreKnownToTheNextProcess() {
        let journal = """
            W\t1795758175.250000
            B
            S\tMod.CartSpec\tsteps
            R\tMod.CartSpec\tsteps\t1\texpected to equal <1>, got <2>\t/x/CartSpec.swift\t4
            R\tMod.CartSpec\tsteps\t1\tsecond failure\t/x/CartSpec.swift\t5
            C\t4\texample\tMod.CartSpec\tsteps
            W
            """
        let earlier = EarlierProcesses(journal: journal)
        XCTAssertEqual(earlier.attempts(of: "steps", in: "Mod.CartSpec"), [
            .failed([Self.failure, SpecFailure(message: "second failure", file: "/x/CartSpec.swift", line: 5)]),
            .crashed(earlier.crashes[0].message),
        ])
        XCTAssertEqual(earlier.attempts(of: "other", in: "Mod.CartSpec"), [])
        let ended = EarlierProcesses(journal: journal + "\nS\tMod.CartSpec\tsteps\nE\tMod.CartSpec\tsteps\tpassed\t\t10\texample\nW",
                                     includingLastProcess: false)
        XCTAssertEqual(ended.attempts(of: "steps", in: "Mod.CartSpec"), [], "it ended: nothing is left to run")
    }

    func testAFlakyExampleThatFailsAfterItEndedListsNoAttempts() {
        // A task of its first attempt fails once the example had passed on its second.
        let late = SpecFailure(message: "late, from attempt 1", file: "/x/CartSpec.swift", line: 6)
        let journal = """
            W\t1795758175.250000
            S\tMod.CartSpec\tflaky
            F\texpected to equal <1>, got <2>\t/x/CartSpec.swift\t4
            R
            E\tMod.CartSpec\tflaky\tpassed\t\t2000\texample
            G\tMod.CartSpec\tflaky\tlate, from attempt 1\t/x/CartSpec.swift\t6
            """
        let journaled = EarlierProcesses(journal: journal, includingLastProcess: true).cases
        XCTAssertEqual(journaled.map(\.outcome), [.failed([late])])
        XCTAssertEqual(journaled.map(\.failedAttempts), [[]], "its last attempt passed: the attempts are not what failed it")

        var reported = JUnitReport.Case(className: "Mod.CartSpec", name: "flaky", duration: 2, outcome: .passed, failedAttempts: [[Self.failure]])
        reported.fail(afterEnd: [late])
        XCTAssertEqual(reported.outcome, .failed([late]))
        XCTAssertEqual(reported.failedAttempts, [])
        var broken = JUnitReport.Case(className: "Mod.CartSpec", name: "broken", duration: 2, outcome: .failed([Self.failure]),
                                      failedAttempts: [[Self.failure]])
        broken.fail(afterEnd: [late])
        XCTAssertEqual(broken.outcome, .failed([Self.failure, late]))
        XCTAssertEqual(broken.failedAttempts, [[Self.failure]], "every attempt failed: they stay")

        let plan = TreeHarness.plan("CartSpec") { it("is flaky") {} }
        let record = RunRecord(settings: RunSettings(environment: [:]), statusPath: nil, listsForReports: false)
        let owner = NSObject()
        var flaky = ExampleResult(plan.examples[0], of: nil, outcome: .passed)
        flaky.failedAttempts = [[Self.failure]]
        record.record(.ended(flaky, forCase: owner, as: nil))
        record.record(.failedAfterEnd(late, ExampleResult(plan.examples[0], of: nil, outcome: .failed([late])), forCase: owner, of: nil))
        XCTAssertEqual(record.result(forCase: owner)?.outcome, .failed([late]))
        XCTAssertEqual(record.result(forCase: owner)?.failedAttempts, [])
    }

    func testARunWhoseOnlyCrashesWereRetriedIntoAPassPasses() {
        let retried = """
            W\t1795758175.250000
            B
            S\tMod.CartSpec\ttraps_once
            C\t4\texample\tMod.CartSpec\ttraps_once
            W
            B
            S\tMod.CartSpec\ttraps_once
            F\tcrashed: signal 4 (SIGILL)\t/x/CartSpec.swift\t9
            R
            E\tMod.CartSpec\ttraps_once\tpassed\t\t1000\texample
            """
        let run = EarlierProcesses(journal: retried, includingLastProcess: true)
        XCTAssertTrue(run.passesDespiteCrashes)
        XCTAssertTrue(run.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: true)
            .hasSuffix("; each example that crashed passed when it ran again (SPECKIT_RETRY), so the run passes"))
        let failedElsewhere = EarlierProcesses(journal: retried + "\nF\tlate on purpose\t/x/CartSpec.swift\t12\nE\tMod.CartSpec\tlate_failure\tfailed\t\t0\tcase",
                                               includingLastProcess: true)
        XCTAssertFalse(failedElsewhere.passesDespiteCrashes)
        XCTAssertTrue(failedElsewhere.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: false)
            .hasSuffix("; each example that crashed passed when it ran again (SPECKIT_RETRY), and the run fails for its other failures"),
                      "the crash is not why the run fails")
        let failedAgain = EarlierProcesses(journal: retried.replacingOccurrences(of: "\tpassed\t", with: "\tfailed\t"), includingLastProcess: true)
        XCTAssertFalse(failedAgain.passesDespiteCrashes)
        XCTAssertTrue(failedAgain.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: true).hasSuffix("; the run fails"))
    }

    func testARunThatSelectsNoClassWhoseSpecCrashedPasses() {
        // `--filter InnocentSpec`: planning the target called the crashing spec() of another class.
        let filtered = """
            W\t1795758175.250000
            P\tspec() of Mod.BrokenSpec
            C\t4\tactivity\tspec() of Mod.BrokenSpec
            W
            B
            S\tMod.InnocentSpec\tworks
            E\tMod.InnocentSpec\tworks\tpassed\t\t1000\texample
            """
        let run = EarlierProcesses(journal: filtered, includingLastProcess: true)
        XCTAssertTrue(run.passesDespiteCrashes)
        XCTAssertTrue(run.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: true).hasSuffix(
            "; Mod.BrokenSpec, whose spec() crashed, is not in this run's selection (its spec_crashed case fails a run that selects it), "
                + "so the run passes"))
        // A failure the journal does not hold (a plain Swift Testing test's) failed the last process: the run fails.
        XCTAssertTrue(run.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: false).hasSuffix("; the run fails"))
        // Selected, the class reports the crash as its failing case: the run fails.
        let selected = EarlierProcesses(journal: filtered + """

            S\tMod.BrokenSpec\tspec_crashed
            F\tspec() of Mod.BrokenSpec crashed: signal 4 (SIGILL)\t/x/BrokenSpec.swift\t3
            E\tMod.BrokenSpec\tspec_crashed\tfailed\t\t0\tcase
            """, includingLastProcess: true)
        XCTAssertFalse(selected.passesDespiteCrashes)
        XCTAssertTrue(selected.crashTotals(underXCTest: false, unreported: 0, lastWorkerPassed: true).hasSuffix("; the run fails"))
        // A crash of another kind still fails the run.
        let hook = EarlierProcesses(journal: filtered.replacingOccurrences(of: "spec() of Mod.BrokenSpec", with: "beforeSuite at Hooks.swift:3"),
                                    includingLastProcess: true)
        XCTAssertFalse(hook.passesDespiteCrashes)
    }

    func testTheReportListsAttemptsAsMavenSurefireDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("retry-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/specs.xml"
        JUnitReport(path: path).add([
            JUnitReport.Case(className: "M.CartSpec", name: "flaky", duration: 0.1, outcome: .passed, failedAttempts: [[Self.failure], [Self.crash]]),
            JUnitReport.Case(className: "M.CartSpec", name: "broken", duration: 0.1, outcome: .failed([Self.crash]), failedAttempts: [[Self.failure]]),
        ])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("""
            name="flaky" time="0.100000"><flakyFailure message="/x/CartSpec.swift:4: expected to equal &lt;1&gt;, got &lt;2&gt;">\
            /x/CartSpec.swift:4: expected to equal &lt;1&gt;, got &lt;2&gt;</flakyFailure><flakyFailure message="/x/CartSpec.swift:9: \
            crashed: signal 4 (SIGILL)">/x/CartSpec.swift:9: crashed: signal 4 (SIGILL)</flakyFailure></testcase>
            """), text)
        XCTAssertTrue(text.contains("""
            name="broken" time="0.100000"><failure message="/x/CartSpec.swift:4: expected to equal &lt;1&gt;, got &lt;2&gt;">\
            /x/CartSpec.swift:4: expected to equal &lt;1&gt;, got &lt;2&gt;</failure><rerunFailure message="/x/CartSpec.swift:9: \
            crashed: signal 4 (SIGILL)">/x/CartSpec.swift:9: crashed: signal 4 (SIGILL)</rerunFailure></testcase>
            """), text)
    }

    func testTheSummaryListsFlakyExamplesAndCountsThem() {
        let plan = TreeHarness.plan("CartSpec") {
            it("is flaky") {}
            it("is broken") {}
        }
        var flaky = ExampleResult(plan.examples[0], of: nil, outcome: .passed)
        flaky.failedAttempts = [[Self.failure]]
        var broken = ExampleResult(plan.examples[1], of: nil, outcome: .failed([Self.failure]))
        broken.failedAttempts = [[Self.failure], [Self.failure]]
        let lines = RunSummary(examples: 2, results: [flaky, broken], seconds: 0.5, settings: RunSettings(environment: ["SPECKIT_RETRY": "2"]),
                               style: TerminalStyle(colors: false)).lines
        XCTAssertEqual(Array(lines.prefix(5)), [
            "", "Flaky:", "  CartSpec.is_flaky",
            "    passed on attempt 2 of 3 (SPECKIT_RETRY); the attempts before failed:",
            "      1) /x/CartSpec.swift:4: expected to equal <1>, got <2>",
        ])
        XCTAssertTrue(lines.contains("     failed all 3 attempts (SPECKIT_RETRY)"), "\(lines)")
        var twice = flaky
        twice.failedAttempts = [[Self.failure, SpecFailure(message: "expected to equal <a>, got <b>", file: "/x/CartSpec.swift", line: 5)]]
        let both = RunSummary(examples: 1, results: [twice], seconds: 0.5, settings: RunSettings(environment: ["SPECKIT_RETRY": "2"]),
                              style: TerminalStyle(colors: false)).lines
        XCTAssertEqual(Array(both.prefix(6).suffix(2)), [
            "      1) /x/CartSpec.swift:4: expected to equal <1>, got <2>",
            "         /x/CartSpec.swift:5: expected to equal <a>, got <b>",
        ], "every failure of an attempt, as the report lists them")
        // A skip ended its attempts before the last allowed one.
        let endedBySkip = RunSummary(examples: 2, results: [flaky, broken], seconds: 0.5, settings: RunSettings(environment: ["SPECKIT_RETRY": "3"]),
                                     style: TerminalStyle(colors: false)).lines
        XCTAssertTrue(endedBySkip.contains("     failed 3 attempts of 4 (SPECKIT_RETRY)"), "\(endedBySkip)")
        XCTAssertTrue(lines.contains("\nSpecKit: 2 examples, 1 failure, 1 flaky, 0 skipped, 0 pending in 0.50 seconds"), "\(lines)")
    }
}
