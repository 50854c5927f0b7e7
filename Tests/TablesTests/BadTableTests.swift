import Foundation
import Matchers
import SpecDSL
import Tables
import XCTest

/// Every kind of broken table gives exactly one clear failure, and the valid cases still run.
final class BadTableTests: XCTestCase {
    /// Runs `json` as `Bad.testkit` with a doubling closure; returns the failure messages and summary.
    private func run(_ json: String) -> (messages: [String], summary: TableSummary?) {
        var summary: TableSummary?
        let failures = gatherFailures {
            summary = TableRunner(json: json, file: "Bad.testkit").run { (input: Int) -> Int in input * 2 }
        }
        return (failures.map(\.message), summary)
    }

    private let validCase = #"{"name": "Doubles", "inputs": [1, 2], "expected-output": 4}"#

    func testAMissingFileNamesTheBundleSearched() {
        let failures = gatherFailures {
            TableRunner(table: "NoSuchTable", bundle: .module).run { (input: Int) in input }
        }

        XCTAssertEqual(failures.count, 1)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("NoSuchTable.testkit: no such table; searched (with subfolders): "), message)
        XCTAssertTrue(message.contains(Bundle.module.resourceURL?.path ?? "?"), message)
        XCTAssertTrue(message.hasSuffix(#"Add the file to the test target's resources (resources: [.copy("Tables")]) and pass bundle: .module"#), message)
    }

    func testAMissingFileWithoutABundleSearchesTheResourceBundlesNextToTheTests() throws {
        // Without a bundle the runner searches SwiftPM's resource bundles itself, so it finds ours.
        let table = try TestTable(named: "IsValidPassword")
        XCTAssertEqual(table.cases.count, 9)

        XCTAssertThrowsError(try TestTable(named: "NoSuchTable")) { error in
            XCTAssertTrue("\(error)".contains("SpecKit_TablesTests.resources"), "\(error)")
        }
    }

    func testAnUnreadableURLNamesThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/Missing.testkit")
        XCTAssertThrowsError(try TestTable(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Missing.testkit: cannot read /nonexistent/Missing.testkit: "), "\(error)")
        }
    }

    func testInvalidJSONGivesLineAndColumn() {
        let result = run("{\n  \"test-cases\": [\n    {\"name\": \"A\" \"inputs\": 1}\n  ]\n}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:3:18: invalid JSON: unexpected '"'; expected ',' or '}' after the value of "name" (is a comma missing?)"#,
        ])
        XCTAssertEqual(result.summary?.caseCount, 0)
    }

    func testInvalidJSONErrorsDescribeTheirPosition() {
        let cases: [(String, String)] = [
            ("", "<string>:1:1: invalid JSON: the file is empty; expected a JSON object"),
            ("{\"a\": tru}", "<string>:1:7: invalid JSON: unexpected 't'; expected a value (true, false, null, a number, a string, an array or an object)"),
            ("[1, 2,]", "<string>:1:7: invalid JSON: unexpected ']'; expected a value"),
            ("{\"a\": 1} x", "<string>:1:10: invalid JSON: unexpected 'x' after the end of the JSON value"),
            ("{\"a\": \"x\ny\"}", "<string>:1:9: invalid JSON: a control character must be escaped inside a string (a string must close on its own line)"),
            ("{\"a\": 01}", "<string>:1:8: invalid JSON: a number must not start with a leading zero"),
            ("{\"a\": 1, \"a\": 2}", "<string>:1:10: invalid JSON: the key \"a\" appears twice in one object"),
            ("{\"é\": [1 2]}", "<string>:1:10: invalid JSON: unexpected '2'; expected ',' or ']' after an array element (is a comma missing?)"),
        ]
        for (json, expected) in cases {
            XCTAssertThrowsError(try TestTable(json: json)) { error in
                XCTAssertEqual("\(error)", expected, json)
            }
        }
    }

    func testARootThatIsNotAnObject() {
        XCTAssertEqual(run("[1, 2]").messages, ["Bad.testkit:1: the root is an array, expected an object with \"test-cases\""])
    }

    func testMissingTestCases() {
        XCTAssertEqual(run(#"{"test-description": "x"}"#).messages, [#"Bad.testkit:1: missing "test-cases" (an array of cases)"#])
        XCTAssertEqual(run(#"{"test-cases": {}}"#).messages, [#"Bad.testkit:1: "test-cases" is an object, expected an array of cases"#])
    }

    func testAnEmptyTable() {
        let result = run(#"{"test-cases": []}"#)

        XCTAssertEqual(result.messages, [#"Bad.testkit:1: the table has no test cases; add at least one to "test-cases""#])
        XCTAssertEqual(result.summary?.description, "Bad.testkit: 0 cases, 0 inputs, 1 failure")
    }

    func testACaseWithoutANameFailsAndTheOthersRun() {
        let result = run("{\"test-cases\": [\n\(validCase),\n{\"inputs\": 3, \"expected-output\": 6}\n]}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:3: test-cases[1]: missing "name""#,
            #"Bad.testkit:2: test-cases[0] "Doubles", input 1: expected <4>, got <2>"#,
        ])
        XCTAssertEqual(result.summary?.inputCount, 2)
    }

    func testACaseWithoutInputs() {
        let result = run("{\"test-cases\": [\n\(validCase),\n{\"name\": \"No inputs\", \"expected-output\": 6},\n{\"name\": \"Empty\", \"inputs\": [], \"expected-output\": 6}\n]}")

        XCTAssertEqual(Array(result.messages.prefix(2)), [
            #"Bad.testkit:3: test-cases[1] "No inputs": missing "inputs""#,
            #"Bad.testkit:4: test-cases[2] "Empty": "inputs" is an empty array, so nothing would be checked"#,
        ])
        XCTAssertEqual(result.summary?.caseCount, 1)
        XCTAssertEqual(result.summary?.description, "Bad.testkit: 1 case, 2 inputs, 3 failures; 2 more cases could not be read")
    }

    func testAMissingExpectedOutputWithoutExpectError() {
        let result = run("{\"test-cases\": [\n{\"name\": \"Forgot\", \"inputs\": 1},\n{\"name\": \"Any error\", \"inputs\": 1, \"expect-error\": true}\n]}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:2: test-cases[0] "Forgot": missing "expected-output" (add it, or add "expect-error": true to expect a thrown error)"#,
            #"Bad.testkit:3: test-cases[1] "Any error", input 1: expected an error, got <2>"#,
        ])
    }

    func testAnInputOfTheWrongTypeFailsThatInputOnly() {
        let result = run("{\"test-cases\": [\n{\"name\": \"Mixed\", \"inputs\": [2,\n \"two\"], \"expected-output\": 4}\n]}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:3: test-cases[0] "Mixed", input "two": the input cannot be passed as Int: expected an integer, found a string "two""#,
        ])
        XCTAssertEqual(result.summary?.inputCount, 2)
    }

    func testAnExpectedOutputOfTheWrongTypeFailsOncePerCase() {
        let result = run("{\"test-cases\": [\n{\"name\": \"Text\", \"inputs\": [1, 2, 3], \"expected-output\": \"four\"},\n\(validCase)\n]}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:2: test-cases[0] "Text": "expected-output" cannot be read as Int (what Int validates against): expected an integer, found a string "four""#,
            #"Bad.testkit:3: test-cases[1] "Doubles", input 1: expected <4>, got <2>"#,
        ])
        // The case whose expected output cannot be read does not run: it is no case that ran.
        XCTAssertEqual(result.summary?.description, "Bad.testkit: 1 case, 2 inputs, 2 failures; 1 more case could not be read")
    }

    func testDuplicateCaseNamesReportTheSecondAndRunTheFirst() {
        let result = run("{\"test-cases\": [\n\(validCase),\n\(validCase)\n]}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:3: test-cases[1] "Doubles": the name is already used by test-cases[0]; case names must be unique"#,
            #"Bad.testkit:2: test-cases[0] "Doubles", input 1: expected <4>, got <2>"#,
        ])
        XCTAssertEqual(result.summary?.caseCount, 1)
    }

    func testSeveralProblemsInOneCaseAreOneFailure() {
        let result = run(#"{"test-cases": [{"name": 7, "expect-error": "yes", "expected_output": 1}]}"#)

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:1: test-cases[0]: unknown key "expected_output" (a case has "name", "inputs", "expected-output", "expect-error", "description"); "#
                + #""name" is a number, expected a string; missing "inputs"; "expect-error" is a string, expected true or false; "#
                + #"missing "expected-output" (add it, or add "expect-error": true to expect a thrown error)"#,
        ])
    }

    func testACaseThatIsNotAnObjectAndAnUnknownTopLevelKey() {
        let result = run("{\"test-cases\": [\n\"oops\",\n\(validCase)], \"test_description\": 1}")

        XCTAssertEqual(result.messages, [
            #"Bad.testkit:3: unknown key "test_description" (a table has "test-cases" and an optional "test-description")"#,
            #"Bad.testkit:2: test-cases[0]: the case is a string, expected an object with "name" and "inputs""#,
            #"Bad.testkit:3: test-cases[1] "Doubles", input 1: expected <4>, got <2>"#,
        ])
    }

    func testTheFailureHandlerReceivesStructuredFailures() {
        var received: [TableFailure] = []
        let summary = TableRunner(json: "{\"test-cases\": [\n\(validCase)]}", file: "Bad.testkit") { received.append($0) }
            .run { (input: Int) in input * 2 }

        XCTAssertEqual(received, summary.failures)
        XCTAssertEqual(received.first?.caseIndex, 0)
        XCTAssertEqual(received.first?.caseName, "Doubles")
        XCTAssertEqual(received.first?.input, .number(TableNumber(text: "1")!))
        XCTAssertEqual(received.first?.line, 2)
        XCTAssertEqual(received.first?.problem, "expected <4>, got <2>")
    }
}
