import Doubles
import Matchers
import XCTest

final class AnySpyTests: XCTestCase {
    func testAGenericMethodReturnsTheStubbedValueCastToTheCallersType() throws {
        let printer = PrinterMock()
        printer.spies.decode.returns(42)
        let value: Int = try printer.decode("42", as: Int.self)
        XCTAssertEqual(value, 42)
    }

    func testAWrongResultTypeFailsClearlyInsteadOfCrashing() {
        let printer = PrinterMock()
        printer.spies.decode.returns(42)
        let failures = gatherFailures {
            XCTAssertThrowsError(try printer.decode("42", as: String.self))
        }
        XCTAssertEqual(failures.map(\.message), [
            "PrinterMock.decode(_:as:): expected a value of type String, got 42 of type Int",
        ])
    }

    func testTypedArgumentAccess() throws {
        let printer = PrinterMock()
        printer.spies.decode.returns(1)
        _ = try printer.decode("first", as: Int.self)
        _ = try printer.decode("second", as: Int.self)
        XCTAssertEqual(try printer.spies.decode.argument(0, as: String.self), "second")
        XCTAssertEqual(try printer.spies.decode.argument(0, as: String.self, ofCall: 0), "first")
    }

    func testAWrongArgumentTypeFailsAtTheCallersLine() {
        let printer = PrinterMock()
        printer.spies.decode.returns(1)
        _ = try? printer.decode("raw", as: Int.self)
        let failures = gatherFailures {
            _ = try printer.spies.decode.argument(0, as: Int.self)
        }
        XCTAssertEqual(failures.map(\.message), [
            "PrinterMock.decode(_:as:): expected a value of type Int, got \"raw\" of type String",
        ])
        XCTAssertEqual(failures.first?.line, #line - 5)
    }

    func testAMissingCallOrArgumentFails() {
        let spy = AnySpy(owner: "M")
        let failures = gatherFailures {
            XCTAssertThrowsError(try spy.argument(0, as: Int.self))
        }
        XCTAssertEqual(failures.map(\.message), ["M was never called, so it has no argument 0"])
    }
}
