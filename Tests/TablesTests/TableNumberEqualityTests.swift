import Tables
import XCTest

/// Integers compare exactly, however many digits they have; `Double` is only the last resort.
final class TableNumberEqualityTests: XCTestCase {
    private func number(_ text: String) throws -> TableNumber { try XCTUnwrap(TableNumber(text: text), text) }

    func testLargeIntegersThatShareADoubleAreNotEqual() throws {
        XCTAssertNotEqual(try number("9007199254740993"), try number("9007199254740992"))
        XCTAssertNotEqual(try number("12345678901234567890"), try number("12345678901234567891"))
        XCTAssertNotEqual(try number("-9007199254740993"), try number("-9007199254740992"))
        XCTAssertNotEqual(try number("9007199254740993"), try number("9007199254740992.0"))
    }

    func testTheSameIntegerWrittenDifferentlyIsEqual() throws {
        XCTAssertEqual(try number("1"), try number("1.0"))
        XCTAssertEqual(try number("100"), try number("1e2"))
        XCTAssertEqual(try number("12345678901234567890"), try number("1.234567890123456789e19"))
        XCTAssertEqual(try number("0"), try number("-0.0"))
        XCTAssertEqual(try number("-25"), try number("-2.5E1"))
    }

    func testAnIntegerAndAFractionAreEqualOnlyWhenTheFractionIsThatInteger() throws {
        XCTAssertNotEqual(try number("1"), try number("1.0000000000000000001"))
        XCTAssertNotEqual(try number("3"), try number("2.5"))
    }

    func testFractionsStillCompareAsDoubles() throws {
        XCTAssertEqual(try number("0.5"), try number("5e-1"))
        XCTAssertEqual(try number("2.50"), try number("2.5"))
    }

    func testAWrongLargeIntegerOutputFailsItsCheck() throws {
        let expected = try TableValue(json: "[12345678901234567891, 9007199254740993]")
        let actual = try TableValue(json: "[12345678901234567890, 9007199254740992]")
        XCTAssertFalse(actual.validate(expected: expected))
        XCTAssertTrue(expected.validate(expected: expected))
        XCTAssertFalse(Int64(9_007_199_254_740_992).validate(expected: 9_007_199_254_740_993))
    }
}
