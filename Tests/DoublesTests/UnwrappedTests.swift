import Doubles
import Matchers
import XCTest

final class UnwrappedTests: XCTestCase {
    func testReturnsTheValue() throws {
        let value: Int? = 3
        XCTAssertEqual(try value.unwrapped(), 3)
    }

    func testNilReportsAtTheCallersLineAndThrowsInsteadOfCrashing() {
        let value: Int? = nil
        var thrown: (any Error)?
        let failures = gatherFailures {
            do { _ = try value.unwrapped("the value") } catch { thrown = error }
        }
        XCTAssertEqual(failures.map(\.message), ["the value\nexpected to not be nil, got <nil>"])
        XCTAssertEqual(failures.first?.line, #line - 3)
        XCTAssertTrue(thrown is RequireError)
    }

    func testAThrowingExampleReportsTheFailureOnce() {
        let printer = PrinterMock()
        let failures = gatherFailures {
            _ = try printer.spies.print.last.unwrapped()
        }
        XCTAssertEqual(failures.map(\.message), ["expected to not be nil, got <nil>"])
    }
}
