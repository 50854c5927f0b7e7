import XCTest

@testable import SpecDiscoveryCore

/// Regex literals hold `"`, `{` and `/` that are not code: discovery must read past them, and a
/// literal it cannot read to its end must fail the build instead of hiding the specs after it.
final class RegexLiteralTests: XCTestCase {
    func testSpecsAfterExtendedRegexLiteralsWithQuotesAndBracesAreFound() {
        let finding = findSpecs(in: #"""
            func isDelimiter(_ line: String) -> Bool { line.contains(#/"""/#) }
            let open = #/[{]/#
            let twoHashes = ##/a/#b"/##
            let spanning = #/
                " { \/ "
                /#
            final class DelimiterSpec: Spec {
                let close = #/\}/#
                final class NotNested {}
            }
            final class LaterSpec: Spec {}
            """#)
        XCTAssertEqual(finding.specs.map(\.name), ["DelimiterSpec", "LaterSpec"])
        XCTAssertEqual(finding.unreachable.map(\.name), [])
    }

    func testSpecsAfterBareRegexLiteralsAreFoundAndDivisionsStayOperators() {
        let source = #"""
            let open = /\{/
            let quote = try /"(.*)"/.firstMatch(in: text)
            let ratio = total / count / 2
            let halves = [1/2, 3/4].map { $0 / 2 }
            let scaled = (width) / 2 + height /2
            final class BraceSpec: Spec {}
            """#
        let finding = findSpecs(in: source)
        XCTAssertEqual(finding.specs.map(\.name), ["BraceSpec"])
        XCTAssertEqual(finding.unreachable.map(\.name), [])
        let names = Lexer.tokens(of: source).compactMap(\.identifier)
        XCTAssertEqual(names.filter { ["total", "count", "width", "height"].contains($0) }, ["total", "count", "width", "height"],
                       "a division is not read as the start of a regex literal")
        XCTAssertTrue(names.contains("firstMatch"), "the code after a regex literal is read")
    }

    func testRegexLiteralsAfterInfixOperatorsAndOnTheirOwnLineAreLiterals() {
        let finding = findSpecs(in: #"""
            let custom: Regex<Substring>? = nil
            let slashes: Regex<Substring> = custom ?? /x\/*/
            let either = flag ? /[{]/ : /"""/
            let unwrapped = value! / 2
            let rx = Regex {
                "key:"
                /\{/
            }
            var total = 10
            total /= count/2
            class LostSpec: Spec {}
            let stars = /a*/
            """#)
        XCTAssertEqual(finding.specs.map(\.name), ["LostSpec"])
        XCTAssertEqual(finding.unreachable.map(\.name), [])
    }

    func testARawStringHoldingAQuoteIsNotAMultilineOpener() {
        // Valid Swift (swift-syntax's lexer has one): a raw string holding `"`, and the other shapes
        // that start like `#"""` but close on their line; then a real raw multi-line string.
        let lines = [
            "public let quote = #\"\"\"#",
            "let twoQuotes = ##\"\"\"##, other = #\"a\"b\"#",
            "let raw = #\"\"\" text \"#",
            "open class BaseSpec: Spec {}",
            "let block = #\"\"\"",
            "    holds \"# and \"\"\" inside",
            "    \"\"\"#",
            "final class AfterSpec: BaseSpec {}",
        ]
        let scanned = DeclarationScanner.classes(in: lines.joined(separator: "\n"), file: "Quotes.swift")
        XCTAssertEqual(scanned.unreadable, [])
        XCTAssertEqual(scanned.classes.map(\.name), ["BaseSpec", "AfterSpec"])
    }

    func testAFileThatNeverEndsALiteralIsReportedWithItsLine() {
        let scanned = DeclarationScanner.classes(in: """
            final class FirstSpec: Spec {}
            let text = \"\"\"
                never closed
            final class HiddenSpec: Spec {}
            """, file: "Broken.swift")
        XCTAssertEqual(scanned.unreadable, [ScannedSources.Position(file: "Broken.swift", line: 2)])
        XCTAssertEqual(Generator.error(forUnreadable: scanned.unreadable[0]),
                       "Broken.swift:2: error: SpecKit could not read this file past this line: a string, comment or regex "
                       + "literal here seems never to end, so spec classes after it could be missed. If the file compiles, "
                       + "this is a SpecKit bug: please report it; moving that literal into a file without spec classes works around it")
        XCTAssertEqual(DeclarationScanner.classes(in: "/* open\nclass A: Spec {}", file: "C.swift").unreadable.map(\.line), [1])
        XCTAssertEqual(DeclarationScanner.classes(in: "let r = #/a\n\nclass A: Spec {}", file: "R.swift").unreadable.map(\.line), [1])
        XCTAssertEqual(DeclarationScanner.classes(in: "let s = \"one line\nclass A: Spec {}", file: "S.swift").unreadable, [],
                       "a single-line string ends at its line, so nothing after it is lost")
    }
}
