import Foundation
import XCTest

@testable import SpecDSL

/// The saved status between runs: its text, how a run's cases merge into it, where it lives, and
/// what SPECKIT_ONLY_FAILURES, SPECKIT_NEXT_FAILURE and SPECKIT_FAIL_FAST do with it.
final class SavedStatusTests: XCTestCase {
    private static func reported(_ name: String, _ outcome: ExampleResult.Outcome, _ seconds: Double = 0.25) -> JUnitReport.Case {
        JUnitReport.Case(className: "Specs.CartSpec", name: name, duration: seconds, outcome: outcome, isExample: true)
    }

    private static let failure = SpecFailure(message: "expected to equal <1>, got <2>", file: "/x/CartSpec.swift", line: 4)

    func testTheTextListsEachExampleInAlignedColumnsAndReadsBack() {
        let status = SavedStatus().adding([
            Self.reported("a_cart__keeps_item_3", .failed([Self.failure]), 0.0121),
            Self.reported("a_cart__adds", .passed, 0.0004),
            Self.reported("a_cart__is_disabled", .pending("disabled with xit")),
        ])
        XCTAssertEqual(status.text, """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example                             | status  | seconds
            Specs.CartSpec.a_cart__keeps_item_3 | failed  | 0.0121
            Specs.CartSpec.a_cart__adds         | passed  | 0.0004
            Specs.CartSpec.a_cart__is_disabled  | skipped | 0.0000

            """)
        XCTAssertEqual(SavedStatus(text: status.text), status)
        XCTAssertEqual(status.failures, ["Specs.CartSpec.a_cart__keeps_item_3"])
    }

    func testLinesItCannotReadAreLeftOutNotFatal() {
        let status = SavedStatus(text: "garbage\nA.b | failed | 1.5\nA.c | flaky | 2\nA.d | passed | soon\n | passed | 1\n"
                                 + "A.e | passed | inf\nA.f | passed | -5\nA.g | passed | nan\nA.h | passed | 1e15\n")
        XCTAssertEqual(status.entries.keys.sorted(), ["A.b", "A.h"])
        XCTAssertEqual(status.entries["A.b"], SavedStatus.Entry(status: .failed, seconds: 1.5))
        XCTAssertTrue(status.text.contains("A.h     | passed  | 1000000000.0000\n"), "a huge time is written as the longest limit, not a trap")
    }

    func testAListedOrderIsNoWholeRun() {
        XCTAssertFalse(SavedStatus.runsWholeClasses { ["SPECKIT_ORDER": "list:/tmp/bisect.txt"][$0] })
        XCTAssertTrue(SavedStatus.runsWholeClasses { ["SPECKIT_ORDER": "random:5"][$0] })
    }

    func testARunReplacesTheLinesOfItsCasesAndKeepsTheOthers() {
        let before = SavedStatus().adding([Self.reported("one", .failed([Self.failure]), 1), Self.reported("two", .passed, 2)])
        let after = before.adding([Self.reported("one", .passed, 0.5)])
        XCTAssertEqual(after.entries["Specs.CartSpec.one"], SavedStatus.Entry(status: .passed, seconds: 0.5))
        XCTAssertEqual(after.entries["Specs.CartSpec.two"], SavedStatus.Entry(status: .passed, seconds: 2), "a case this run did not run")
    }

    func testAnExampleAStopOrAFocusLeftOutKeepsItsLastOutcomeAndASkipKeepsItsTime() {
        let before = SavedStatus().adding([Self.reported("one", .failed([Self.failure]), 1), Self.reported("two", .passed, 2),
                                           Self.reported("three", .failed([Self.failure]), 3)])
        let after = before.adding([
            Self.reported("one", .skipped(FailFast.reason(limit: 1, variable: FailFast.variable)), 0),
            Self.reported("two", .skipped("the server is down"), 0),
            Self.reported("three", .skipped(ExampleSelection.unfocusedReason), 0),
        ])
        XCTAssertEqual(after.entries["Specs.CartSpec.one"], SavedStatus.Entry(status: .failed, seconds: 1), "it did not run")
        XCTAssertEqual(after.entries["Specs.CartSpec.two"], SavedStatus.Entry(status: .skipped, seconds: 2))
        XCTAssertEqual(after.entries["Specs.CartSpec.three"], SavedStatus.Entry(status: .failed, seconds: 3), "a focus left it out")
    }

