import Matchers
import SpecDSL
import Tables
import XCTest

final class MatchTableRowTests: XCTestCase {
    func testRowsCanBeCheckedWithExpect() throws {
        let table = try TestTable(named: "IsValidPassword", bundle: .module)

        let failures = gatherFailures {
            for row in table.rows {
                expect(isValidPassword(string: try row.input(as: String.self))).to(matchTableRow(row))
            }
        }

        XCTAssertEqual(failures, [])
        XCTAssertEqual(table.rows.count, 14)
    }

    func testAMismatchNamesTheRowAndBothValues() throws {
        let row = try XCTUnwrap(TestTable(named: "IsValidPassword", bundle: .module).rows.first)

        let failures = gatherFailures { expect(false).to(matchTableRow(row)) }

        XCTAssertEqual(failures.map(\.message), [
            #"expected to match IsValidPassword.testkit:6 test-cases[0] "Valid Passwords", input "1sdfD8sFlk" (<true>), got <false>"#,
        ])
        XCTAssertEqual(gatherFailures { expect(true).toNot(matchTableRow(row)) }.map(\.message), [
            #"expected to not match IsValidPassword.testkit:6 test-cases[0] "Valid Passwords", input "1sdfD8sFlk" (<true>), got <true>"#,
        ])
    }

    func testNilMatchesOnlyANullExpectation() throws {
        let rows = try TestTable(named: "IntOrNil", bundle: .module).rows

        XCTAssertEqual(gatherFailures { expect(Int("forty-two")).to(matchTableRow(rows[2])) }, [])
        XCTAssertEqual(gatherFailures { expect(Int("x")).to(matchTableRow(rows[0])) }.map(\.message), [
            #"expected to match <string>:3 test-cases[0] "Digits", input "42" (<42>), got <nil>"#.replacingOccurrences(of: "<string>", with: "IntOrNil.testkit"),
        ])
    }

    func testUnreadKeysAreExplained() throws {
        struct Careless: TestableOutput {
            func validate(expected: TableDictionary) -> Bool { true }
        }
        let row = try XCTUnwrap(TestTable(json: #"{"test-cases": [{"name": "C", "inputs": 1, "expected-output": {"k": 1}}]}"#).rows.first)

        XCTAssertEqual(gatherFailures { expect(Careless()).to(matchTableRow(row)) }.map(\.message), [
            #"expected to match <string>:1 test-cases[0] "C", input 1 (<{"k": 1}>), got <Careless()>"#
                + "\n\n" + #"the check did not read "k" of the expected output; compare it, or remove it from the table"#,
        ])
    }

    func testRowInputThrowsANamedFailure() throws {
        let row = try XCTUnwrap(TestTable(json: #"{"test-cases": [{"name": "C", "inputs": "x", "expected-output": 1}]}"#).rows.first)

        XCTAssertThrowsError(try row.input(as: Int.self)) { error in
            XCTAssertEqual("\(error)", #"<string>:1: test-cases[0] "C", input "x": the input cannot be passed as Int: expected an integer, found a string "x""#)
        }
    }
}
