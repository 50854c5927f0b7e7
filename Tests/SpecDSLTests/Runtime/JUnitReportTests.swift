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

    func testCasesAddedTwiceInOneRunAreKeptAndTheLockFileStays() throws {
        let path = "\(try scratch())/specs.xml"
        let report = JUnitReport(path: path)
        report.add([JUnitReport.Case(className: "M.ASpec", name: "passes", duration: 0.1, outcome: .passed)])
        report.add([JUnitReport.Case(className: "M.BSpec", name: "fails", duration: 0.2,
                                     outcome: .failed(["/a/B.swift:3: expected to equal <2>, got <1>"]))])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "<testcase ").count - 1, 2)
        XCTAssertTrue(text.contains("<failure message=\"/a/B.swift:3: expected to equal &lt;2&gt;, got &lt;1&gt;\">"), text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ".lock"))
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
