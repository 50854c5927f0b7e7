import Foundation
import Matchers
import SpecDSL
import Tables
import XCTest

/// The two tables of the TestKit seed, run through the plain-XCTest runner.
final class SeedTablesTests: XCTestCase {
    func testIsValidPasswordTablePasses() {
        let summary = TableRunner(table: "IsValidPassword", bundle: .module).run { (input: String) -> Bool in
            isValidPassword(string: input)
        }

        // The seed's prose says 13 inputs; its table has 14 (2+2+2+2+1+2+1+1+1).
        XCTAssertEqual(summary.description, "IsValidPassword.testkit: 9 cases, 14 inputs, 0 failures")
    }

    func testAnalyzeSentenceTablePassesIncludingErrorCases() {
        let summary = TableRunner(table: "AnalyzeSentence", bundle: .module).run { (input: String) throws -> SentenceAnalysis in
            try analyze(sentence: input)
        }

        XCTAssertEqual(summary.description, "AnalyzeSentence.testkit: 5 cases, 9 inputs, 0 failures")
    }

    func testAWrongExpectedOutputFailsNamingTheCaseAndInputAtTheCallSite() {
        var summary: TableSummary?
        let failures = gatherFailures {
            summary = TableRunner(table: "AnalyzeSentenceWrongOutput", bundle: .module).run { (input: String) in
                try analyze(sentence: input)
            }
        }
        let runLine = #line - 4

        XCTAssertEqual(failures.map(\.message), [
            #"AnalyzeSentenceWrongOutput.testkit:16: test-cases[2] "Complex Verb", input "We all would have liked more presents": "#
                + #"expected <{"action": "love", "average-syllables": 1.14, "subject": "we"}>, "#
                + #"got <SentenceAnalysis(subject: "we", action: "like", averageSyllablesPerWord: 1.1428571428571428)>"#,
        ])
        XCTAssertEqual(failures.first?.location.line, UInt(runLine))
        XCTAssertEqual(failures.first.map { "\($0.location.filePath)" }, #filePath)
        XCTAssertEqual(summary?.inputCount, 9)
    }

    /// The seed prints the AnalyzeSentence table without the commas after `"expect-error" : true`.
    /// That is not JSON, and tables are meant to be shared with other platforms' JSON parsers, so
    /// it is rejected with the position of the missing comma rather than guessed at.
    func testTheSeedsAnalyzeSentenceSampleAsPrintedIsRejectedWithLineAndColumn() {
        XCTAssertThrowsError(try TestTable(named: "AnalyzeSentenceAsPrinted", bundle: .module)) { error in
            XCTAssertEqual("\(error)", #"AnalyzeSentenceAsPrinted.testkit:23:3: invalid JSON: unexpected '"'; "#
                + #"expected ',' or '}' after the value of "expect-error" (is a comma missing?)"#)
        }
    }

    func testTheNonASCIIInputsOfTheSeedLoadUnchanged() throws {
        let table = try TestTable(named: "IsValidPassword.testkit", bundle: .module)

        XCTAssertEqual(table.cases[5].inputs.map(\.value), [.string("WeirdThing77â„¢"), .string("Asd54Fsd!ğŸ˜€")])
        XCTAssertEqual(table.description, "Test cases to verify password validation logic")
    }
}
