import Foundation
import Matchers
@testable import SpecTables
import SpecDSL
import Tables
import XCTest

/// The names and failures `itBehavesLike(table:)` gives, checked without running a spec.
final class SpecIntegrationTests: XCTestCase {
    private func names(_ json: String) throws -> [String] {
        let table = try TestTable(json: json, file: "T.testkit")
        return TableExamplePlan.entries(for: .success(table)) { _ in nil }.map { entry in
            switch entry {
            case .row(let group, let name, _, _): "\(group) / \(name)"
            case .problem(let group, let name, _): "\(group ?? "-") / \(name)"
            }
        }
    }

    func testExamplesAreNamedAfterTheCaseAndTheInput() throws {
        let table = try TestTable(named: "IsValidPassword", bundle: .module)
        let names = TableExamplePlan.entries(for: .success(table)) { _ in nil }.compactMap { entry -> String? in
            guard case .row(let group, let name, _, _) = entry else { return nil }
            return TestName.join([TestName.sanitize(group), TestName.sanitize(name)])
        }

        XCTAssertEqual(names, [
            "Valid_Passwords__1sdfD8sFlk", "Valid_Passwords__Happy763",
            "Valid_Min_and_Max_Length__Snd6HHus", "Valid_Min_and_Max_Length__sDG_34DdfsfFs8aa",
            "Invalid_One_Below_and_One_Above_Allowed_Length__Snd6HHu",
            "Invalid_One_Below_and_One_Above_Allowed_Length__sDG_34DdfsfFs8aa1",
            "Invalid_Too_Short__input_0", "Invalid_Too_Short__Ask87d",
            "Invalid_Too_Long__input_0",
            "Invalid_Non_ASCII__WeirdThing77â", "Invalid_Non_ASCII__Asd54Fsd_ğŸ",
            "Invalid_No_Number__SfsdfEeEEff", "Invalid_No_Lowercase__ONLYC8PITALS", "Invalid_No_Uppercase__lowercase4thewin",
        ])
    }

    func testLongEmptyNonPrintableAndCollidingInputsFallBackToTheirIndex() throws {
        let long = String(repeating: "a", count: 41)
        let json = #"{"test-cases": [{"name": "C", "inputs": ["", "\#(long)", "tab\there", "Happy!", "Happy?", "!!!", 12, [1, 2], null], "expected-output": 1}]}"#

        XCTAssertEqual(try names(json), [
            "C / input 0", "C / input 1", "C / input 2", "C / Happy!", "C / input 4", "C / input 5", "C / 12", "C / [1, 2]", "C / null",
        ])
    }

    func testNamesAreTheSameOnEveryLoad() throws {
        let json = #"{"test-cases": [{"name": "C", "inputs": ["a", "a", "b"], "expected-output": 1}]}"#

        XCTAssertEqual(try names(json), try names(json))
        XCTAssertEqual(try names(json), ["C / a", "C / input 1", "C / b"])
    }

    func testBrokenTablesAndCasesBecomeFailingExamplesInFileOrder() throws {
        let json = """
            {"test-cases": [
            {"name": "Good", "inputs": 1, "expected-output": 1},
            {"name": "Bad", "inputs": 1},
            {"name": "Good", "inputs": 2, "expected-output": 2}
            ], "extra": 1}
            """

        XCTAssertEqual(try names(json), [
            "- / is a valid table", "Good / 1", "Bad / is a valid table case", "Good / is a valid table case",
        ])

        let missing = TableExamplePlan.entries(for: .failure(TableError(file: "Nope.testkit", problem: "no such table"))) { _ in nil }
        guard case .problem(nil, "loads Nope.testkit", let failure)? = missing.first, missing.count == 1 else {
            return XCTFail("expected one failing example, got \(missing)")
        }
        XCTAssertEqual(failure.message, "Nope.testkit: no such table")
    }

    func testAnUnreadableExpectedOutputIsOneFailingExampleForTheCase() throws {
        let table = try TestTable(json: #"{"test-cases": [{"name": "C", "inputs": [1, 2], "expected-output": "one"}]}"#, file: "T.testkit")
        let check = TableRowCheck<Int, Int>(file: table.file)
        let entries = TableExamplePlan.entries(for: .success(table), expectationProblem: check.expectationProblem(of:))

        guard case .problem("C", "has a readable expected-output", let failure)? = entries.first, entries.count == 1 else {
            return XCTFail("expected one failing example, got \(entries)")
        }
        XCTAssertEqual(failure.message, #"T.testkit:1: test-cases[0] "C": "expected-output" cannot be read as Int (what Int validates against): expected an integer, found a string "one""#)
    }

    func testAFailingRowReportsTheCaseAndInputAtTheCallSite() throws {
        let table = try TestTable(named: "AnalyzeSentenceWrongOutput", bundle: .module)
        let testCase = table.cases[2]
        let check = TableRowCheck<String, SentenceAnalysis>(file: table.file)
        let location = Matchers.SourceLocation()

        let failures = gatherFailures {
            checkRow(check, testCase.inputs[0], of: testCase, at: location) { input in Result { try analyze(sentence: input) } }
        }

        XCTAssertEqual(failures.map(\.message), [
            #"AnalyzeSentenceWrongOutput.testkit:16: test-cases[2] "Complex Verb", input "We all would have liked more presents": "#
                + #"expected <{"action": "love", "average-syllables": 1.14, "subject": "we"}>, "#
                + #"got <SentenceAnalysis(subject: "we", action: "like", averageSyllablesPerWord: 1.1428571428571428)>"#,
        ])
        XCTAssertEqual(failures.first?.location.line, location.line)
    }

    func testARowWhoseInputDoesNotFitTheClosureFails() throws {
        let table = try TestTable(json: #"{"test-cases": [{"name": "C", "inputs": true, "expected-output": 1}]}"#, file: "T.testkit")
        let check = TableRowCheck<Int, Int>(file: table.file)
        var called = false

        let failures = gatherFailures {
            checkRow(check, table.cases[0].inputs[0], of: table.cases[0], at: Matchers.SourceLocation()) { input in
                called = true
                return .success(input)
            }
        }

        XCTAssertFalse(called)
        XCTAssertEqual(failures.map(\.message), [
            #"T.testkit:1: test-cases[0] "C", input true: the input cannot be passed as Int: expected an integer, found a boolean true"#,
        ])
    }
}
