import SpecLintCore
import XCTest

final class PresentTenseTests: XCTestCase {
    func testReportsModalAndPastTenseDescriptions() {
        let source = spec("""
            describe("Login") {
                describe("should log in") {
                    context("will fail") {
                        it("should return nil") { expect(sut) == nil }
                        it("would never crash") { expect(sut).toNot(throwError()) }
                        it("did call the delegate") { expect(delegate.calls) == 1 }
                        it("returned an error") { expect(sut.error).toNot(beNil()) }
                        it("threw") { expect(sut.error).toNot(beNil()) }
                    }
                }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.presentTense]), [
            "F.swift:4: warning: [present-tense] describe(\"should log in\") starts with 'should' rather than the present tense; write \"logs in\"",
            "F.swift:5: warning: [present-tense] context(\"will fail\") starts with 'will' rather than the present tense; write \"fails\"",
            "F.swift:6: warning: [present-tense] it(\"should return nil\") starts with 'should' rather than the present tense; write \"returns nil\"",
            "F.swift:7: warning: [present-tense] it(\"would never crash\") starts with 'would' rather than the present tense; write \"never crashes\"",
            "F.swift:8: warning: [present-tense] it(\"did call the delegate\") starts with 'did' rather than the present tense",
            "F.swift:9: warning: [present-tense] it(\"returned an error\") starts with the past tense 'returned'; say what the code does now, e.g. \"returns …\", not \"returned …\"",
            "F.swift:10: warning: [present-tense] it(\"threw\") starts with the past tense 'threw'; say what the code does now, e.g. \"returns …\", not \"returned …\"",
        ])
    }

    /// The false positives the heuristic is tuned against.
    func testPresentTenseAdjectivesAndTheSubjectAreFine() {
        let source = spec("""
            describe("ShouldValidator") {
                describe("signed in users") {
                    context("when logged in") {
                        it("returns the cached profile") { expect(sut.profile) == profile }
                        it("nested groups run first") { expect(sut.order) == [1] }
                        it("cached values are reused") { expect(sut.reused) == true }
                        it("needs a token") { expect(sut.token).toNot(beNil()) }
                        it("embeds the id") { expect(sut.url).to(contain("id")) }
                        it("willingly retries") { expect(sut.retries) == 1 }
                        it("shows \\"should\\" in quotes") { expect(sut.text) == "should" }
                    }
                    context("with a request that failed") {
                        it("retries it") { expect(sut.retries) == 1 }
                    }
                }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.presentTense]), [])
    }

    /// A suggestion keeps the meaning or is left out: "not" stays, adverbs stay before the verb,
    /// and a description the rewrite cannot follow gets the warning alone.
    func testTheSuggestionKeepsTheMeaningOrIsLeftOut() {
        let source = spec("""
            describe("Parser") {
                it("should-not crash") { expect(sut.crashed) == false }
                it("should not be nil") { expect(sut.value).toNot(beNil()) }
                it("should quickly parse input") { expect(sut.parsed) == true }
                it("should apply the filter") { expect(sut.filtered) == true }
                it("should echo the input") { expect(sut.output) == "a" }
                it("should, when empty, return nil") { expect(sut.value).to(beNil()) }
                it("should not have been called") { expect(sut.calls) == 0 }
                it("should never be empty") { expect(sut.items).toNot(beEmpty()) }
                it("shouldn't crash") { expect(sut.crashed) == false }
                it("won't retry") { expect(sut.retries) == 0 }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.presentTense]).map { $0.components(separatedBy: "present tense").last ?? "" }, [
            "; write \"does not crash\"",
            "; write \"is not nil\"",
            "; write \"quickly parses input\"",
            "; write \"applies the filter\"",
            "; write \"echoes the input\"",
            "",
            "; write \"has not been called\"",
            "; write \"is never empty\"",
            "; write \"does not crash\"",
            "; write \"does not retry\"",
        ])
    }

    /// What follows the verb is written as the description has it: case, digits and symbols.
    func testTheSuggestionKeepsTheWordsAfterTheVerbAsWritten() {
        let source = spec("""
            describe("Parser") {
                it("should treat -- as the end of options") { expect(sut.options) == [] }
                it("should parse 3 URLs from JSON") { expect(sut.urls.count) == 3 }
                it("should always map `nil` to \\"none\\"") { expect(sut.name) == "none" }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.presentTense]), [
            "F.swift:4: warning: [present-tense] it(\"should treat -- as the end of options\") starts with 'should' rather than the present tense; write \"treats -- as the end of options\"",
            "F.swift:5: warning: [present-tense] it(\"should parse 3 URLs from JSON\") starts with 'should' rather than the present tense; write \"parses 3 URLs from JSON\"",
            "F.swift:6: warning: [present-tense] it(\"should always map `nil` to \\\"none\\\"\") starts with 'should' rather than the present tense; write \"always maps `nil` to \\\"none\\\"\"",
        ])
    }
}
