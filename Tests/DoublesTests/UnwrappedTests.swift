import Doubles
import XCTest

final class UnwrappedTests: XCTestCase {
    func testReturnsTheValue() throws {
        let value: Int? = 3
        XCTAssertEqual(try value.unwrapped(), 3)
    }

    func testThrowsWithFileAndLineInsteadOfCrashing() {
        let value: Int? = nil
        XCTAssertThrowsError(try value.unwrapped()) { error in
            let failure = error as? UnwrapFailure
            XCTAssertEqual(failure?.file, "\(#filePath)")
            XCTAssertEqual(failure?.line, #line - 3)
            XCTAssertEqual("\(error)", "\(#filePath):\(#line - 4): expected a value of type Int, got nil")
        }
    }

    func testNamesWhatWasUnwrapped() {
        let printer = PrinterMock()
        XCTAssertThrowsError(try printer.spies.print.last.unwrapped("the last print call")) { error in
            XCTAssertTrue("\(error)".hasSuffix(": expected the last print call ((String, Int)), got nil"))
        }
    }
}
