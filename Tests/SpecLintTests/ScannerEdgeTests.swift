import SpecLintCore
import XCTest

/// The scanner on code that is unusual, unfinished or not a spec: it never crashes and stays quiet
/// where it cannot be sure.
final class ScannerEdgeTests: XCTestCase {
    func testUnfinishedAndBrokenSourcesAreReadWithoutCrashing() {
        let sources = [
            "", "}", "{{{", "describe(", "it(\"x\") {", "describe(\"a\") { it(\"b\") { expect(1)",
            "\"unterminated", "/* never closed", "#\"raw", "let s = \"\"\"\nopen", "fit", "fit(",
            "describe(\"a\") { var", "describe(\"a\") { afterEach { sut = } }", "// spec-lint:disable-next-line",
        ]
        for source in sources {
            _ = SpecLinter.lint(source: source, file: "F.swift")
        }
        XCTAssertEqual(reports("// spec-lint:disable-next-line\nlet x = 1"), [
            "F.swift:1: warning: [unknown-rule] spec-lint has no rule '(none given)'; the rules are focused, one-expect, "
                + "no-waiting, shared-instance, present-tense, sut-first, after-each-nils, uncalled-closure, large-group",
        ])
    }

    func testExamplesInLoopsSharedExamplesAndTheInstanceFormAreChecked() {
        let source = """
            final class LoopSpec: Spec {
                override func spec() {
                    describe("Parser") {
                        var sut: Parser!
                        afterEach { sut = nil }
                        for input in ["1", "2"] {
                            it("parses \\(input)") { expect(sut.parse(input)) != nil; expect(sut.errors) == [] }
                        }
                    }
                }
            }

            final class SharedSpec: Spec {
                override class func spec() {
                    sharedExamples("a parser") { context in
                        var parser: Parser!
                        afterEach { }
                        it("should parse") { expect(parser).toNot(beNil()) }
                    }
                }
            }
            """
        XCTAssertEqual(reports(source), [
            "F.swift:7: warning: [one-expect] 'it' \"parses \\(input)\" has 2 expects; give each its own 'it' so a failure names the one behaviour that broke",
            "F.swift:17: warning: [after-each-nils] afterEach of sharedExamples \"a parser\" leaves 'parser' set; add parser = nil",
            "F.swift:18: warning: [present-tense] it(\"should parse\") starts with 'should' rather than the present tense; write \"parses\"",
        ])
    }

    func testCallsThatOnlyShareADSLNameAreNotSpecs() {
        let source = """
            struct Request {
                func context(_ name: String) -> Request { self }
                func describe() -> String { "" }
            }
            let request = Request().context("should retry") { }
            let text = request.describe()
            func it(_ value: Int) -> Int { value }
            let sleepy = it(1)
            """
        XCTAssertEqual(reports(source), [])
    }
}
