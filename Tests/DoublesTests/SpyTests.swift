import Doubles
import Matchers
import XCTest

final class SpyTests: XCTestCase {
    func testRecordsEveryCallsArgumentsInferredFromTheMethod() {
        let printer = PrinterMock()
        printer.spies.print.returns(true)
        _ = printer.print("a", copies: 1)
        _ = printer.print("b", copies: 2)
        XCTAssertEqual(printer.spies.print.callCount, 2)
        XCTAssertTrue(printer.spies.print.wasCalled)
        XCTAssertEqual(printer.spies.print.first?.0, "a")
        XCTAssertEqual(printer.spies.print.last?.1, 2)
        XCTAssertEqual(printer.spies.print.calls.map(\.0), ["a", "b"])
    }

    func testAMethodWithoutArgumentsRecordsEmptyCalls() {
        let printer = PrinterMock()
        printer.reset()
        printer.reset()
        XCTAssertEqual(printer.spies.reset.callCount, 2)
    }

    func testResetForgetsCallsAndAnswer() {
        let printer = PrinterMock()
        printer.spies.identifier.returns("P1")
        _ = printer.identifier()
        printer.spies.identifier.reset()
        XCTAssertFalse(printer.spies.identifier.wasCalled)
        XCTAssertFalse(printer.spies.identifier.isStubbed)
    }

    func testAnswersFromAClosureOverTheArguments() {
        let printer = PrinterMock()
        printer.spies.print.answers { message, copies in message.count == copies }
        XCTAssertTrue(printer.print("abc", copies: 3))
        XCTAssertFalse(printer.print("abc", copies: 1))
    }

    func testAnUnstubbedFixtureResultFailsNamingTheDoubleAndMethodThenReturnsTheFixture() {
        let printer = PrinterMock()
        var answer: String?
        let failures = gatherFailures { answer = printer.identifier() }
        XCTAssertEqual(answer, .fixture)
        XCTAssertEqual(failures.map(\.message), [
            "PrinterMock.identifier() has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:)"
                + " before the code under test calls it",
        ])
    }

    func testAnUnstubbedVoidMethodNeedsNoAnswer() async throws {
        let printer = PrinterMock()
        let failures = await gatherFailures {
            printer.reset()
            try await printer.warmUp()
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(printer.spies.warmUp.callCount, 1)
    }

    func testThrowingAndAsyncMethodsThrowTheStubbedError() async {
        let printer = PrinterMock()
        printer.spies.warmUp.throws(StoreError.offline)
        printer.spies.status.throws(StoreError.offline)
        do {
            try await printer.warmUp()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? StoreError, .offline)
        }
        XCTAssertThrowsError(try printer.status(of: 1))
    }

    func testAnUnstubbedThrowingMethodFailsAndThrowsTheReportedError() {
        let printer = PrinterMock()
        let failures = gatherFailures {
            XCTAssertThrowsError(try printer.status(of: 9)) { XCTAssertTrue($0 is RequireError) }
        }
        XCTAssertEqual(failures.map(\.message), [
            "PrinterMock.status(of:) has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:)"
                + " before the code under test calls it",
        ])
    }

    func testASequenceOfAnswers() throws {
        let printer = PrinterMock()
        printer.spies.status.returns(inOrder: ["queued", "printing", "done"])
        let states = try (1...4).map { try printer.status(of: $0) }
        XCTAssertEqual(states, ["queued", "printing", "done", "done"])
    }

    func testAsyncClosureAnswersAsyncCalls() async throws {
        let store = ProfileStoreMock()
        store.stubs.load.answers { (id: String) async throws -> Profile in
            Profile(name: "user \(id)", age: 1)
        }
        let profile = try await store.load(id: "7")
        XCTAssertEqual(profile.name, "user 7")
        XCTAssertEqual(store.captures.load.last, "7")
    }

    func testTheLazyMoxtureFormInfersTypesToo() {
        let printer = LazyPrinterMock()
        printer.printSpy.returns(true)
        XCTAssertTrue(printer.print("x", copies: 1))
        XCTAssertEqual(printer.printSpy.last?.0, "x")
    }

    func testOrElseSuppliesAValueForNonFixtureResults() {
        let spy = Spy(of: NonFixtureDouble.make)
        let failures = gatherFailures {
            XCTAssertEqual(spy.call(orElse: NonFixture(id: 0), method: "make()").id, 0)
        }
        XCTAssertEqual(failures.count, 1)
    }
}

struct NonFixture: Equatable {
    let id: Int
}

final class NonFixtureDouble {
    func make() -> NonFixture { NonFixture(id: 1) }
}

/// An async, non-throwing method with a `Fixture` result: `await spy.call(…)`.
final class AsyncSpyTests: XCTestCase {
    final class ClockMock: Sendable {
        struct Spies {
            let now = Spy(of: ClockMock.now(in:))
        }

        let spies = Spies()

        func now(in zone: String) async -> Date { await spies.now.call(zone) }
    }

    func testAsyncCallsAnswerAndFallBackToTheFixture() async {
        let clock = ClockMock()
        let failures = await gatherFailures {
            let unstubbed = await clock.now(in: "UTC")
            XCTAssertEqual(unstubbed, .fixture)
        }
        XCTAssertEqual(failures.map(\.message), [
            "ClockMock.now(in:) has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:)"
                + " before the code under test calls it",
        ])
        clock.spies.now.answers { (zone: String) async throws -> Date in .fixture(label: zone) }
        let stubbed = await clock.now(in: "CET")
        XCTAssertEqual(stubbed, .fixture(label: "CET"))
        XCTAssertEqual(clock.spies.now.calls, ["UTC", "CET"])
    }
}

/// Moxture's `onCall`: a stubbed closure calls the completion handler the code under test
/// passed in. The explicit spelling (what a generator writes) keeps working next to `Spy(of:)`.
final class CompletionSpyTests: XCTestCase {
    final class LoaderMock {
        struct Spies {
            let load = Spy<String, (Result<Int, StoreError>) -> Void, Void>(owner: "LoaderMock")
        }

        let spies = Spies()

        func load(id: String, completion: @escaping (Result<Int, StoreError>) -> Void) {
            spies.load.call(id, completion)
        }
    }

    func testAStubbedClosureCanCallTheCompletionHandler() {
        let loader = LoaderMock()
        loader.spies.load.answers { id, completion in completion(.success(id.count)) }
        var received: Result<Int, StoreError>?
        loader.load(id: "abc") { received = $0 }
        XCTAssertEqual(received, .success(3))
        XCTAssertEqual(loader.spies.load.last?.0, "abc")
    }
}
