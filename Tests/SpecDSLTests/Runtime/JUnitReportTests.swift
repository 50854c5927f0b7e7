import Foundation
import XCTest

@testable import SpecDSL

/// `SPECKIT_XUNIT_OUTPUT`'s report: a path it cannot write is a failure before the run starts,
/// processes add to one report, and a case keeps its failures.
final class JUnitReportTests: XCTestCase {
    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    func testAMissingFolderIsAProblemThatSaysWhatToDo() throws {
        let folder = try scratch()
        XCTAssertNil(JUnitReport(path: "\(folder)/specs.xml").problem)
        XCTAssertNil(JUnitReport(path: "specs.xml").problem, "the current folder")
        XCTAssertEqual(JUnitReport(path: "\(folder)/missing/specs.xml").problem,
                       "SPECKIT_XUNIT_OUTPUT=\(folder)/missing/specs.xml: the folder \(folder)/missing does not exist; create it, "
                       + "or point the variable at a file in an existing folder")
        XCTAssertEqual(JUnitReport(path: folder).problemCase?.name, "invalid_xunit_output")
        XCTAssertEqual(JUnitReport(path: "/proc/specs.xml").problem?.hasPrefix("SPECKIT_XUNIT_OUTPUT=/proc/specs.xml cannot be written ("), true)
        XCTAssertEqual(JUnitReport(path: folder).problem, "SPECKIT_XUNIT_OUTPUT=\(folder) is a folder: name the report's file, e.g. \(folder)/specs.xml")
    }

