import Matchers
import XCTest

@testable import SpecDSL

/// The documentation format's tree and the closing summary, line by line.
final class ReportFormattingTests: XCTestCase {
    private static let plan = TreeHarness.plan("FailingSpec") {
        describe("Failing") {
            it("passes") {}
            it("fails on purpose") {}
            context("when nested") {
                xit("is disabled") {}
                it("skips") {}
            }
            it("comes back") {}
        }
    }

    private static func example(_ index: Int) -> SpecPlan.PlannedExample { plan.examples[index] }

    private static let failure = ExampleResult.Failure(message: "expected to equal <2>, got <1>\nsecond line", file: "/x/FailingSpec.swift", line: 10)

    private static let results = [
        ExampleResult(example(0), of: nil, outcome: .passed, duration: 0.25),
        ExampleResult(example(1), of: nil, outcome: .failed([failure]), duration: 0.5),
        ExampleResult(example(2), of: nil, outcome: .pending("disabled with xit")),
        ExampleResult(example(3), of: nil, outcome: .skipped("the server is down"), duration: 0.125),
        ExampleResult(example(4), of: nil, outcome: .passed, duration: 1.5),
        ExampleResult(failingCase: "left_empty__empty_group", of: "FailingSpec", specType: nil,
                      outcome: .failed([ExampleResult.Failure(message: "\"left empty\" has no examples", file: "/x/FailingSpec.swift", line: 21)]),
                      qualifiedSpecName: "ConsumerSpecs.FailingSpec"),
    ]

    func testTheDocumentationFormatIndentsByGroupWithEachOutcome() {
        XCTAssertEqual(DocumentationFormat.lines(of: "FailingSpec", Self.results, style: TerminalStyle(colors: false)), [
            "FailingSpec",
            "  Failing",
            "    passes",
            "    fails on purpose (FAILED: expected to equal <2>, got <1>)",
            "    when nested",
            "      is disabled (PENDING: disabled with xit)",
            "      skips (SKIPPED: the server is down)",
            "    comes back",
            "  left_empty__empty_group (FAILED: \"left empty\" has no examples)",
        ])
    }

    func testADescriptionWithALineBreakStaysOnItsLineOfTheTree() {
        let plan = TreeHarness.plan("BrokenSpec") {
            describe("two\nlines") {
                it("tab\there\r\nand more") {}
            }
        }
        let result = ExampleResult(plan.examples[0], of: nil, outcome: .passed, duration: 0)
        XCTAssertEqual(DocumentationFormat.lines(of: "BrokenSpec", [result], style: TerminalStyle(colors: false)),
                       ["BrokenSpec", "  two\\nlines", "    tab\\there\\r\\nand more"])
    }

    func testColoursMarkOutcomesOnlyWhenAsked() {
        let lines = DocumentationFormat.lines(of: "FailingSpec", Array(Self.results.prefix(3)), style: TerminalStyle(colors: true))
        XCTAssertEqual(lines[2], "    \u{1B}[32mpasses\u{1B}[0m")
        XCTAssertEqual(lines[3], "    \u{1B}[31mfails on purpose (FAILED: expected to equal <2>, got <1>)\u{1B}[0m")
        XCTAssertEqual(lines[5], "      \u{1B}[33mis disabled (PENDING: disabled with xit)\u{1B}[0m")
        XCTAssertEqual(lines[1], "  Failing", "groups are not coloured")
    }

    func testPlacesAreRelativeToTheCurrentFolder() {
        let inside = FileManager.default.currentDirectoryPath + "/Tests/ASpec.swift"
        XCTAssertEqual(ExampleResult.Failure(message: "m", file: inside, line: 3).place, "Tests/ASpec.swift:3")
        XCTAssertEqual(ExampleResult.Failure(message: "m", file: "/elsewhere/ASpec.swift", line: 3).place, "/elsewhere/ASpec.swift:3")
    }

    func testTheSummaryListsPendingSkippedAndFailuresWithACommandToRerunEach() {
        let settings = RunSettings(environment: ["SPECKIT_ORDER": "random:51923", "SPECKIT_SHARD": "2/8"])
        let summary = RunSummary(examples: 5, results: Self.results, seconds: 1.234, settings: settings, style: TerminalStyle(colors: false))
        XCTAssertEqual(summary.lines, [
            "",
            "Pending:",
            "  FailingSpec.Failing__when_nested__is_disabled",
            "    disabled with xit (\(RunSummary.place(of: Self.example(2))))",
            "",
            "Skipped:",
            "  FailingSpec.Failing__when_nested__skips",
            "    the server is down",
            "",
            "Failures:",
            "  1) FailingSpec.Failing__fails_on_purpose",
            "     /x/FailingSpec.swift:10: expected to equal <2>, got <1>",
            "     second line",
            "     rerun: SPECKIT_FILTER='^FailingSpec\\.Failing__fails_on_purpose$' swift test --filter FailingSpec",
            "  2) FailingSpec.left_empty__empty_group",
            "     /x/FailingSpec.swift:21: \"left empty\" has no examples",
            "     rerun: swift test --filter '^ConsumerSpecs\\.FailingSpec/'",
            "\nSpecKit: 5 examples, 1 failure, 1 skipped, 1 pending, 1 failing case outside examples (shard 2/8) in 1.23 seconds",
            "Randomized with seed 51923",
            "A failure that passes when rerun alone may depend on the examples before it: "
                + "SPECKIT_BISECT=1 SPECKIT_ORDER=random:51923 swift test finds them",
        ])
    }

