import Foundation
import Matchers
import SpecDSL
import Tables
import XCTest

/// How outputs and errors are checked against `expected-output`: the shipped conformances,
/// `TableDictionary`'s unread keys, `TestableError`, and the closure shapes of the runner.
final class ValidationTests: XCTestCase {
    /// One case with one input, run with `body`; returns the failure problems.
    private func problems<Input: Decodable, Output: TestableOutput>(
        input: String, expected: String, expectError: Bool = false, _ body: (Input) throws -> Output
    ) -> [String] {
        let expectation = expected.isEmpty ? "" : #", "expected-output": \#(expected)"#
        let json = #"{"test-cases": [{"name": "C", "inputs": [\#(input)]\#(expectation), "expect-error": \#(expectError)}]}"#
        var received: [TableFailure] = []
        TableRunner(json: json) { received.append($0) }.run(body)
        return received.map(\.problem)
    }

    func testScalarsCompareWithEquality() {
        XCTAssertEqual(problems(input: #""a""#, expected: #""a""#) { (s: String) in s }, [])
        XCTAssertEqual(problems(input: #""a""#, expected: #""b""#) { (s: String) in s }, [#"expected <"b">, got <"a">"#])
        XCTAssertEqual(problems(input: "3", expected: "4") { (n: Int) in n }, ["expected <4>, got <3>"])
        XCTAssertEqual(problems(input: "3", expected: "3.0") { (n: Int) in n }, [])
        XCTAssertEqual(problems(input: "255", expected: "255") { (n: UInt8) in n }, [])
        XCTAssertEqual(problems(input: "256", expected: "0") { (n: UInt8) in n },
                       ["the input cannot be passed as UInt8: expected an integer that fits UInt8, found a number 256"])
        XCTAssertEqual(problems(input: "true", expected: "false") { (b: Bool) in b }, ["expected <false>, got <true>"])
        XCTAssertEqual(problems(input: "9007199254740993", expected: "9007199254740993") { (n: Int64) in n }, [])
    }

    func testFloatingPointMatchesToThePrecisionTheTableWrites() {
        XCTAssertEqual(problems(input: "24", expected: "2.18") { (n: Double) in n / 11 }, [])
        XCTAssertEqual(problems(input: "24", expected: "2.19") { (n: Double) in n / 11 }, ["expected <2.19>, got <2.1818181818181817>"])
        XCTAssertEqual(problems(input: "1", expected: "0.3333") { (n: Float) in n / 3 }, [])
        XCTAssertEqual(problems(input: "0.1", expected: "0.30000000000000004") { (n: Double) in n * 3 }, [])
        XCTAssertEqual(problems(input: "2", expected: "2") { (n: Double) in n + 1e-6 }, ["expected <2>, got <2.000001>"])
        XCTAssertEqual(TableNumber(text: "2.18")?.tolerance ?? 0, 0.005, accuracy: 1e-12)
        XCTAssertEqual(TableNumber(text: "1.5e2")?.tolerance ?? 0, 5, accuracy: 1e-12)
        XCTAssertNil(TableNumber(text: "1."))
    }

    func testArraysAndOptionals() {
        XCTAssertEqual(problems(input: "[1, 2]", expected: "[2, 4]") { (xs: [Int]) in xs.map { $0 * 2 } }, [])
        XCTAssertEqual(problems(input: "[1, 2]", expected: "[2]") { (xs: [Int]) in xs.map { $0 * 2 } }, ["expected <[2]>, got <[2, 4]>"])
        XCTAssertEqual(problems(input: #""x""#, expected: "null") { (s: String) in Int(s) }, [])
        XCTAssertEqual(problems(input: #""7""#, expected: "null") { (s: String) in Int(s) }, ["expected <null>, got <7>"])
        XCTAssertEqual(problems(input: #""x""#, expected: "7") { (s: String) in Int(s) }, ["expected <7>, got <nil>"])
        XCTAssertEqual(problems(input: "[1, null]", expected: "[1, null]") { (xs: [Int?]) in xs }, [])
    }

    func testDecodableAndEquatableOutputsDecodeTheExpectedOutput() {
        XCTAssertEqual(problems(input: "[3, 4]", expected: #"{"x": 3, "y": 4}"#) { (pair: [Int]) in Point(pair: pair) }, [])
        XCTAssertEqual(problems(input: "[3, 4]", expected: #"{"x": 3, "y": 5}"#) { (pair: [Int]) in Point(pair: pair) },
                       [#"expected <{"x": 3, "y": 5}>, got <Point(x: 3, y: 4)>"#])
        XCTAssertEqual(problems(input: "[3, 4]", expected: #"{"x": 3}"#) { (pair: [Int]) in Point(pair: pair) },
                       [#""expected-output" cannot be read as Point (what Point validates against): missing key "y" in an object {"x": 3}"#])
    }

    /// A value of the wrong type inside an object input is named by itself, not by the whole input.
    func testADecodableInputNamesTheValueThatDoesNotFit() {
        struct Person: Decodable { let name: String; let age: Int }
        XCTAssertEqual(problems(input: #"{"name": "Di", "age": "forty"}"#, expected: "40") { (person: Person) in person.age },
                       [#"the input cannot be passed as Person: expected Int at "age", found a string "forty""#])
        XCTAssertEqual(problems(input: #"{"name": "Di", "age": true}"#, expected: "40") { (person: Person) in person.age },
                       [#"the input cannot be passed as Person: expected Int at "age", found a boolean true"#])
        // JSONDecoder on Linux calls a number its type cannot hold invalid JSON, of the text SpecKit wrote.
        let unfit = problems(input: #"{"name": "Di", "age": 1.5}"#, expected: "40") { (person: Person) in person.age }
        XCTAssertEqual(unfit.count, 1)
        XCTAssertFalse(unfit.joined().contains("not valid JSON"), unfit.joined())
        // A type's own decoding error keeps its words.
        struct Email: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "an email needs an @")
            }
        }
        XCTAssertEqual(problems(input: #""bob""#, expected: "1") { (_: Email) in 1 },
                       ["the input cannot be passed as Email: an email needs an @"])
    }

    func testADictionaryExpectationFailsWhenAKeyIsNotRead() {
        struct Careless: TestableOutput {
            func validate(expected: TableDictionary) -> Bool { expected["subject"]?.string == "cat" }
        }
        XCTAssertEqual(problems(input: "1", expected: #"{"subject": "cat", "action": "jump", "mood": "happy"}"#) { (_: Int) in Careless() },
                       [#"the check did not read "action", "mood" of the expected output; compare them, or remove them from the table"#])
        XCTAssertEqual(problems(input: "1", expected: #"{"subject": "cat"}"#) { (_: Int) in Careless() }, [])
    }

    func testTableDictionaryReadsValuesThroughTestableOutput() {
        let expected = TableDictionary(["n": .number(TableNumber(text: "2.5")!), "s": .string("x")])

        XCTAssertTrue(expected.value("n", matches: 2.5))
        XCTAssertFalse(expected.value("s", matches: 1))
        XCTAssertFalse(expected.value("missing", matches: 1))
        XCTAssertTrue(expected.valueIfPresent("absent", matches: 1))
        XCTAssertEqual(expected.uncheckedKeys, [])
        XCTAssertEqual(expected.keys, ["n", "s"])
    }

    func testErrors() {
        struct Plain: Error {}
        let throwing = { (_: Int) throws -> Int in throw Plain() }

        XCTAssertEqual(problems(input: "1", expected: "", expectError: true, throwing), [])
        XCTAssertEqual(problems(input: "1", expected: #"{"type": "x"}"#, expectError: true, throwing),
                       [#"threw <Plain()>, which does not conform to TestableError, so the expected error <{"type": "x"}> cannot be checked"#])
        XCTAssertEqual(problems(input: "1", expected: "2", throwing), ["expected <2>, threw <Plain()>"])
        XCTAssertEqual(problems(input: "1", expected: "", expectError: true) { (n: Int) in n }, ["expected an error, got <1>"])
        XCTAssertEqual(problems(input: #""99999999999999999999""#, expected: #"{"type": "underflow"}"#, expectError: true) { (s: String) in try parseInteger(s) },
                       [#"expected an error matching <{"type": "underflow"}>, threw <ParseError(type: "overflow")>"#])
        XCTAssertEqual(problems(input: #""99999999999999999999""#, expected: #"{"type": "overflow", "code": 1}"#, expectError: true) { (s: String) in try parseInteger(s) },
                       [#"the check did not read "code" of the expected output; compare it, or remove it from the table"#])
    }

    func testTheFourClosureShapesAndAsync() async throws {
        let table = try TestTable(named: "ParseInteger", bundle: .module)
        let intOrNil = try TestTable(named: "IntOrNil", bundle: .module)

        XCTAssertTrue(TableRunner(try TestTable(named: "IsValidPassword", bundle: .module)).run { (input: String) -> Bool in
            isValidPassword(string: input)
        }.passed)
        XCTAssertTrue(TableRunner(intOrNil).run { (input: String) -> Int? in Int(input) }.passed)
        XCTAssertTrue(TableRunner(try TestTable(named: "AnalyzeSentence", bundle: .module)).run { (input: String) throws -> SentenceAnalysis in
            try analyze(sentence: input)
        }.passed)
        XCTAssertTrue(TableRunner(table).run { (input: String) throws -> Int? in try parseInteger(input) }.passed)
        let asyncSummary = await TableRunner(table).run { (input: String) async throws -> Int? in
            await Task.yield()
            return try parseInteger(input)
        }
        XCTAssertEqual(asyncSummary.description, "ParseInteger.testkit: 5 cases, 8 inputs, 0 failures")
    }

    func testAsyncRunsReportAtTheCallSite() async {
        let failures = await gatherFailures {
            await TableRunner(json: #"{"test-cases": [{"name": "C", "inputs": 1, "expected-output": 3}]}"#).run { (n: Int) async in n * 2 }
        }
        let line = #line - 2

        XCTAssertEqual(failures.map(\.message), [#"<string>:1: test-cases[0] "C", input 1: expected <3>, got <2>"#])
        XCTAssertEqual(failures.first?.location.line, UInt(line))
    }

    func testRawJSONInputs() {
        XCTAssertEqual(problems(input: #"{"a": [1, true]}"#, expected: "2") { (value: TableValue) in value["a"]?.array?.count ?? 0 }, [])
        XCTAssertEqual(problems(input: #"{"test-key": 50}"#, expected: "50") { (value: [String: Int]) in value["test-key"] ?? 0 }, [])
    }
}
