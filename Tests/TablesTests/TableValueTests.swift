import SpecDSL
import Tables
import XCTest

final class TableValueTests: XCTestCase {
    func testParsesEveryJSONValue() throws {
        let value = try TableValue(json: #" {"s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "n": -1.5e-3, "b": [true, false, null], "o": {}} "#)

        XCTAssertEqual(value["s"]?.string, "a\"\\/\u{8}\u{c}\n\r\té😀")
        XCTAssertEqual(value["n"]?.double, -0.0015)
        XCTAssertEqual(value["b"], .array([.bool(true), .bool(false), .null]))
        XCTAssertEqual(value["o"], .object([:]))
        XCTAssertEqual(value.description, #"{"b": [true, false, null], "n": -1.5e-3, "o": {}, "s": "a\"\\/\u0008\u000c\n\r\té😀"}"#)
    }

    func testNumbersKeepTheirText() throws {
        XCTAssertEqual(try TableValue(json: "12345678901234567890"), .number(TableNumber(text: "12345678901234567890")!))
        XCTAssertEqual(try TableValue(json: "9007199254740993").int, 9_007_199_254_740_993)
        XCTAssertEqual(try TableValue(json: "4.0").int, 4)
        XCTAssertNil(try TableValue(json: "4.5").int)
        XCTAssertEqual(try TableValue(json: "1"), try TableValue(json: "1.0"))
    }

    func testRejectsNonJSON() {
        for text in ["'a'", "[1,]", "{a: 1}", "NaN", "-", "1.e5", "\"\\x\"", "[" + String(repeating: "[", count: 600)] {
            XCTAssertThrowsError(try TableValue(json: text), text)
        }
    }

    func testDecodesThroughJSONDecoderToo() throws {
        let decoded = try JSONDecoder().decode(TableValue.self, from: Data(#"{"a": [1, 2.5, "x", null, true]}"#.utf8))

        XCTAssertEqual(decoded.description, #"{"a": [1, 2.5, "x", null, true]}"#)
    }
}