    func testASkippedCaseOutsideExamplesIsListedAndCountedApart() {
        let noExamples = ExampleResult(failingCase: "no_examples", of: "EmptySpec", specType: nil,
                                       outcome: .skipped("EmptySpec defines no examples: override spec() and add some with it(…)"))
        let summary = RunSummary(examples: 1, results: [Self.results[0], noExamples], seconds: 0.5, settings: RunSettings(environment: [:]),
                                 style: TerminalStyle(colors: false))
        XCTAssertEqual(summary.lines, [
            "",
            "Skipped:",
            "  EmptySpec.no_examples",
            "    EmptySpec defines no examples: override spec() and add some with it(…)",
            "\nSpecKit: 1 example, 0 failures, 0 skipped, 0 pending, 1 skipped case outside examples in 0.50 seconds",
        ])
    }

    func testTheProfileListsTheSlowestExamplesAndGroups() {
        let settings = RunSettings(environment: ["SPECKIT_PROFILE": "2"])
        let lines = RunSummary(examples: 5, results: Self.results, seconds: 3, settings: settings, style: TerminalStyle(colors: false)).lines
        let start = lines.firstIndex { $0.hasPrefix("Slowest 2 examples") } ?? 0
        let place = { (index: Int) in RunSummary.place(of: Self.example(index)) }
        XCTAssertEqual(Array(lines[start...].prefix(6)), [
            "Slowest 2 examples (84% of the examples' time):",
            "  1.500 s  FailingSpec.Failing__comes_back  \(place(4))",
            "  0.500 s  FailingSpec.Failing__fails_on_purpose  \(place(1))",
            "",
            "Slowest 1 group:",
            "  2.375 s  FailingSpec: Failing (5 examples)  \(Self.plan.examples[0].groups.last.map { RunSummary.place($0.location) } ?? "")",
        ])
    }

    func testTheProfileListsOnlyExamplesThatRan() {
        let settings = RunSettings(environment: ["SPECKIT_PROFILE": "10"])
        let lines = RunSummary(examples: 5, results: Self.results, seconds: 3, settings: settings, style: TerminalStyle(colors: false)).lines
        let start = lines.firstIndex { $0.hasPrefix("Slowest 3 examples") }
        XCTAssertNotNil(start, "the three that passed or failed, not the pending or the skipped one: \(lines)")
        XCTAssertEqual(lines[(start ?? 0)...].prefix(4).map { $0.split(separator: " ").dropFirst(2).first.map(String.init) ?? $0 },
                       ["examples", "FailingSpec.Failing__comes_back", "FailingSpec.Failing__fails_on_purpose", "FailingSpec.Failing__passes"])
    }

    func testASettingThatCannotBeUsedHasNoRerunCommand() {
        let setting = ExampleResult(failingCase: "invalid_shard", of: "CartSpec", specType: nil,
                                    outcome: .failed([SpecFailure.environment("SPECKIT_SHARD='9/8' is no shard")]), qualifiedSpecName: "Specs.CartSpec")
        let lines = RunSummary(examples: 1, results: [Self.results[1], setting], seconds: 1, settings: RunSettings(environment: [:]),
                               style: TerminalStyle(colors: false)).lines
        XCTAssertEqual(lines.filter { $0.contains("rerun: ") }.count, 1, "the example's alone: \(lines)")
        XCTAssertTrue(lines.contains("     <environment>:1: SPECKIT_SHARD='9/8' is no shard"), "\(lines)")
    }

    func testARunWithoutFailuresSaysSo() {
        let lines = RunSummary(examples: 1, results: [], seconds: 0.5, settings: RunSettings(environment: [:]), style: TerminalStyle(colors: false)).lines
        XCTAssertEqual(lines, ["\nSpecKit: 1 example, 0 failures, 0 skipped, 0 pending in 0.50 seconds"])
    }

    func testTheReportCarriesTheRunsProperties() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = JUnitReport(path: "\(folder)/r.xml", properties: [("seed", "51923"), ("shard", "2/8")])
        report.add([JUnitReport.Case(className: "M.ASpec", name: "passes", duration: 0.1, outcome: .passed)])
        let text = try String(contentsOfFile: "\(folder)/r.xml", encoding: .utf8)
        XCTAssertTrue(text.contains("<testsuite name=\"M.ASpec\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
                                    + "<properties><property name=\"seed\" value=\"51923\"/>"
                                    + "<property name=\"shard\" value=\"2/8\"/></properties>\n<testcase "), text)
    }

    /// A CI that reads a suite's totals, not its cases, sees the run as it was.
    func testEachSuiteOfTheReportCarriesItsTotals() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = SpecFailure(message: "expected <1>, got <2>", file: "/s/A.swift", line: 3)
        JUnitReport(path: "\(folder)/r.xml").add([
            JUnitReport.Case(className: "M.ASpec", name: "passes", duration: 0, outcome: .passed),
            JUnitReport.Case(className: "M.ASpec", name: "fails", duration: 0, outcome: .failed([failure])),
            JUnitReport.Case(className: "M.ASpec", name: "is_pending", duration: 0, outcome: .pending("pending")),
            JUnitReport.Case(className: "M.BSpec", name: "skips", duration: 0, outcome: .skipped("not today")),
        ])
        let text = try String(contentsOfFile: "\(folder)/r.xml", encoding: .utf8)
        XCTAssertTrue(text.contains("<testsuite name=\"M.ASpec\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\">"), text)
        XCTAssertTrue(text.contains("<testsuite name=\"M.BSpec\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\">"), text)
    }
}

extension DocumentationFormat {
    /// The lines of the class `specName` with `results` in the order they ran.
    static func lines(of specName: String, _ results: [ExampleResult], style: TerminalStyle) -> [String] {
        var tree = DocumentationFormat(of: specName, style: style, count: results.count)
        for result in results { tree.add(result) }
        return tree.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
