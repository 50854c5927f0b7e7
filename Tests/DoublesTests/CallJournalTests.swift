import Doubles
import Matchers
import XCTest

final class CallJournalTests: XCTestCase {
    private var journal: CallJournal!
    private var printer: PrinterMock!
    private var store: ProfileStoreMock!

    override func setUp() {
        super.setUp()
        journal = CallJournal()
        printer = PrinterMock()
        store = ProfileStoreMock()
        journal.track(printer, as: "printer")
        journal.track(store, as: "store")
        printer.spies.print.returns(true)
    }

    func testRecordsCallsAcrossDoublesInOrderAsSwiftSource() {
        store.save(.fixture { $0.age = 3 }, overwrite: true)
        _ = printer.print("hi", copies: 2)
        printer.volume = 4
        printer.reset()
        XCTAssertEqual(journal.calls, [
            "store.save(Profile(name: \"fixture-0\", age: 3), overwrite: true)",
            "printer.print(\"hi\", copies: 2)",
            "printer.volume = 4",
            "printer.reset()",
        ])
        XCTAssertEqual(journal.entries.map(\.double), ["store", "printer", "printer", "printer"])
    }

    func testGenericMethodsAndPropertyReadsAreRecordedToo() throws {
        printer.spies.decode.returns(1)
        _ = try printer.decode("1", as: Int.self)
        _ = printer.volume
        XCTAssertEqual(journal.calls, ["printer.decode(\"1\", as: Int)", "printer.volume"])
    }

    func testASpysSingleStructArgumentIsRenderedWhole() {
        let spy = Spy(of: MessengerMock.send(_:))
        journal.track(MessengerHolder(spy: spy), as: "messenger")
        spy.call(Message(text: "hi"), method: "send(_:)")
        XCTAssertEqual(journal.calls, ["messenger.send(Message(text: \"hi\"))"])
    }

    func testHandWrittenDoublesRecordDirectly() {
        journal.record("x", 2, double: "cache", method: "store(_:count:)")
        XCTAssertEqual(journal.calls, ["cache.store(\"x\", count: 2)"])
    }

    func testExactOrderPasses() {
        _ = printer.print("a", copies: 1)
        printer.reset()
        XCTAssertEqual(gatherFailures {
            expect(self.journal).to(haveReceived(["printer.print(\"a\", copies: 1)", "printer.reset()"]))
        }, [])
    }

    func testOutOfOrderCallsAreListedWithTheAssertionThatWouldPass() {
        printer.reset()
        _ = printer.print("a", copies: 1)
        let failures = gatherFailures {
            expect(self.journal).to(haveReceived(["printer.print(\"a\", copies: 1)", "printer.reset()"]))
        }
        XCTAssertEqual(failures.map(\.message), [
            """
            expected to have received in order <printer.print("a", copies: 1), printer.reset()>, \
            got <printer.reset(), printer.print("a", copies: 1)>
            out of order: printer.print("a", copies: 1)
            to accept the calls that happened:
            expect(journal).to(haveReceived([
                "printer.reset()",
                "printer.print(\\"a\\", copies: 1)",
            ]))
            """,
        ])
    }

    func testMissingAndUnexpectedCalls() {
        printer.reset()
        printer.reset()
        let failures = gatherFailures {
            expect(self.journal).to(haveReceived(["printer.reset()", "store.count()"]))
        }
        XCTAssertEqual(failures.map(\.message), [
            """
            expected to have received in order <printer.reset(), store.count()>, got <printer.reset(), printer.reset()>
            missing: store.count()
            unexpected: printer.reset()
            to accept the calls that happened:
            expect(journal).to(haveReceived([
                "printer.reset()",
                "printer.reset()",
            ]))
            """,
        ])
    }

    func testMissingUnexpectedAndOutOfOrderTogether() {
        let calls = CallJournal()
        for method in ["c()", "a()", "d()"] {
            calls.record(double: "x", method: method)
        }
        let failures = gatherFailures {
            expect(calls).to(haveReceived(["x.a()", "x.b()", "x.c()"]))
        }
        XCTAssertEqual(failures.first?.message.split(separator: "\n").dropFirst(1).prefix(3), [
            "missing: x.b()",
            "unexpected: x.d()",
            "out of order: x.a()",
        ])
    }

    func testAnyOrder() {
        printer.reset()
        _ = printer.print("a", copies: 1)
        let failures = gatherFailures {
            expect(self.journal).to(haveReceived(["printer.print(\"a\", copies: 1)", "printer.reset()"], inAnyOrder: true))
            expect(self.journal).to(haveReceived(["printer.reset()"], inAnyOrder: true))
        }
        XCTAssertEqual(failures.map(\.message), [
            """
            expected to have received in any order <printer.reset()>, got <printer.reset(), printer.print("a", copies: 1)>
            unexpected: printer.print("a", copies: 1)
            to accept the calls that happened:
            expect(journal).to(haveReceived([
                "printer.reset()",
                "printer.print(\\"a\\", copies: 1)",
            ], inAnyOrder: true))
            """,
        ])
    }

    func testNothingExceptSomeDoubles() {
        let failures = gatherFailures {
            expect(self.journal).to(haveReceivedNothing())
            printer.reset()
            expect(self.journal).to(haveReceivedNothing(except: ["printer"]))
            expect(self.journal).to(haveReceivedNothing(except: ["store"]))
        }
        XCTAssertEqual(failures.map(\.message), [
            """
            expected to have received nothing except calls of <store>, got <printer.reset()>
            unexpected: printer.reset()
            to accept the calls that happened:
            expect(journal).to(haveReceived([
                "printer.reset()",
            ]))
            """,
        ])
    }

    func testSuggestsTheAssertionForWhatHappened() {
        let named = CallJournal(name: "calls")
        XCTAssertEqual(named.suggestedAssertion, "expect(calls).to(haveReceivedNothing())")
        named.record("k", double: "cache", method: "store(_:)")
        XCTAssertEqual(named.suggestedAssertion, """
            expect(calls).to(haveReceived([
                "cache.store(\\"k\\")",
            ]))
            """)
    }

    func testResetForgetsTheCalls() {
        printer.reset()
        journal.reset()
        XCTAssertEqual(gatherFailures { expect(self.journal).to(haveReceivedNothing()) }, [])
    }

    func testTrackingADoubleWithoutRecordersFails() {
        let failures = gatherFailures { journal.track(ExampleProtocolMock(), as: "example") }
        XCTAssertEqual(failures.map(\.message), [
            "track(_:as: \"example\") found no Spy, Capture or PropertySpy in ExampleProtocolMock; "
                + "record its calls with journal.record(_:double:) instead",
        ])
    }

    func testTrackingALazySpyThatWasNotCreatedFails() {
        let lazyPrinter = LazyPrinterMock()
        let failures = gatherFailures { journal.track(lazyPrinter, as: "lazy") }
        XCTAssertEqual(failures.map(\.message), [
            "track(_:as: \"lazy\") cannot track lazy spies that were not created yet: printSpy; "
                + "declare them with let (Spy(of: Type.method)) or use them before tracking",
        ])
        _ = lazyPrinter.printSpy
        XCTAssertEqual(gatherFailures { journal.track(lazyPrinter, as: "lazy") }, [])
    }
}

private struct Message {
    let text: String
}

private final class MessengerMock {
    func send(_ message: Message) {}
}

private final class MessengerHolder {
    let spy: Spy<Message, Void>

    init(spy: Spy<Message, Void>) {
        self.spy = spy
    }
}
