import XCTest

@testable import SpecDSL

/// How a run's updates merge into the saved status's text: by class, as bytes, and what a hand's
/// edits to the file do.
final class SavedStatusMergeTests: XCTestCase {
    private typealias Update = (className: String, name: String, status: SavedStatus.Status?, seconds: Double)

    private static let old = """
        # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
        example                 | status  | seconds
        M.ASpec.a_one           | passed  | 0.1000
        M.BSpec.b_one           | failed  | 0.2000
        M.BSpec.b_two           | passed  | 0.3000
        M.BSpec.Inner.i_one     | passed  | 0.4000
        M.CSpec.c_one_long_name | skipped | 0.5000

        """

    private static func update(_ className: String, _ name: String, _ status: SavedStatus.Status?, _ seconds: Double = 1) -> Update {
        (className, name, status, seconds)
    }

    /// The run's updates in their order, the examples of a class together while they come one after another.
    private static func classes(_ updates: [Update]) -> [SavedStatus.ClassUpdates] {
        var classes: [SavedStatus.ClassUpdates] = []
        for update in updates { classes.append(SavedStatus.Update(update.name, update.status, seconds: update.seconds), of: update.className) }
        return classes
    }

    func testAWholeRunOfAClassWritesItsExamplesInTheOrderTheyRanAndKeepsEveryOtherClass() {
        let text = SavedStatus.text(merging: Self.classes([
            Self.update("M.BSpec", "b_three", .passed, 0.25),
            Self.update("M.BSpec", "b_one", .passed, 0.5),
            Self.update("M.DSpec", "d_one", .failed, 2),
            Self.update("M.AAASpec", "z", .passed, 0),
        ]), into: Self.old, ranWholeClasses: true)
        XCTAssertEqual(text, """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example                 | status  | seconds
            M.AAASpec.z             | passed  | 0.0000
            M.ASpec.a_one           | passed  | 0.1000
            M.BSpec.b_three         | passed  | 0.2500
            M.BSpec.b_one           | passed  | 0.5000
            M.BSpec.Inner.i_one     | passed  | 0.4000
            M.CSpec.c_one_long_name | skipped | 0.5000
            M.DSpec.d_one           | failed  | 2.0000

            """, "b_two is gone from a class that ran whole; the nested class M.BSpec.Inner is another class")
    }

    func testARunOfSomeExamplesReplacesTheirLinesInPlaceAndAddsNewOnesAfterTheClass() {
        let text = SavedStatus.text(merging: Self.classes([
            Self.update("M.BSpec", "b_new", .failed, 0.75),
            Self.update("M.BSpec", "b_two", .failed, 0.125),
        ]), into: Self.old)
        XCTAssertEqual(text, """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example                 | status  | seconds
            M.ASpec.a_one           | passed  | 0.1000
            M.BSpec.b_one           | failed  | 0.2000
            M.BSpec.b_two           | failed  | 0.1250
            M.BSpec.b_new           | failed  | 0.7500
            M.BSpec.Inner.i_one     | passed  | 0.4000
            M.CSpec.c_one_long_name | skipped | 0.5000

            """)
    }

