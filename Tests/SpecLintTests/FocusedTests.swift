import SpecLintCore
import XCTest

final class FocusedTests: XCTestCase {
    func testReportsEveryFocusingCall() {
        let source = spec("""
            fdescribe("Bool") {
                fcontext("when false") {
                    fit("is false") { expect(sut) == false }
                    fitBehavesLike("a value")
                }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.focused]), [
            "F.swift:3: warning: [focused] 'fdescribe' runs only the focused examples and skips every other one in the target; use 'describe'",
            "F.swift:4: warning: [focused] 'fcontext' runs only the focused examples and skips every other one in the target; use 'context'",
            "F.swift:5: warning: [focused] 'fit' runs only the focused examples and skips every other one in the target; use 'it'",
            "F.swift:6: warning: [focused] 'fitBehavesLike' runs only the focused examples and skips every other one in the target; use 'itBehavesLike'",
        ])
    }

    func testIgnoresPlainAndDisabledCallsAndTheWordsInStringsAndComments() {
        let source = spec("""
            describe("Bool") {
                // fit("is false") was focused while debugging
                xit("is fit for purpose") { expect(fitness.fit(1)) == "fit(" }
                it("fits") { expect(sut.fits) == true }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.focused]), [])
    }

    func testAnOptOutCommentCoversOneLine() {
        let source = spec("""
            describe("Bool") {
                // spec-lint:disable-next-line focused -- the e2e fixture tests focus on purpose
                fit("is false") { expect(sut) == false }
                fit("is true") { expect(sut) == true }  // spec-lint:disable-line focused
                fit("is neither") { expect(sut) == nil }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.focused]), [
            "F.swift:7: warning: [focused] 'fit' runs only the focused examples and skips every other one in the target; use 'it'",
        ])
    }

    func testAFileOptOutCoversTheFileAndAnUnknownRuleIsReported() {
        let source = "// spec-lint:disable-file focused, no-such-rule\n" + spec("""
            fdescribe("Bool") {
                fit("is false") { expect(sut) == false }
            }
            """)
        XCTAssertEqual(reports(source), [
            "F.swift:1: warning: [unknown-rule] spec-lint has no rule 'no-such-rule'; the rules are focused, one-expect, "
                + "no-waiting, shared-instance, present-tense, sut-first, after-each-nils, uncalled-closure, large-group",
        ])
    }
}
