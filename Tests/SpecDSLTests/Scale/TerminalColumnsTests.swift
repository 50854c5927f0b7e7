import XCTest

@testable import SpecDSL

/// How many columns a terminal shows a name in, for the saved status's alignment.
final class TerminalColumnsTests: XCTestCase {
    func testALetterWithItsAccentsIsOneColumnAndAWideCharacterTwo() {
        XCTAssertEqual(TerminalColumns.of("plain_name"), 10)
        XCTAssertEqual(TerminalColumns.of("zählt_Äpfel"), 11)
        XCTAssertEqual(TerminalColumns.of("e\u{301}t\u{E9}"), 3, "decomposed or not, an accented letter is one")
        XCTAssertEqual(TerminalColumns.of("计算"), 4)
        XCTAssertEqual(TerminalColumns.of("한국어"), 6)
        XCTAssertEqual(TerminalColumns.of("かなカナ"), 8)
        XCTAssertEqual(TerminalColumns.of("ＡＢ"), 4, "fullwidth forms")
        XCTAssertEqual(TerminalColumns.of("Ωμέγα"), 5)
        XCTAssertEqual(TerminalColumns.of("مرحبا"), 5)
    }

    func testAnEmojiIsTwoColumnsWhateverItIsMadeOf() {
        XCTAssertEqual(TerminalColumns.of("🍎"), 2)
        XCTAssertEqual(TerminalColumns.of("👩🏽‍💻"), 2, "a sequence joined into one")
        XCTAssertEqual(TerminalColumns.of("❤️"), 2, "a text character shown as an emoji")
        XCTAssertEqual(TerminalColumns.of("🇩🇪"), 2)
        XCTAssertEqual(TerminalColumns.of("a\u{200B}b"), 2, "an invisible format character takes none")
    }

    func testATextIsASCIIWhenNoByteIsBeyondIt() {
        let texts: [(bytes: [UInt8], isASCII: Bool)] = [
            ([], true), (Array("M.ASpec.plain | passed  | 1.0000\n".utf8), true), (Array("zählt".utf8), false), (Array("计算".utf8), false),
            ([0x61, 0xFF], false),
        ]
        for text in texts {
            XCTAssertEqual(text.bytes.withUnsafeBytes(TerminalColumns.isASCII), text.isASCII, "\(text.bytes)")
        }
    }
}
