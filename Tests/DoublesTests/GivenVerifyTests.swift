import Doubles
import Matchers
import XCTest

/// The AzimoTestKit flavour: Given(fake, .method, willReturn:) / Verify(fake, .method).
final class GivenVerifyTests: XCTestCase {
    func testGivenStubsAndVerifyReturnsTheTypedArguments() throws {
        let printer = PrinterMock()
        given(printer.spies.identifier, willReturn: "P1")
        given(printer.spies.print, willReturn: true)
        XCTAssertEqual(printer.identifier(), "P1")
        _ = printer.print("hello", copies: 1)

        verify(printer.spies.identifier)
        let call = try verify(printer.spies.print).first.unwrapped()
        XCTAssertEqual(call.0, "hello")
        verify(printer.spies.reset, times: 0)
    }

    func testGivenWillThrow() {
        let printer = PrinterMock()
        given(printer.spies.status, willThrow: StoreError.offline)
        XCTAssertThrowsError(try printer.status(of: 1))
    }

    func testGivenForGenericMethods() throws {
        let printer = PrinterMock()
        given(printer.spies.decode, willReturn: 5)
        XCTAssertEqual(try printer.decode("5", as: Int.self), 5)
    }

    func testVerifyFailsAtTheCallersLineWithTheCalls() {
        let printer = PrinterMock()
        printer.reset()
        printer.reset()
        let failures = gatherFailures {
            verify(printer.spies.reset)
            verify(printer.spies.identifier, times: 0)
        }
        XCTAssertEqual(failures.map(\.message), ["expected to have been called <1> time, got <2 calls: (), ()>"])
        XCTAssertEqual(failures.first?.line, #line - 4)
    }
}

final class GivenStubTests: XCTestCase {
    func testGivenWorksOnHandWrittenStubsAndVerifyOnCaptures() async throws {
        let store = ProfileStoreMock()
        given(store.stubs.load, willReturn: .fixture(label: "ann"))
        let profile = try await store.load(id: "1")
        XCTAssertEqual(profile, .fixture(label: "ann"))
        XCTAssertEqual(verify(store.captures.load), ["1"])

        given(store.stubs.load, willThrow: StoreError.offline)
        do {
            _ = try await store.load(id: "2")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? StoreError, .offline)
        }
    }
}
