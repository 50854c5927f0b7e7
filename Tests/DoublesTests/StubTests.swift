import Doubles
import Matchers
import XCTest

final class StubTests: XCTestCase {
    func testAFixedValueAnswersEveryCall() {
        let stub = Stub<String, Int>()
        stub.returns(7)
        XCTAssertEqual([stub.answer("a"), stub.answer("b")], [7, 7])
    }

    func testASequenceAnswersOncePerCallThenRepeatsTheLast() {
        let stub = Stub<Void, Int>()
        stub.returns(inOrder: [1, 2])
        XCTAssertEqual([stub.answer(()), stub.answer(()), stub.answer(())], [1, 2, 2])
    }

    func testAnExhaustedSequenceFailsWithTheNumberOfAnswers() {
        let stub = Stub<Void, Int>(owner: "CounterMock")
        stub.returns(inOrder: [1, 2], then: .fail)
        var answers: [Int] = []
        let failures = gatherFailures {
            answers = [stub.answer((), method: "next()"), stub.answer((), method: "next()"), stub.answer((), method: "next()")]
        }
        XCTAssertEqual(answers, [1, 2, Int.fixture])
        XCTAssertEqual(failures.map(\.kind), [.double])
        XCTAssertEqual(failures.map(\.message), [
            "CounterMock.next() was called 3 times but its stub has 2 answers (returns(inOrder:then: .fail));"
                + " add answers or use then: .repeatLast",
        ])
    }

    func testAClosureComputesTheAnswerFromTheArguments() {
        let stub = Stub<String, Int>()
        stub.answers { $0.count }
        XCTAssertEqual(stub.answer("four"), 4)
    }

    func testAnAsyncClosureAnswersAsyncCalls() async throws {
        let stub = Stub<Int, Int>()
        stub.answers { (value: Int) async throws -> Int in
            await Task.yield()
            return value * 2
        }
        let answer = try await stub.answerThrowing(21)
        XCTAssertEqual(answer, 42)
    }

    func testAnAsyncClosureCalledSynchronouslyFailsInsteadOfBlocking() {
        let stub = Stub<Int, Int>(owner: "M")
        stub.answers { (value: Int) async throws -> Int in value }
        let failures = gatherFailures {
            XCTAssertThrowsError(try stub.answerThrowing(1, method: "f(_:)"))
        }
        XCTAssertEqual(failures.map(\.message), ["M.f(_:) is stubbed with an async closure but was called synchronously"])
    }

    func testAStubbedErrorIsThrown() {
        let stub = Stub<String, Int>()
        stub.throws(StoreError.offline)
        XCTAssertThrowsError(try stub.answerThrowing("a")) { error in
            XCTAssertEqual(error as? StoreError, .offline)
        }
    }

    func testAStubbedErrorInANonThrowingMethodFailsAndFallsBack() {
        let stub = Stub<String, Int>(owner: "M")
        stub.throws(StoreError.offline)
        let failures = gatherFailures {
            XCTAssertEqual(stub.answer("a", orElse: -1, method: "f(_:)"), -1)
        }
        XCTAssertEqual(failures.map(\.message), ["M.f(_:) is stubbed to throw offline, but the method cannot throw"])
    }

    func testAnUnstubbedThrowingCallFailsAtTheCallersLineAndThrows() {
        let stub = Stub<String, Profile>(owner: "ProfileStoreMock")
        var thrown: (any Error)?
        let failures = gatherFailures {
            do { _ = try stub.answerThrowing("42", method: "load(id:)") } catch { thrown = error }
        }
        XCTAssertEqual(failures.map(\.message), [
            "ProfileStoreMock.load(id:) has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:)"
                + " before the code under test calls it",
        ])
        XCTAssertEqual(failures.first?.line, #line - 6)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(thrown is RequireError)
    }

    func testAnUnstubbedNonThrowingCallFailsAndReturnsTheFixture() {
        let stub = Stub<String, Profile>()
        var answer: Profile?
        let failures = gatherFailures { answer = stub.answer("42", method: "load(id:)") }
        XCTAssertEqual(answer, .fixture)
        XCTAssertEqual(failures.count, 1)
    }

    func testTheDefaultValueAnswersWithoutFailure() {
        let stub = Stub<Void, String>(returning: "default")
        let failures = gatherFailures { XCTAssertEqual(stub.answer(()), "default") }
        XCTAssertEqual(failures, [])
    }

    func testResetForgetsTheAnswer() {
        let stub = Stub<Void, Int>(returning: 1)
        stub.reset()
        XCTAssertFalse(stub.isStubbed)
        XCTAssertEqual(gatherFailures { _ = stub.answer(()) }.count, 1)
    }
}
