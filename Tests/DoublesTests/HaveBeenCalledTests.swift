import Doubles
import Matchers
import XCTest

final class HaveBeenCalledTests: XCTestCase {
    func testPassesAndFailsWithNimbleStyleMessages() {
        let printer = PrinterMock()
        printer.spies.print.returns(true)
        let failures = gatherFailures {
            expect(printer.spies.print).to(haveBeenCalled())
            _ = printer.print("a", copies: 1)
            expect(printer.spies.print).to(haveBeenCalled())
            expect(printer.spies.print).toNot(haveBeenCalled())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called, got <never called>",
            "expected to not have been called, got <1 call: (\"a\", 1)>",
        ])
        XCTAssertEqual(failures.map(\.line), [#line - 9, #line - 6])
    }

    func testTimes() {
        let printer = PrinterMock()
        printer.reset()
        let failures = gatherFailures {
            expect(printer.spies.reset).to(haveBeenCalled(times: 1))
            expect(printer.spies.reset).to(haveBeenCalled(times: 2))
            expect(printer.spies.status).to(haveBeenCalled(times: 1))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called <2> times, got <1 call: ()>",
            "expected to have been called <1> time, got <never called>",
        ])
    }

    func testWithEquatableArguments() {
        let printer = PrinterMock()
        printer.spies.print.returns(true)
        _ = printer.print("a", copies: 1)
        _ = printer.print("b", copies: 2)
        let failures = gatherFailures {
            expect(printer.spies.print).to(haveBeenCalled(with: "b", 2))
            expect(printer.spies.print).to(haveBeenCalled(with: "b", 3))
            expect(printer.spies.print).toNot(haveBeenCalled(with: "a", 1))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called with <(\"b\", 3)>, got <2 calls: (\"a\", 1), (\"b\", 2)>",
            "expected to not have been called with <(\"a\", 1)>, got <2 calls: (\"a\", 1), (\"b\", 2)>",
        ])
    }

    func testWithASingleArgument() {
        let printer = PrinterMock()
        printer.spies.status.returns("ok")
        _ = try? printer.status(of: 4)
        let failures = gatherFailures {
            expect(printer.spies.status).to(haveBeenCalled(with: 4))
            expect(printer.spies.status).to(haveBeenCalled(with: 5))
        }
        XCTAssertEqual(failures.map(\.message), ["expected to have been called with <5>, got <1 call: 4>"])
    }

    func testWithNestedMatchers() {
        let printer = PrinterMock()
        printer.spies.print.returns(true)
        _ = printer.print("draft", copies: 2)
        let failures = gatherFailures {
            expect(printer.spies.print).to(haveBeenCalled(with: equal("draft"), equal(2)))
            expect(printer.spies.print).to(haveBeenCalled(with: equal("final"), equal(2)))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called with <(equal <final>, equal <2>)>, got <1 call: (\"draft\", 2)>",
        ])
    }

    func testCapturesAndPropertySpies() {
        let store = ProfileStoreMock()
        store.save(.fixture, overwrite: true)
        let volume = PropertySpy(1)
        volume.set(4)
        let failures = gatherFailures {
            expect(store.captures.save).to(haveBeenCalled(with: .init(profile: .fixture, overwrite: true)))
            expect(store.captures.save).to(haveBeenCalled(with: equal(.init(profile: .fixture, overwrite: true))))
            expect(store.captures.load).to(haveBeenCalled())
            expect(volume).to(haveBeenCalled(with: 4))
            expect(volume).to(haveBeenCalled(with: 5))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called, got <never called>",
            "expected to have been called with <5>, got <1 call: 4>",
        ])
    }

    func testHandWrittenOptionalCaptures() {
        let mock = ExampleProtocolMock()
        let failures = gatherFailures {
            expect(mock.captures.doFunction).toNot(haveBeenCalled())
            expect(mock.captures.doFunction).to(haveBeenCalled())
            mock.doFunction(value: "x")
            expect(mock.captures.doFunction).to(haveBeenCalled(with: .init(value: "x")))
            expect(mock.captures.doFunction).to(haveBeenCalled(with: .init(value: "y")))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have been called, got <never called>",
            "expected to have been called with <DoFunction(value: \"y\")>, got <1 call: DoFunction(value: \"x\")>",
        ])
    }
}