    func testOnlyExamplesAreSavedAndAWholeRunOfAClassDropsTheExamplesItNoLongerHas() {
        let before = SavedStatus().adding([Self.reported("renamed", .failed([Self.failure])), Self.reported("kept", .passed),
                                           JUnitReport.Case(className: "Specs.OtherSpec", name: "x", duration: 0, outcome: .passed, isExample: true)])
        let failingCase = JUnitReport.Case(className: "Specs.CartSpec", name: "invalid_order", duration: 0, outcome: .failed([Self.failure]))
        let plainTest = JUnitReport.Case(className: "Specs.PlainTests", name: "testIt", duration: 0, outcome: .failed([Self.failure]))
        let filtered = before.adding([Self.reported("kept", .passed), failingCase, plainTest])
        XCTAssertEqual(filtered.entries.keys.sorted(), ["Specs.CartSpec.kept", "Specs.CartSpec.renamed", "Specs.OtherSpec.x"],
                       "a failing case and a plain test are no examples; a filtered run keeps what it did not run")
        let whole = before.adding([Self.reported("kept", .passed), Self.reported("new_name", .passed)], ranWholeClasses: true)
        XCTAssertEqual(whole.entries.keys.sorted(), ["Specs.CartSpec.kept", "Specs.CartSpec.new_name", "Specs.OtherSpec.x"],
                       "the class that ran whole lost its renamed example; another class keeps its lines")
        XCTAssertTrue(SavedStatus.runsWholeClasses { _ in nil })
        XCTAssertFalse(SavedStatus.runsWholeClasses { ["SPECKIT_FILTER": "Cart"][$0] })
        XCTAssertFalse(SavedStatus.runsWholeClasses { ["SPECKIT_SHARD": "1/2"][$0] })
        XCTAssertFalse(SavedStatus.runsWholeClasses { ["SPECKIT_NEXT_FAILURE": "1"][$0] })
    }

    func testAWholeRunDropsTheLinesItDidNotReportEvenWhenItLeftSomeOut() {
        let before = SavedStatus().adding([Self.reported("gone", .passed), Self.reported("kept", .failed([Self.failure]))])
        // As many names reported as lines saved, but one of them no line of its own: the count alone would keep "gone".
        let stop = FailFast.reason(limit: 1, variable: FailFast.variable)
        let after = before.adding([Self.reported("kept", .skipped(stop)), Self.reported("new", .skipped(stop))], ranWholeClasses: true)
        XCTAssertEqual(after.entries.keys.sorted(), ["Specs.CartSpec.kept"])
    }

    func testTheFileMergesTheCasesOfEachWriter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("saved-status-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/status.txt"
        XCTAssertEqual(SavedStatus.read(at: path), SavedStatus(), "no file yet: nothing saved")
        SavedStatus.add([Self.reported("one", .failed([Self.failure]))], at: path)
        SavedStatus.add([Self.reported("two", .passed)], at: path)
        XCTAssertEqual(SavedStatus.read(at: path)?.entries.keys.sorted(), ["Specs.CartSpec.one", "Specs.CartSpec.two"])
        XCTAssertEqual(SavedStatus.read(at: path)?.failures, ["Specs.CartSpec.one"])
    }

    func testWhereTheStatusIsSaved() {
        XCTAssertNil(SavedStatus.path { ["SPECKIT_STATUS_FILE": "off"][$0] })
        XCTAssertEqual(SavedStatus.path { ["SPECKIT_STATUS_FILE": "/tmp/x/status.txt"][$0] }, "/tmp/x/status.txt")
        let relative = SavedStatus.path { ["SPECKIT_STATUS_FILE": "status.txt"][$0] }
        XCTAssertEqual(relative, ProcessEnvironment.startingDirectory.map { "\($0)/status.txt" }, "relative to where the run started")
        // This test binary was built by SwiftPM: the default is in its scratch folder.
        let fallback = SavedStatus.path { _ in nil }
        XCTAssertEqual(fallback.map { ($0 as NSString).lastPathComponent }, SavedStatus.defaultName)
        XCTAssertTrue(fallback.map { FileManager.default.fileExists(atPath: ($0 as NSString).deletingLastPathComponent + "/workspace-state.json") } ?? false,
                      "\(fallback ?? "nil") is not in SwiftPM's scratch folder")
    }