    func testCasesAddedTwiceInOneRunAreKeptAndNoFileIsLeftBeside() throws {
        let path = "\(try scratch())/specs.xml"
        let report = JUnitReport(path: path)
        report.add([JUnitReport.Case(className: "M.ASpec", name: "passes", duration: 0.1, outcome: .passed)])
        report.add([JUnitReport.Case(className: "M.BSpec", name: "fails", duration: 0.2,
                                     outcome: .failed([SpecFailure(message: "expected to equal <2>, got <1>", file: "/a/B.swift", line: 3)]))])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "<testcase ").count - 1, 2)
        XCTAssertTrue(text.contains("<failure message=\"/a/B.swift:3: expected to equal &lt;2&gt;, got &lt;1&gt;\">"), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent), ["specs.xml"])
    }

    func testASkippedOrPendingCaseSaysWhy() throws {
        let path = "\(try scratch())/specs.xml"
        JUnitReport(path: path).add([
            JUnitReport.Case(className: "M.ASpec", name: "skips", duration: 0, outcome: .skipped("the server is \"down\" <today>")),
            JUnitReport.Case(className: "M.ASpec", name: "waits", duration: 0, outcome: .pending("disabled with xit")),
        ])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("name=\"skips\" time=\"0.000000\"><skipped message=\"the server is &quot;down&quot; &lt;today&gt;\"/></testcase>"), text)
        XCTAssertTrue(text.contains("name=\"waits\" time=\"0.000000\"><skipped message=\"disabled with xit\"/></testcase>"), text)
    }

    func testACaseTwoProcessesOfOneRunReportAlikeIsListedOnce() throws {
        let path = "\(try scratch())/specs.xml"
        let report = JUnitReport(path: path)
        let crash = SpecFailure(message: "the afterSuite at Hooks.swift:3 crashed: signal 4 (SIGILL)", file: nil, line: 0)
        report.add([JUnitReport.Case(className: "SpecKit", name: "afterSuite", duration: 0, outcome: .failed([crash]))])
        report.add([JUnitReport.Case(className: "SpecKit", name: "afterSuite", duration: 0.5, outcome: .failed([crash])),
                    JUnitReport.Case(className: "M.ASpec", name: "passes", duration: 0.1, outcome: .passed)])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "name=\"afterSuite\"").count - 1, 1, "the same case, whatever its time, once")
        XCTAssertEqual(text.components(separatedBy: "<testsuite ").count - 1, 2, "no empty suite for the case left out")
        XCTAssertTrue(text.contains("name=\"passes\""), text)
    }

    private func earlierReport(at path: String, owners: String) throws {
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="SpecKit" run="\(owners)">
            <testsuite name="M.Earlier" tests="1">
            <testcase classname="M.Earlier" name="ran_before" time="0.000000"/>
            </testsuite>
            </testsuites>

            """.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func testAReportWhoseOwnersAllEndedIsAnEarlierRunsAndIsReplaced() throws {
        let path = "\(try scratch())/specs.xml"
        try earlierReport(at: path, owners: "999999999-1 2147483646-5")
        JUnitReport(path: path).add([JUnitReport.Case(className: "M.Now", name: "runs_now", duration: 0, outcome: .passed)])

        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertFalse(text.contains("ran_before"), text)
        XCTAssertTrue(text.contains("<testsuites name=\"SpecKit\" run=\"\(RunOwner.current)\">"), text)
    }

    func testAReportWithAnOwnerStillRunningIsOneRunWithThisProcess() throws {
        let path = "\(try scratch())/specs.xml"
        // Another process that overlaps this one in time: the system's first, which runs on.
        let running = RunOwner.identity(of: 1)
        try earlierReport(at: path, owners: "999999999-1 \(running)")
        JUnitReport(path: path).add([JUnitReport.Case(className: "M.Now", name: "runs_now", duration: 0, outcome: .passed)])

        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("ran_before") && text.contains("runs_now"), text)
        XCTAssertTrue(text.contains("run=\"\(running) \(RunOwner.current)\""), "the ended owner is dropped: \(text)")
    }

    func testARelativePathIsTheFolderThisProcessStartedIn() throws {
        let folder = try scratch()
        setenv("SPECKIT_XUNIT_OUTPUT", "relative-specs.xml", 1)
        defer { unsetenv("SPECKIT_XUNIT_OUTPUT") }
        let started = try XCTUnwrap(ProcessEnvironment.startingDirectory)
        let before = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(before) }

        XCTAssertEqual(JUnitReport.allFromEnvironment().map(\.path), ["\(started)/relative-specs.xml"])
    }

    func testAFailingCaseTakesTheNextFreeNameWhenAnExampleHasItsName() {
        let failure = SpecFailure(.definitionIssue, "broken", file: "A.swift", line: 1)
        let cases = FailingCase.numbered([
            FailingCase(name: "clash__failure_outside_example", failures: [failure]),
            FailingCase(name: "clash__failure_outside_example", failures: [failure]),
        ], avoiding: ["clash__failure_outside_example", "clash__failure_outside_example_2"])
        XCTAssertEqual(cases.map(\.name), ["clash__failure_outside_example_3", "clash__failure_outside_example_4"])
    }

    func testAFilterThatSelectsNothingIsANoteNotAFailure() {
        let spec = SpecDefinition(type: ReportSpec.self, name: "ReportSpec") { it("runs") {} }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: { body, _ in body() })
        let process = ProcessRun()
        setenv("SPECKIT_FILTER", "matches_nothing", 1)
        defer { unsetenv("SPECKIT_FILTER") }
        process.prepare(target, capturing: { body, _ in body() })

        XCTAssertEqual(process.emptySelectionNote(environment: ["SPECKIT_FILTER": "matches_nothing"]),
                       "SpecKit: " + Misuse.filterSelectedNothing("matches_nothing"))
        XCTAssertNil(ProcessRun().emptySelectionNote(environment: ["SPECKIT_FILTER": "x"]), "no target prepared with a filter")
    }
}

private final class ReportSpec {}

/// Many writers finishing at once keep every case: each waits its turn on the lock file.
final class JUnitReportConcurrencyTests: XCTestCase {
    func testFortyWritersAddingAtOnceLoseNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/specs.xml"
        DispatchQueue.concurrentPerform(iterations: 40) { writer in
            JUnitReport(path: path).add((1...3).map { number in
                JUnitReport.Case(className: "M.Spec\(writer)", name: "example_\(number)", duration: 0, outcome: .passed)
            })
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "<testcase ").count - 1, 120)
        XCTAssertEqual(text.components(separatedBy: "<testsuite ").count - 1, 40)
    }
}
