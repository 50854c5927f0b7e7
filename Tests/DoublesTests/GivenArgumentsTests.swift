import Doubles
import Foundation
import Matchers
import XCTest

final class GivenArgumentsTests: XCTestCase {
    func testAnswersDependOnTheArguments() throws {
        let printer = PrinterMock()
        printer.spies.print.given("a", 1).willReturn(true)
        printer.spies.print.given("b", 1).willReturn(false)
        printer.spies.status.given(0).willThrow(StoreError.offline)
        printer.spies.status.given(1).willReturn("printing")
        XCTAssertTrue(printer.print("a", copies: 1))
        XCTAssertFalse(printer.print("b", copies: 1))
        XCTAssertEqual(try printer.status(of: 1), "printing")
        XCTAssertThrowsError(try printer.status(of: 0)) { XCTAssertEqual($0 as? StoreError, .offline) }
    }

    func testMatchersAsPredicatesAndTheNewestMatchingStubWins() {
        let printer = PrinterMock()
        printer.spies.print.given(beginWith("draft"), beGreaterThan(0)).willReturn(false)
        printer.spies.print.given(equal("draft 2"), equal(3)).willReturn(true)
        printer.spies.print.given(beginWith("draft"), beGreaterThan(5)).willAnswer { message, copies in message.count == copies }
        XCTAssertFalse(printer.print("draft 1", copies: 1))
        XCTAssertTrue(printer.print("draft 2", copies: 3))
        XCTAssertTrue(printer.print("draft 6", copies: 7))
    }

    func testAnAnswerForEveryCallIsTheFallback() {
        let printer = PrinterMock()
        printer.spies.print.returns(false)
        printer.spies.print.given("a", 1).willReturn(true)
        XCTAssertTrue(printer.print("a", copies: 1))
        XCTAssertFalse(printer.print("z", copies: 1))
    }

    func testACallNoStubMatchesFailsNamingWhatWasStubbed() {
        let printer = PrinterMock()
        printer.spies.print.given("a", 1).willReturn(true)
        printer.spies.print.given(beginWith("b"), beGreaterThan(2)).willReturn(true)
        let failures = gatherFailures { _ = printer.print("c", copies: 2) }
        XCTAssertEqual(failures.map(\.message), [
            "PrinterMock.print(_:copies:) has no stubbed answer for (\"c\", 2); it is stubbed only for (\"a\", 1),"
                + " (begin with <b>, be greater than <2>)",
        ])
        // A spy reports at the double's line, where the code under test called it.
        XCTAssertEqual(failures.first?.line, PrinterMock.printLine)
        XCTAssertTrue(failures.first?.file.hasSuffix("ExampleDoubles.swift") == true)
    }

    func testAMethodReturningNothingIgnoresOtherArguments() {
        let spy = Spy<Int, Void>(owner: "Mock")
        spy.given(1).willThrow(StoreError.offline)
        XCTAssertEqual(gatherFailures { spy.call(2, method: "send(_:)") }, [])
        XCTAssertThrowsError(try spy.callThrowing(1, method: "send(_:)"))
    }

    func testAHandWrittenStubTakesValuesAndPredicates() async throws {
        let store = ProfileStoreMock()
        store.stubs.load.given("1").willReturn(Profile(name: "one", age: 1))
        store.stubs.load.given("ids over 100") { Int($0) ?? 0 > 100 }.willThrow(StoreError.offline)
        let one = try await store.load(id: "1")
        XCTAssertEqual(one.name, "one")
        do {
            _ = try await store.load(id: "101")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? StoreError, .offline)
        }
        let failures = await gatherFailures { _ = try? await store.load(id: "7") }
        XCTAssertEqual(failures.map(\.message), [
            "ProfileStoreMock.load(id:) has no stubbed answer for \"7\"; it is stubbed only for \"1\", ids over 100",
        ])
        // A hand-written double reports at its own line (Support/ExampleDoubles.swift, `answerThrowing`).
        XCTAssertEqual(failures.first?.line, 92)
        XCTAssertTrue(failures.first?.file.hasSuffix("ExampleDoubles.swift") == true)
    }

    func testAJournaledSpyMatchesGivenArgumentsAndRecordsTheCall() {
        let printer = PrinterMock()
        let journal = CallJournal()
        journal.track(printer, as: "printer")
        printer.spies.print.given("a", 1).willReturn(true)
        printer.spies.print.returns(false)
        XCTAssertTrue(printer.print("a", copies: 1))
        XCTAssertFalse(printer.print("a", copies: 2))
        XCTAssertEqual(journal.calls, ["printer.print(\"a\", copies: 1)", "printer.print(\"a\", copies: 2)"])
    }

    func testResetForgetsArgumentStubs() {
        let printer = PrinterMock()
        printer.spies.print.given("a", 1).willReturn(true)
        printer.spies.print.reset()
        XCTAssertFalse(printer.spies.print.isStubbed)
    }

    // MARK: verify with arguments

    func testVerifyWithArgumentsReturnsTheMatchingCalls() {
        let printer = PrinterMock()
        printer.spies.print.returns(true)
        _ = printer.print("a", copies: 1)
        _ = printer.print("b", copies: 2)
        _ = printer.print("a", copies: 1)
        let calls = verify(printer.spies.print, with: "a", 1, times: 2)
        XCTAssertEqual(calls.map(\.1), [1, 1])
        verify(printer.spies.print, with: equal("b"), beLessThan(3))
        verify(printer.spies.print, with: "c", 1, times: 0)
    }

    func testAFailedVerifyListsTheCallsThatCameClose() {
        let printer = PrinterMock()
        printer.spies.print.returns(true)
        _ = printer.print("a", copies: 3)
        _ = printer.print("b", copies: 2)
        _ = printer.print("z", copies: 9)
        let line = #line + 1
        let failures = gatherFailures { verify(printer.spies.print, with: "a", 2) }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called <1> time with <(\"a\", 2)>, got <0>\n\n"
                + "closest calls: PrinterMock.print(\"a\", copies: 3) (argument 2 differs),"
                + " PrinterMock.print(\"b\", copies: 2) (argument 1 differs)",
        ])
        XCTAssertEqual(failures.first?.line, UInt(line))
        XCTAssertTrue(failures.first?.file.hasSuffix("GivenArgumentsTests.swift") == true)
    }

    func testAFailedVerifyOfANeverCalledSpyHasNoClosestCalls() {
        let printer = PrinterMock()
        let failures = gatherFailures { verify(printer.spies.status, with: beGreaterThan(1)) }
        XCTAssertEqual(failures.map(\.message), ["expected to have been called <1> time with <be greater than <1>>, got <0>"])
    }
}
