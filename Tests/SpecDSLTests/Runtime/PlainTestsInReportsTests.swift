#if os(Linux) && compiler(>=6.3)
import Foundation
import XCTest

@testable import SpecDSL

/// The plain XCTest tests of a run are in its JUnit report when the run ran spec classes under
/// XCTest, and only then, whoever writes the report: the test process, or the crash supervisor
/// from its journal. A plain test that crashed is there either way.
final class PlainTestsInReportsTests: XCTestCase {
    private func reportPath() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return "\(folder)/specs.xml"
    }

    /// `Class name` of each case the report at `path` lists, in its order.
    private func listed(_ path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"<testcase classname="([^"]+)" name="([^"]+)""#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let className = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text) else { return nil }
            return "\(text[className]) \(text[name])"
        }
    }

    /// The reports of one run of a plain test and, when `ranSpecClass`, of a spec class's XCTest
    /// test with one case, told once to a record: as the test process writes its report, and as the
    /// crash supervisor writes its own from the journal the record wrote meanwhile.
    private func reports(ranSpecClass: Bool) throws -> (testProcess: [String], supervisor: [String]) {
        let journal = POSIX.anonymousFile(named: "plain-tests")
        guard journal >= 0 else { throw XCTSkip("no temporary file") }
        defer { close(journal) }
        POSIX.append("W\t1\n", to: journal)
        // This test's own process may be a worker: its journal is left alone meanwhile.
        let workersJournal = CrashJournal.descriptor
        CrashJournal.descriptor = journal
        defer { CrashJournal.descriptor = workersJournal }

        let processReport = try reportPath()
        setenv(JUnitReport.variable, processReport, 1)
        defer { unsetenv(JUnitReport.variable) }
        let record = RunRecord(settings: RunSettings(environment: [:]), statusPath: nil, listsForReports: true)
        record.claimReports()
        record.record(.xctestRun(started: true))
        record.record(.testStarted("M.PlainTests/testPasses", isSpecClass: false))
        record.record(.ended(ExampleResult(test: "testPasses", of: "M.PlainTests", outcome: .passed, duration: 0.001),
                             forCase: nil, as: .test(id: "M.PlainTests/testPasses")))
        if ranSpecClass {
            let caseClass = CaseClass("M.CartSpec")
            record.record(.testStarted("M.CartSpec/testAllExamplesOfCartSpec", isSpecClass: true))
            record.record(.caseStarted("empty_group", of: caseClass, limit: nil, place: nil))
            let failure = SpecFailure(message: "describe(\"empty\") has no examples", file: "/a/CartSpec.swift", line: 3)
            let failing = ExampleResult(failingCase: "empty_group", of: "CartSpec", specType: nil, outcome: .failed([failure]),
                                        qualifiedSpecName: "M.CartSpec")
            record.record(.ended(failing, forCase: nil, as: .specCase(caseClass)))
            record.record(.specClassEnded("M.CartSpec/testAllExamplesOfCartSpec"))
        }
        record.record(.xctestRun(started: false))
        record.writeReports()

        return (try listed(processReport), try reportOfSupervisor(journal: String(decoding: POSIX.bytes(of: journal, from: 0), as: UTF8.self)))
    }

    func testARunThatRanASpecClassUnderXCTestListsItsPlainTestsWhoeverWritesTheReport() throws {
        let written = try reports(ranSpecClass: true)

        XCTAssertEqual(written.testProcess, ["M.PlainTests testPasses", "M.CartSpec empty_group"])
        XCTAssertEqual(written.supervisor, written.testProcess)
    }

    func testARunOfPlainTestsAloneListsNoneOfThemWhoeverWritesTheReport() throws {
        // The XCTest pass of specs on the Swift Testing route, or a process of `--parallel` that runs one plain test.
        let written = try reports(ranSpecClass: false)

        XCTAssertEqual(written.testProcess, [])
        XCTAssertEqual(written.supervisor, [])
    }

    /// What the crash supervisor writes of a run from its journal, in the report it claimed before
    /// the run's first worker.
    private func reportOfSupervisor(journal: String) throws -> [String] {
        let files = ResultFiles(reports: [JUnitReport(path: try reportPath())], statusPath: nil)
        files.claim()
        let run = EarlierProcesses(journal: journal, includingLastProcess: true)
        files.write(run.reportCases, status: [], ranWholeClasses: true, withPlainTests: run.ranSpecClassUnderXCTest)
        return try listed(files.reports[0].path)
    }

    func testAPlainTestThatCrashedIsListedInARunOfPlainTestsAlone() throws {
        // The process that ran it died before it could write anything: the supervisor's report alone can hold it.
        let journal = "W\t1\nB\nT\tM.PlainTests/testPasses\nt\tM.PlainTests/testPasses\tpassed\t\t1000\n"
            + "T\tM.PlainTests/testCrashes\nC\t4\ttest\tM.PlainTests/testCrashes\nW\nB\nZ\n"

        XCTAssertEqual(try reportOfSupervisor(journal: journal), ["M.PlainTests testCrashes"])
    }
}
#endif