    func testASkipKeepsTheTimeOfTheLineAndAnExampleThatDidNotRunKeepsItsLine() {
        let text = SavedStatus.text(merging: Self.classes([
            Self.update("M.BSpec", "b_one", .skipped, 9),
            Self.update("M.BSpec", "b_two", nil, 9),
            Self.update("M.BSpec", "b_unknown", nil, 9),
            Self.update("M.BSpec", "b_skipped_new", .skipped, 9),
        ]), into: Self.old, ranWholeClasses: true)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("M.BSpec.b") }
        XCTAssertEqual(lines, [
            "M.BSpec.b_one           | skipped | 0.2000",
            "M.BSpec.b_two           | passed  | 0.3000",
            "M.BSpec.b_skipped_new   | skipped | 0.0000",
        ], "an example that did not run and had no line gets none")
    }

    func testTheNameColumnNarrowsWhenItsLongestNameIsGone() {
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.CSpec", "c", .passed, 0.5)]), into: Self.old, ranWholeClasses: true)
        XCTAssertEqual(text.split(separator: "\n")[1], "example             | status  | seconds")
        XCTAssertTrue(text.contains("\nM.CSpec.c           | passed  | 0.5000\n"))
        XCTAssertTrue(text.contains("\nM.BSpec.Inner.i_one | passed  | 0.4000\n"))
        XCTAssertEqual(SavedStatus(text: text).entries.count, 5)
    }

    func testExamplesOfAClassThatRanInPiecesAreOneClass() {
        let text = SavedStatus.text(merging: Self.classes([
            Self.update("M.ZSpec", "one", .passed), Self.update("M.ASpec", "a_two", .passed), Self.update("M.ZSpec", "two", .failed),
        ]), into: "", ranWholeClasses: true)
        XCTAssertEqual(text.split(separator: "\n").dropFirst(2), [
            "M.ASpec.a_two | passed  | 1.0000", "M.ZSpec.one   | passed  | 1.0000", "M.ZSpec.two   | failed  | 1.0000",
        ])
    }

    func testLinesAHandMovedOrWroteAreReadAndWrittenInOrder() {
        let moved = """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example | status | seconds
            M.BSpec.b_one | failed | 0.2
            M.ASpec.a_one | passed | 0.1
            M.BSpec.b_two|passed|0.3

            """
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.CSpec", "c", .passed, 0.5)]), into: moved)
        XCTAssertEqual(text, """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example       | status  | seconds
            M.ASpec.a_one | passed  | 0.1000
            M.BSpec.b_one | failed  | 0.2000
            M.BSpec.b_two | passed  | 0.3000
            M.CSpec.c     | passed  | 0.5000

            """)
        let handWritten = "M.ASpec.a_one | failed | 1\nno row here\n"
        XCTAssertEqual(SavedStatus.text(merging: [], into: handWritten).split(separator: "\n").last, "M.ASpec.a_one | failed  | 1.0000")
    }

    func testAMergedTextMergesAgainToTheSameText() {
        let once = SavedStatus.text(merging: Self.classes([Self.update("M.BSpec", "b_one", .passed, 0.5)]), into: Self.old)
        XCTAssertEqual(SavedStatus.text(merging: Self.classes([Self.update("M.BSpec", "b_one", .passed, 0.5)]), into: once), once)
        XCTAssertEqual(SavedStatus.text(merging: [], into: once), once)
    }

    func testLinesAHandChangedInsideAClassAreNeitherLostNorDoubled() {
        let edited = """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example                 | status  | seconds
            M.BSpec.b_one           | failed  | 0.2000
            # a note
            M.BSpec.b_two|passed|0.3
            M.BSpec.b_three\t| failed | 0.3
            M.BSpec.Inner.i_one     | passed  | 0.4000

            M.CSpec.c_one           | failed  | 0.5000

            """
        let whole = SavedStatus.text(merging: Self.classes([Self.update("M.BSpec", "b_one", .passed, 0.5)]), into: edited, ranWholeClasses: true)
        XCTAssertEqual(SavedStatus(text: whole).order, ["M.BSpec.b_one", "M.BSpec.Inner.i_one", "M.CSpec.c_one"])
        let some = SavedStatus.text(merging: Self.classes([Self.update("M.BSpec", "b_one", .passed, 0.5)]), into: edited)
        XCTAssertEqual(SavedStatus(text: some).order, ["M.BSpec.b_one", "M.BSpec.b_two", "M.BSpec.b_three", "M.BSpec.Inner.i_one", "M.CSpec.c_one"])
        XCTAssertEqual(SavedStatus(text: some).entries["M.BSpec.b_one"], SavedStatus.Entry(status: .passed, seconds: 0.5))
        XCTAssertEqual(SavedStatus(text: some).entries["M.BSpec.b_three"], SavedStatus.Entry(status: .failed, seconds: 0.3))
    }

    func testOfALineListedTwiceTheLastIsKeptWhenItsExampleDidNotRun() {
        let repeated = Self.old + "M.CSpec.c_one_long_name | passed  | 0.0003\n"
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.CSpec", "c_one_long_name", nil, 9)]), into: repeated)
        XCTAssertEqual(SavedStatus(text: text).entries["M.CSpec.c_one_long_name"], SavedStatus.Entry(status: .passed, seconds: 0.0003))
    }

    func testAWholeRunWithASkipWritesTheClassInTheRunsOrderWithTheSkipsOldTime() {
        let text = SavedStatus.text(merging: Self.classes([
            Self.update("M.BSpec", "b_two", .passed, 0.5), Self.update("M.BSpec", "b_one", .skipped, 9), Self.update("M.BSpec", "b_new", .skipped, 9),
        ]), into: Self.old, ranWholeClasses: true)
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("M.BSpec.b") }, [
            "M.BSpec.b_two           | passed  | 0.5000",
            "M.BSpec.b_one           | skipped | 0.2000",
            "M.BSpec.b_new           | skipped | 0.0000",
        ])
    }

    func testAnIndentedLineATabOrACarriageReturnIsReadAsTheReaderReadsIt() {
        let edited = Self.old.replacingOccurrences(of: "M.ASpec.a_one           | passed", with: "  M.ASpec.a_one | failed")
            .replacingOccurrences(of: "M.BSpec.b_two           |", with: "M.BSpec.b_two\t|")
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.BSpec", "b_two", .passed, 0.5)]), into: edited)
        let read = SavedStatus(text: text)
        XCTAssertEqual(read.entries["M.ASpec.a_one"]?.status, .failed, "a class the run did not touch keeps its indented line")
        XCTAssertEqual(read.order.filter { $0 == "M.BSpec.b_two" }.count, 1, "a name followed by a tab is the same name")
        XCTAssertEqual(read.entries["M.BSpec.b_two"], SavedStatus.Entry(status: .passed, seconds: 0.5))
        let crlf = SavedStatus.text(merging: [], into: Self.old.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertFalse(crlf.contains("\r"), "one kind of line break")
        XCTAssertEqual(SavedStatus(text: crlf), SavedStatus(text: Self.old))
    }

    func testNamesThatAreNotASCIIAreAlignedByTheColumnsATerminalShowsAndReadBack() {
        let classes = Self.classes([
            Self.update("M.ASpec", "zählt_Äpfel", .passed, 0.5), Self.update("M.ASpec", "计算", .failed, 1),
            Self.update("M.ASpec", "plain", .passed, 2), Self.update("M.BSpec", "한국어_테스트", .skipped, 0),
        ])
        let text = SavedStatus.text(merging: classes, into: "", ranWholeClasses: true)
        XCTAssertEqual(text, """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example               | status  | seconds
            M.ASpec.zählt_Äpfel   | passed  | 0.5000
            M.ASpec.计算          | failed  | 1.0000
            M.ASpec.plain         | passed  | 2.0000
            M.BSpec.한국어_테스트 | skipped | 0.0000

            """, "an accented letter is one column, a CJK or Hangul character two")

        let read = SavedStatus(text: text)
        XCTAssertEqual(read.order, ["M.ASpec.zählt_Äpfel", "M.ASpec.计算", "M.ASpec.plain", "M.BSpec.한국어_테스트"])
        XCTAssertEqual(read.entries["M.ASpec.计算"], SavedStatus.Entry(status: .failed, seconds: 1))
        XCTAssertEqual(read.entries["M.BSpec.한국어_테스트"], SavedStatus.Entry(status: .skipped, seconds: 0))
        XCTAssertEqual(SavedStatus.text(merging: [], into: text), text, "merged again, the same text")
        XCTAssertEqual(read.text, text, "written from what was read, the same text")
        XCTAssertEqual(SavedStatus.text(merging: Self.classes([Self.update("M.ASpec", "计算", .passed, 3)]), into: text),
                       text.replacingOccurrences(of: "| failed  | 1.0000", with: "| passed  | 3.0000"), "an update in place keeps the alignment")
    }

    func testAStatusAlignedByBytesIsAlignedByColumnsWhenItIsWrittenAgain() {
        let old = """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example                     | status  | seconds
            M.ASpec.zählt_Äpfel       | passed  | 0.5000
            M.ASpec.计算              | failed  | 1.0000
            M.ASpec.plain               | passed  | 2.0000
            M.BSpec.한국어_테스트 | skipped | 0.0000

            """
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.ASpec", "plain", .passed, 2)]), into: old)
        XCTAssertEqual(text, """
            # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
            example               | status  | seconds
            M.ASpec.zählt_Äpfel   | passed  | 0.5000
            M.ASpec.计算          | failed  | 1.0000
            M.ASpec.plain         | passed  | 2.0000
            M.BSpec.한국어_테스트 | skipped | 0.0000

            """)
    }

    func testAWideNameLongerThanTheOthersWidensTheColumnForEveryLine() {
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.CSpec", "计算计算计算计算计算计算", .passed, 1)]), into: Self.old)
        let rows = text.split(separator: "\n").dropFirst()
        XCTAssertEqual(Set(rows.map { TerminalColumns.of(String($0[..<$0.firstIndex(of: "|")!])) }), [8 + 24 + 1], "each bar under the header's")
        XCTAssertEqual(SavedStatus(text: text).entries.count, 6)
    }

    func testAClasslessRowGetsNoDot() {
        let text = SavedStatus.text(merging: Self.classes([Self.update("M.ASpec", "a_one", .passed, 1)]), into: "loose | failed | 1\n")
        XCTAssertEqual(SavedStatus(text: text).order, ["loose", "M.ASpec.a_one"])
    }
}
