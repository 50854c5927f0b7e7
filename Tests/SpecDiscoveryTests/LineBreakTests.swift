import XCTest

@testable import SpecDiscoveryCore

/// Swift ends a line at `\n`, `\r\n` or a lone `\r`: discovery must read each file as the compiler
/// does, whatever editor wrote it.
final class LineBreakTests: XCTestCase {
    func testSpecsAfterACommentInAFileWithCarriageReturnsAloneAreFound() {
        let scanned = DeclarationScanner.classes(
            in: "import SpecDSL\r// a comment\rfinal class CarriageSpec: Spec {\r}\r", file: "Target.swift")
        let finding = SpecIndex.find(target: scanned, context: ScannedSources())
        XCTAssertEqual(finding.specs.map(\.name), ["CarriageSpec"])
        XCTAssertEqual(finding.specs.map(\.line), [3])
    }

    func testConditionsInAFileWithWindowsLineBreaksKeepTheirText() {
        let finding = findSpecs(in: "#if DEBUG\r\nfinal class WindowsSpec: Spec {}\r\n#elseif os(Linux)\r\n#endif\r\n")
        XCTAssertEqual(finding.specs.map(\.name), ["WindowsSpec"])
        XCTAssertEqual(finding.specs.first?.conditions.map(\.directives), [["#if DEBUG"]])
        XCTAssertEqual(finding.specs.map(\.line), [2])
    }

    func testLineFeedsReplaceEveryOtherLineBreakAndNothingElse() {
        XCTAssertEqual(Lexer.withLineFeeds("a\r\nb\rc\nd\r\r\n"), "a\nb\nc\nd\n\n")
        XCTAssertEqual(Lexer.withLineFeeds("é ✓ \n"), "é ✓ \n")
    }

    func testInterpolationsNestedDeeperThanTheCompilerNestsStopTheScanAtTheirLine() {
        let depth = 20_000
        let source = "final class BeforeSpec: Spec {}\nlet x = " + String(repeating: #""\("#, count: depth) + "1"
            + String(repeating: #")""#, count: depth) + "\nfinal class AfterSpec: Spec {}\n"
        let scanned = DeclarationScanner.classes(in: source, file: "Deep.swift")
        XCTAssertEqual(scanned.unreadable, [ScannedSources.Position(file: "Deep.swift", line: 2)])
        XCTAssertEqual(SpecIndex.find(target: scanned, context: ScannedSources()).specs.map(\.name), ["BeforeSpec"])
    }
}
