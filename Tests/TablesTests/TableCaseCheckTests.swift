import Matchers
import Tables
import XCTest

/// `TableCase.check`: what one Swift Testing case of `@Test(arguments: table.cases)` runs.
final class TableCaseCheckTests: XCTestCase {
    private let json = #"""
        {"test-cases": [
          {"name": "Even", "inputs": [2, 3], "expected-output": true},
          {"name": "No inputs", "expected-output": false},
          {"name": "Odd", "inputs": 5, "expected-output": false}
        ]}
        """#

    func testCasesListBrokenCasesInFileOrder() throws {
        let table = try TestTable(json: json, file: "Parity.testkit")
        XCTAssertEqual(table.cases.map(\.name), ["Even", "No inputs", "Odd"])
        XCTAssertEqual(table.cases.map(\.problems.count), [0, 1, 0])
        XCTAssertEqual(table.rows.count, 3, "rows run the valid cases only")
        XCTAssertEqual(table.cases.map(\.id), [0, 1, 2])
    }

    func testAWrongOutputIsOneTableFailureAtTheCheckLine() throws {
        let table = try TestTable(json: json, file: "Parity.testkit")
        XCTAssertEqual(gatherFailures { table.cases[0].check { (n: Int) in n % 2 == 0 || n == 3 } }, [])
        let line = #line + 1
        let wrong = gatherFailures { table.cases[0].check { (n: Int) in n == 3 } }
        XCTAssertEqual(wrong.map(\.message), [#"Parity.testkit:2: test-cases[0] "Even", input 2: expected <true>, got <false>"#])
        XCTAssertEqual(wrong.map(\.kind), [.table])
        XCTAssertEqual(wrong.first?.line, UInt(line))
    }

    func testTheAsyncFormChecksToo() async throws {
        let table = try TestTable(json: json, file: "Parity.testkit")
        let failures = await gatherFailures { await table.cases[2].check { (n: Int) async in n == 5 } }
        XCTAssertEqual(failures.map(\.message), [#"Parity.testkit:4: test-cases[2] "Odd", input 5: expected <false>, got <true>"#])
    }

    func testABrokenCaseIsOneFailureNamingFileAndCase() throws {
        let table = try TestTable(json: json, file: "Parity.testkit")
        let failures = gatherFailures { table.cases[1].check { (n: Int) in n == 0 } }
        XCTAssertEqual(failures.map(\.message), [#"Parity.testkit:3: test-cases[1] "No inputs": missing "inputs""#])
    }

    func testTopLevelProblemsGoToTheFirstCase() throws {
        let table = try TestTable(json: #"{"test-cases": [{"name": "A", "inputs": 1, "expected-output": 1}], "extra": 1}"#)
        let failures = gatherFailures { table.cases[0].check { (n: Int) in n } }
        XCTAssertEqual(failures.map(\.message), [#"<string>:1: unknown key "extra" (a table has "test-cases" and an optional "test-description")"#])
    }

    func testTheShortLoaderNamesTheMissingFile() {
        XCTAssertThrowsError(try TestTable("NoSuchTable", bundle: .module)) { error in
            XCTAssertTrue("\(error)".hasPrefix("NoSuchTable.testkit: no such table"), "\(error)")
        }
    }
}
