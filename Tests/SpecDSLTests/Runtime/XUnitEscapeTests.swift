import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

@testable import SpecDSL

/// The JUnit report must stay well-formed XML whatever a failure message holds.
final class XUnitEscapeTests: XCTestCase {
    func testMarkupAndControlCharactersAreEscapedAndTheRestKept() {
        XCTAssertEqual(JUnitReport.escape("got <a&\"b\">"), "got &lt;a&amp;&quot;b&quot;&gt;")
        XCTAssertEqual(JUnitReport.escape("a\u{1}b\u{0}c\u{1B}[31m"), "a\\u{1}b\\u{0}c\\u{1B}[31m")
        XCTAssertEqual(JUnitReport.escape("tab\tline\ncr\r é 👍🏽 \u{FFFF}"), "tab\tline\ncr&#13; é 👍🏽 \\u{FFFF}")
    }

    func testALineBreakInAnAttributeIsKeptAsACharacterReference() throws {
        XCTAssertEqual(JUnitReport.escape("one\ntwo\tthree\r", inAttribute: true), "one&#10;two&#9;three&#13;")
        let message = "expected to equal <[1,\n 2]>\r\n\tgot <[1]>"
        let document = "<testcase name=\"n\"><failure message=\"\(JUnitReport.escape(message, inAttribute: true))\">"
            + "\(JUnitReport.escape(message))</failure></testcase>"
        let failure = try XCTUnwrap(try XMLDocument(data: Data(document.utf8)).rootElement()?.elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, message, "a raw line break there reads as a space")
        XCTAssertEqual(failure.stringValue, message)
    }

    func testAnEscapedMessageParsesAsXML() throws {
        let message = JUnitReport.escape("expected to equal <x>, got <a\u{1}b\u{0}c\u{1B}[31m> \u{7}")
        let document = "<testcase name=\"n\"><failure message=\"\(message)\">\(message)</failure></testcase>"
        let parsed = try XMLDocument(data: Data(document.utf8))
        XCTAssertEqual(parsed.rootElement()?.elements(forName: "failure").first?.stringValue,
                       "expected to equal <x>, got <a\\u{1}b\\u{0}c\\u{1B}[31m> \\u{7}")
    }
}
