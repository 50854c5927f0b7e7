import SpecDiscoveryCore
import XCTest

/// The lexer features spec-lint adds to discovery's lexer: string texts and kept comments.
final class LexerTests: XCTestCase {
    func testStringTokensCarryTheirTextAndCommentsAreKeptOnRequest() {
        let source = #"""
            it("sets \(x) value") /* a
            comment */ raw(#"a "b""#) // end
            let m = """
                two
                """
            """#
        let tokens = Lexer.tokens(of: source, keepsComments: true)
        XCTAssertEqual(tokens.compactMap(\.string), [#"sets \(x) value"#, #"a "b""#, "\n    two\n    "])
        XCTAssertEqual(tokens.compactMap(\.comment), ["/* a\ncomment */", "// end"])
        XCTAssertEqual(tokens.first { $0.identifier == "raw" }?.line, 2)
        XCTAssertEqual(Lexer.tokens(of: source).compactMap(\.comment), [])
    }
}