    func testAFileSpecKitDidNotWriteIsNeverReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foreign-status-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Package.swift"
        try "// swift-tools-version: 6.0\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(SavedStatus.problem { ["SPECKIT_STATUS_FILE": path][$0] },
                       "SPECKIT_STATUS_FILE=\(path) is a file SpecKit did not write (it does not start with \"# SpecKit saved status\", "
                       + "and it is not a table of examples' statuses), so it is left alone; point the variable at a new file")
        let table = folder + "/by-hand.txt"
        try "Specs.CartSpec.one | passed | 2\n".write(toFile: table, atomically: true, encoding: .utf8)
        XCTAssertNil(SavedStatus.problem { ["SPECKIT_STATUS_FILE": table][$0] }, "a status table written by hand is one")
        let notes = folder + "/notes.txt"
        try "Deploy checklist for Friday\nstep one | passed | 3\nremember to tag the release\n".write(toFile: notes, atomically: true, encoding: .utf8)
        XCTAssertNotNil(SavedStatus.problem { ["SPECKIT_STATUS_FILE": notes][$0] }, "prose with one line that looks like a row is no table")
        SavedStatus.add([Self.reported("one", .passed)], at: notes)
        XCTAssertTrue(try String(contentsOfFile: notes, encoding: .utf8).hasPrefix("Deploy checklist"), "and it is left alone")
        SavedStatus.add([Self.reported("one", .passed)], at: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "// swift-tools-version: 6.0\n")
        let link = folder + "/link.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/real.txt")
        let followed = try XCTUnwrap(SavedStatus.path { ["SPECKIT_STATUS_FILE": link][$0] })
        SavedStatus.add([Self.reported("one", .passed)], at: followed)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), folder + "/real.txt", "the link stays a link")
        XCTAssertEqual(SavedStatus.read(at: folder + "/real.txt")?.entries.count, 1)
    }

    /// The default file is SpecKit's, in its build folder: whatever it holds, a run writes it again.
    func testTheDefaultFileIsWrittenAgainWhateverItHolds() throws {
        let path = try XCTUnwrap(SavedStatus.defaultPath)
        let kept = FileManager.default.contents(atPath: path)
        defer {
            if let kept { _ = FileManager.default.createFile(atPath: path, contents: kept) } else { try? FileManager.default.removeItem(atPath: path) }
        }
        try "garbage\n".write(toFile: path, atomically: true, encoding: .utf8)
        SavedStatus.add([Self.reported("one", .failed([Self.failure]))], at: path)
        XCTAssertEqual(SavedStatus.read(at: path)?.failures, ["Specs.CartSpec.one"])
    }

    /// A link at the default place (a CI's cache) is followed, and stays a link.
    func testALinkAtTheDefaultPlaceIsFollowed() throws {
        let place = try XCTUnwrap(SavedStatus.buildFolder()) + "/" + SavedStatus.defaultName
        let kept = FileManager.default.contents(atPath: place)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("cached-status-\(getpid()).txt").path
        try? FileManager.default.removeItem(atPath: place)
        defer {
            try? FileManager.default.removeItem(atPath: place)
            try? FileManager.default.removeItem(atPath: target)
            if let kept { _ = FileManager.default.createFile(atPath: place, contents: kept) }
        }
        try FileManager.default.createSymbolicLink(atPath: place, withDestinationPath: target)
        XCTAssertEqual(SavedStatus.defaultPath, target)
        SavedStatus.add([Self.reported("one", .passed)], at: try XCTUnwrap(SavedStatus.defaultPath))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: place), target, "the link stays a link")
        XCTAssertEqual(SavedStatus.read(at: target)?.entries.count, 1)
        // What the link points at may be someone else's: a file SpecKit did not write stays.
        try "my notes, not SpecKit's\n".write(toFile: target, atomically: true, encoding: .utf8)
        SavedStatus.add([Self.reported("one", .passed)], at: try XCTUnwrap(SavedStatus.defaultPath))
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "my notes, not SpecKit's\n")
    }

    func testAStatusFileInAFolderThatIsNotThereIsAProblemOfTheRun() {
        XCTAssertNil(SavedStatus.problem { _ in nil }, "the default place is never a problem")
        XCTAssertNil(SavedStatus.problem { ["SPECKIT_STATUS_FILE": "off"][$0] })
        XCTAssertEqual(SavedStatus.problem { ["SPECKIT_STATUS_FILE": "/no/such/folder/status.txt"][$0] },
                       "SPECKIT_STATUS_FILE=/no/such/folder/status.txt: the folder /no/such/folder does not exist; create it, or point "
                       + "the variable at a file in an existing folder (SPECKIT_STATUS_FILE=off saves no status)")
        XCTAssertEqual(SavedStatus.problem { ["SPECKIT_STATUS_FILE": "/tmp"][$0] },
                       "SPECKIT_STATUS_FILE=/tmp is a folder: name the status file, e.g. /tmp/speckit-status.txt")
    }

    // MARK: Selecting from it

    func testOnlyFailuresSelectsTheExamplesThatFailedAndThePatternStillApplies() throws {
        let plan = TreeHarness.plan("CartSpec") {
            describe("a cart") {
                it("adds") {}
                it("keeps item 3") {}
                it("keeps item 4") {}
            }
        }
        let failed: Set = ["Specs.CartSpec.a_cart__keeps_item_3", "Specs.CartSpec.a_cart__keeps_item_4", "Specs.Gone.x"]
        let only = ExampleFilter(pattern: nil, lastFailures: failed)
        XCTAssertEqual(try only.select(plan.examples, in: "CartSpec", qualifiedName: "Specs.CartSpec").examples.map(\.metadata.testName),
                       ["a_cart__keeps_item_3", "a_cart__keeps_item_4"])
        XCTAssertEqual(try only.select(plan.examples, in: "CartSpec", qualifiedName: "Other.CartSpec").examples.count, 0,
                       "a class of the same name in another module")
        let both = ExampleFilter(pattern: "item 4", lastFailures: failed)
        let selection = try both.select(plan.examples, in: "CartSpec", qualifiedName: "Specs.CartSpec")
        XCTAssertEqual(selection.examples.map(\.metadata.testName), ["a_cart__keeps_item_4"])
        XCTAssertEqual(selection.note, "SpecKit: SPECKIT_FILTER='item 4' selected 1 of 3 examples of CartSpec, of which SPECKIT_ONLY_FAILURES keeps 1")
    }

    func testOnlyFailuresRunsAFailuresTwinsWhichAnExampleAddedAboveItRenames() throws {
        // The failing `saves` was `twins__saves_2`; one of that description added above it made it `_3`.
        let plan = TreeHarness.plan("TwinSpec") {
            describe("twins") {
                it("saves") {}
                it("saves") {}
                it("saves") {}
                it("loads") {}
                it("loads 2") {}
            }
        }
        let only = ExampleFilter(pattern: nil, lastFailures: ["Specs.TwinSpec.twins__saves_2", "Specs.TwinSpec.twins__loads_2"])
        XCTAssertEqual(try only.select(plan.examples, in: "TwinSpec", qualifiedName: "Specs.TwinSpec").examples.map(\.metadata.testName),
                       ["twins__saves", "twins__saves_2", "twins__saves_3", "twins__loads", "twins__loads_2"],
                       "every example of a failure's description runs, the failure among them whatever its number now")
        let plain = ExampleFilter(pattern: nil, lastFailures: ["Specs.TwinSpec.twins__saves"])
        XCTAssertEqual(try plain.select(plan.examples, in: "TwinSpec", qualifiedName: "Specs.TwinSpec").examples.count, 3,
                       "the first of them too: one added above it took its name")
        let numbered = TreeHarness.plan("ItemSpec") {
            it("item 2") {}
            it("item 3") {}
        }
        let items = ExampleFilter(pattern: nil, lastFailures: ["Specs.ItemSpec.item_2"])
        XCTAssertEqual(try items.select(numbered.examples, in: "ItemSpec", qualifiedName: "Specs.ItemSpec").examples.map(\.metadata.testName),
                       ["item_2"], "a number a description ends with makes no twins without the name unnumbered")
        // `item 2` was `item_2`; an `item` added beside the one there took `item_2`, and made it `item_2_2`.
        let collided = TreeHarness.plan("ItemSpec") {
            it("item") {}
            it("item") {}
            it("item 2") {}
            it("other") {}
        }
        XCTAssertEqual(try items.select(collided.examples, in: "ItemSpec", qualifiedName: "Specs.ItemSpec").examples.map(\.metadata.testName),
                       ["item", "item_2", "item_2_2"], "the twins of the name and of the name it numbers")
    }

    func testOnlyFailuresRunsTheExamplesNamedAfterTheirLinesWithOneThatFailed() throws {
        // Lines added above moved the failing `!!!` from line 9 to 11, and the passing one to line 9.
        let plan = TreeHarness.plan("LineSpec") {
            describe("parser") {
                it("!!!") {}
                it("!!!") {}
                it("parses") {}
            }
            describe("other") { it("???") {} }
        }
        let names = plan.examples.map(\.metadata.testName)
        XCTAssertTrue(names[0].hasPrefix("parser__example_at_line_"), "\(names)")
        let only = ExampleFilter(pattern: nil, lastFailures: ["Specs.LineSpec.parser__example_at_line_9"])
        XCTAssertEqual(try only.select(plan.examples, in: "LineSpec", qualifiedName: "Specs.LineSpec").examples.map(\.metadata.testName),
                       Array(names.prefix(2)), "both of its group, whatever their lines now; not those of other groups")
        XCTAssertNil(ExampleFilter.withoutLines("parser__example_at_line_x"))
        XCTAssertEqual(ExampleFilter.withoutLines("parser__example_at_line_12_2"), "parser__example_at_line_")
        XCTAssertEqual(ExampleFilter.withoutLines("calc__group_at_line_10__adds"), "calc__group_at_line___adds")
        XCTAssertEqual(ExampleFilter.withoutLines("calc__group_at_line_7__works_2"), "calc__group_at_line___works",
                       "an edit that moves a line-named group can renumber its examples' twins too")
        XCTAssertNil(ExampleFilter.withoutLines("calc__works_2"))
        // A group named after its line: `context("-")` moved from line 10 to 13, and `context("+")` took 10.
        let groups = TreeHarness.plan("CalcSpec") {
            describe("calc") {
                context("+") { it("returns the result") {} }
                context("-") { it("returns the result") {} }
                context("adds") { it("returns the result") {} }
            }
        }
        let groupNames = groups.examples.map(\.metadata.testName)
        let saved = ExampleFilter(pattern: nil, lastFailures: ["Specs.CalcSpec.calc__group_at_line_10__returns_the_result"])
        XCTAssertEqual(try saved.select(groups.examples, in: "CalcSpec", qualifiedName: "Specs.CalcSpec").examples.map(\.metadata.testName),
                       Array(groupNames.prefix(2)), "the examples of every group named after its line, as the failure's is")
    }

    func testOnlyFailuresRunsALineNamedFailureThatAnEditMovedAndRenumbered() throws {
        // `+`'s second `works` failed as `calc__group_at_line_7__works_2`; a group `-` added above
        // and the first `works` renamed, it is `calc__group_at_line_11__works`.
        let plan = TreeHarness.plan("CalcSpec") {
            describe("calc") {
                context("-") {
                    it("works") {}
                    it("works") {}
                }
                context("+") {
                    it("adds") {}
                    it("works") {}
                }
            }
        }
        let names = plan.examples.map(\.metadata.testName)
        let only = ExampleFilter(pattern: nil, lastFailures: ["Specs.CalcSpec.calc__group_at_line_7__works_2"])
        XCTAssertEqual(try only.select(plan.examples, in: "CalcSpec", qualifiedName: "Specs.CalcSpec").examples.map(\.metadata.testName),
                       [names[0], names[1], names[3]], "every works of a group named after its line, not adds")
    }

    func testOnlyFailuresRunsATwinWhoseNameAFailureNumbered() throws {
        // `reads version 2` failed as `reads_version_2_2` (after two `reads version`); one of those
        // removed and a passing `reads version 2` added after it, the failure is `reads_version_2`.
        let plan = TreeHarness.plan("ParserSpec") {
            it("reads version") {}
            it("reads version 2") {}
            it("reads version 2") {}
        }
        let only = ExampleFilter(pattern: nil, lastFailures: ["Specs.ParserSpec.reads_version_2_2"])
        XCTAssertEqual(try only.select(plan.examples, in: "ParserSpec", qualifiedName: "Specs.ParserSpec").examples.map(\.metadata.testName),
                       ["reads_version_2", "reads_version_2_2"], "both of its description, whichever of them it is now")
    }

    func testTheSettingsOfTheDailyLoop() {
        let plain = RunSettings(environment: [:])
        XCTAssertFalse(plain.onlyFailures)
        XCTAssertNil(plain.failFast)
        let only = RunSettings(environment: ["SPECKIT_ONLY_FAILURES": "1"])
        XCTAssertTrue(only.onlyFailures)
        XCTAssertFalse(only.keepsDefinedSelection)
        let next = RunSettings(environment: ["SPECKIT_NEXT_FAILURE": "1", "SPECKIT_ORDER": "random:7"])
        XCTAssertTrue(next.onlyFailures)
        XCTAssertEqual(next.failFast, 1)
        XCTAssertEqual(next.failFastVariable, "SPECKIT_NEXT_FAILURE")
        XCTAssertEqual(next.order, .defined, "the next failure in the order the examples are defined")
        XCTAssertEqual(next.problems.map(\.caseName), [], "a seed's order gives way")
        let list = NSTemporaryDirectory() + "speckit-next-failure-list-\(getpid()).txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: list, contents: Data("Specs.CartSpec.adds\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: list) }
        let listed = RunSettings(environment: ["SPECKIT_NEXT_FAILURE": "1", "SPECKIT_ORDER": "list:\(list)"])
        XCTAssertEqual(listed.problems.map(\.caseName), ["invalid_next_failure_order"], "a list selects examples: not dropped without a word")
        XCTAssertEqual(listed.problems.first?.message, "SPECKIT_NEXT_FAILURE runs the last failures in the order they are defined, and "
            + "SPECKIT_ORDER=list:\(list) runs the examples it lists in its own: unset one of them, or write SPECKIT_ONLY_FAILURES=1 "
            + "SPECKIT_FAIL_FAST=1 to run the listed examples that failed last time")
        XCTAssertEqual(RunSettings(environment: ["SPECKIT_FAIL_FAST": "3"]).failFast, 3)
        XCTAssertNil(RunSettings(environment: ["SPECKIT_FAIL_FAST": "0"]).failFast, "0 runs every example")
        let wrong = RunSettings(environment: ["SPECKIT_FAIL_FAST": "soon", "SPECKIT_ONLY_FAILURES": "maybe"])
        XCTAssertEqual(wrong.problems.map(\.caseName), ["invalid_only_failures", "invalid_fail_fast"])
        XCTAssertEqual(wrong.problems.last?.message,
                       "SPECKIT_FAIL_FAST='soon' is not a number of failures: write SPECKIT_FAIL_FAST=1 to stop at the first failure, "
                       + "or a larger whole number")
    }

    func testTheFirstLineOfARunOfTheLastFailures() {
        let only = RunSettings(environment: ["SPECKIT_ONLY_FAILURES": "1"])
        let saved = SavedStatus().adding([Self.reported("one", .failed([Self.failure])), Self.reported("two", .failed([Self.failure])),
                                          Self.reported("three", .passed)])
        XCTAssertEqual(ProcessRun.onlyFailuresLine(only, path: "/p/status.txt", saved: saved),
                       "SpecKit: SPECKIT_ONLY_FAILURES runs the examples that failed in the last run (2 saved as failed in /p/status.txt)")
        XCTAssertEqual(ProcessRun.onlyFailuresLine(RunSettings(environment: ["SPECKIT_NEXT_FAILURE": "1"]), path: "/p/status.txt", saved: saved),
                       "SpecKit: SPECKIT_NEXT_FAILURE runs the examples that failed in the last run (2 saved as failed in /p/status.txt), in the order "
                       + "they are defined, up to the first that fails again")
        XCTAssertEqual(ProcessRun.onlyFailuresLine(only, path: "/p/status.txt", saved: SavedStatus().adding([Self.reported("three", .passed)])),
                       "SpecKit: SPECKIT_ONLY_FAILURES: no example failed in the last run (/p/status.txt), so none runs")
        XCTAssertEqual(ProcessRun.onlyFailuresLine(only, path: "/p/status.txt", saved: SavedStatus()),
                       "SpecKit: SPECKIT_ONLY_FAILURES: no run saved its status in /p/status.txt yet, so no example runs; run the suite once without it")
        XCTAssertTrue(ProcessRun.onlyFailuresLine(only, path: nil, saved: saved).contains("point SPECKIT_STATUS_FILE at a file"))
    }

    /// A rerun of the last failures that ran none fails the run, unless the status says none failed,
    /// or its failures belong to classes the run did not run.
    func testARerunOfTheLastFailuresThatFindsNoneFailsWhenItCannotTellWhy() {
        let only = RunSettings(environment: ["SPECKIT_ONLY_FAILURES": "1"])
        let failed = SavedStatus().adding([Self.reported("one", .failed([Self.failure]))])
        XCTAssertEqual(ProcessRun.noFailureFoundLine(stale: 1, only, path: "/p/status.txt", saved: failed),
                       "SpecKit: SPECKIT_ONLY_FAILURES: 1 example saved as failed in /p/status.txt is no longer in its spec class, "
                       + "or its class no longer in its test target (renamed or removed since?), and no other failure is, so the run fails: run the suite once without "
                       + "SPECKIT_ONLY_FAILURES, or set SPECKIT_PASS_WITH_NO_TESTS=1 to let such a run pass")
        XCTAssertEqual(ProcessRun.noFailureFoundLine(stale: 2, foundOthers: true, only, path: "/p/status.txt", saved: failed),
                       "SpecKit: SPECKIT_ONLY_FAILURES: 2 examples saved as failed in /p/status.txt are no longer in their spec class, "
                       + "or their class no longer in its test target (renamed or removed since?), and this run cannot tell whether they are fixed, "
                       + "so the run fails: run the suite once without SPECKIT_ONLY_FAILURES, or set SPECKIT_PASS_WITH_NO_TESTS=1 to let such a run pass",
                       "the failures it found ran; those it cannot find may fail still (a twin removed renames an example)")
        XCTAssertEqual(ProcessRun.noFailureFoundLine(stale: 1, ofGoneClasses: 1, only, path: "/p/status.txt", saved: failed)?
                        .hasSuffix("so the run fails: delete from /p/status.txt the line of the class no longer there (no run drops them: "
                                   + "#if may leave a class out of one build), and run the suite once without SPECKIT_ONLY_FAILURES; "
                                   + "or set SPECKIT_PASS_WITH_NO_TESTS=1 to let such a run pass"), true,
                       "a run does not drop a class's lines: one build may leave it out by #if and another not")
        XCTAssertEqual(ProcessRun.noFailureFoundLine(stale: 3, ofGoneClasses: 3, goneClassNames: ["M.GoneSpec", "M.OtherSpec"], only,
                                                     path: "/p/status.txt", saved: failed)?
                        .contains("so the run fails: delete from /p/status.txt the lines of classes no longer there, M.GoneSpec, M.OtherSpec "
                                  + "(no run drops them"), true, "the classes named, so that their lines can be found")
        XCTAssertNil(ProcessRun.noFailureFoundLine(stale: 0, only, path: "/p/status.txt", saved: failed), "another target's, or filtered out")
        XCTAssertNil(ProcessRun.noFailureFoundLine(stale: 0, only, path: "/p/status.txt", saved: SavedStatus().adding([Self.reported("one", .passed)])))
        XCTAssertEqual(ProcessRun.noFailureFoundLine(stale: 0, only, path: "/no/such/status.txt", saved: SavedStatus()),
                       "SpecKit: SPECKIT_ONLY_FAILURES: no run saved its status in /no/such/status.txt yet, so the run fails: run the suite "
                       + "once without SPECKIT_ONLY_FAILURES, or set SPECKIT_PASS_WITH_NO_TESTS=1 to let such a run pass")
        XCTAssertEqual(ProcessRun.noFailureFoundLine(stale: 0, RunSettings(environment: ["SPECKIT_NEXT_FAILURE": "1"]), path: nil, saved: nil)?
                        .hasPrefix("SpecKit: SPECKIT_NEXT_FAILURE reruns the last run's failures, and no status is saved"), true)
    }

    func testTheSummarySaysInOneLineWhatAStopLeftOut() {
        let plan = TreeHarness.plan("CartSpec") {
            it("fails") {}
            it("is left") {}
            it("is left too") {}
            it("skips") {}
        }
        let stop = FailFast.reason(limit: 1, variable: FailFast.variable)
        let results = [
            ExampleResult(plan.examples[0], of: nil, outcome: .failed([Self.failure])),
            ExampleResult(plan.examples[1], of: nil, outcome: .skipped(stop)),
            ExampleResult(plan.examples[2], of: nil, outcome: .skipped(stop)),
            ExampleResult(plan.examples[3], of: nil, outcome: .skipped("the server is down")),
        ]
        let lines = RunSummary(examples: 4, results: results, seconds: 0.5, settings: RunSettings(environment: ["SPECKIT_FAIL_FAST": "1"]),
                               style: TerminalStyle(colors: false)).lines
        XCTAssertTrue(lines.contains("Not run: 2 examples, reported as skipped: the run stopped after 1 failure (SPECKIT_FAIL_FAST)"), "\(lines)")
        XCTAssertEqual(lines.filter { $0.contains("the run stopped") }.count, 1, "one line, not one per example")
        XCTAssertTrue(lines.contains("  CartSpec.skips"), "a skip of its own is listed")
        XCTAssertTrue(lines.contains("\nSpecKit: 4 examples, 1 failure, 3 skipped, 0 pending in 0.50 seconds"), "\(lines)")
    }
}

extension SavedStatus {
    /// This status with `cases` merged in, as a run's writer merges them.
    func adding(_ cases: [JUnitReport.Case], ranWholeClasses: Bool = false) -> SavedStatus {
        SavedStatus(text: Self.text(merging: ClassUpdates.of(cases), into: text, ranWholeClasses: ranWholeClasses))
    }

    /// Adds `cases` to the file at `path`, as a run's writer adds them.
    static func add(_ cases: [JUnitReport.Case], at path: String, ranWholeClasses: Bool = false) {
        add(ClassUpdates.of(cases), at: path, ranWholeClasses: ranWholeClasses)
    }
}

extension SavedStatus {
    /// The text of the status `old` (a file's text) with `classes` in it, as ``merge(_:into:ranWholeClasses:)`` makes it.
    static func text(merging classes: [ClassUpdates], into old: String = "", ranWholeClasses: Bool = false) -> String {
        var old = old
        let merged = old.withUTF8 { merge(classes, into: UnsafeRawBufferPointer($0), ranWholeClasses: ranWholeClasses) }
        return String(decoding: merged, as: UTF8.self)
    }

    /// The text of this status as SpecKit writes it, its examples in the order they were read.
    var text: String { String(decoding: Self.canonical(self), as: UTF8.self) }
}
