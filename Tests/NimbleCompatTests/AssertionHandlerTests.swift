import Foundation
import NimbleCompat
import XCTest

private struct Broken: Error {}

/// Nimble's replaceable assertion handler: `NimbleAssertionHandler` swapped and restored, and
/// `withAssertionHandler`. This case captures what reaches XCTest instead of failing, so that it
/// can tell a recorded failure from one that fails the test.
final class AssertionHandlerTests: XCTestCase {
    private let lock = NSLock()
    private var reported: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        lock.withLock { reported.append(description) }
    }

    private var failedTheTest: [String] { lock.withLock { reported } }

    override func tearDown() {
        NimbleAssertionHandler = NimbleTestingHandler()
        super.tearDown()
    }

    func testARecorderSwappedInRecordsPassesAndFailuresWithoutFailingTheTest() {
        let recorder = AssertionRecorder()
        let previous = NimbleAssertionHandler
        NimbleAssertionHandler = recorder
        let line = #line + 1
        expect(1) == 2
        expect(1).to(equal(1))
        expect([1, 2]).to(haveCount(2))
        fail("by hand")
        NimbleAssertionHandler = previous

        XCTAssertEqual(failedTheTest, [])
        XCTAssertEqual(recorder.assertions.map(\.success), [false, true, true, false])
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), [
            "expected to equal <2>, got <1>",
            "expected to equal <1>, got <1>",
            "expected to have Array<Int> with count 2, got 2\nActual Value: [1, 2]",
            "by hand",
        ])
        XCTAssertEqual(recorder.assertions.map(\.location.line), [0, 1, 2, 3].map { UInt(line + $0) })
        XCTAssertEqual("\(recorder.assertions[0].location.filePath)", #filePath)
    }

    func testRestoringTheDefaultHandlerMakesFailuresFailTheTestAgain() {
        let previous = NimbleAssertionHandler
        XCTAssertTrue(previous is NimbleTestingHandler)
        NimbleAssertionHandler = AssertionRecorder()
        expect(1) == 2
        NimbleAssertionHandler = previous
        expect(1) == 3
        XCTAssertTrue(NimbleAssertionHandler is NimbleTestingHandler)
        XCTAssertEqual(failedTheTest.count, 1)
        XCTAssertTrue(failedTheTest.first?.contains("expected to equal <3>, got <1>") == true, "\(failedTheTest)")
    }

    func testTheSwappedInHandlerIsTheOneReadBack() {
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        XCTAssertTrue(NimbleAssertionHandler as? AssertionRecorder === recorder)
    }

    func testAThrownErrorOrAMisuseIsNoExpectationAndStillFailsTheTest() {
        NimbleAssertionHandler = AssertionRecorder()
        reportFailure("a double called the wrong way", kind: .double)
        reportFailure(TestFailure(kind: .errorThrown, message: "threw error \"Broken()\"", location: SourceLocation()))
        XCTAssertEqual(failedTheTest.count, 2, "\(failedTheTest)")
    }

    func testARequireThatFailsIsRecordedAndStillStops() {
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        XCTAssertThrowsError(try require(nil as Int?).toNot(beNil()))
        XCTAssertEqual(recorder.assertions.map(\.success), [false])
        XCTAssertEqual(failedTheTest, [])
    }

    func testAFailureFromAnotherThreadGoesToTheSwappedInHandler() {
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        let done = expectation(description: "reported")
        DispatchQueue.global().async {
            fail("from a queue")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), ["from a queue"])
        XCTAssertEqual(failedTheTest, [])
    }

    func testWithAssertionHandlerRecordsItsClosureAndRestoresWhatWasThere() {
        let recorder = AssertionRecorder()
        let line = #line + 2
        withAssertionHandler(recorder) {
            expect(1) == 2
            expect(2) == 2
        }
        expect(1) == 4
        XCTAssertEqual(recorder.assertions.map(\.success), [false, true])
        XCTAssertEqual(recorder.assertions.first?.location.line, UInt(line))
        XCTAssertEqual(failedTheTest.count, 1)
        XCTAssertTrue(failedTheTest.first?.contains("expected to equal <4>, got <1>") == true, "\(failedTheTest)")
    }

    func testWithAssertionHandlerReportsAThrownErrorToItsHandlerAtTheCall() {
        let recorder = AssertionRecorder()
        let line = #line + 1
        withAssertionHandler(recorder) { throw Broken() }
        withAssertionHandler(recorder) { _ = try require(1).to(equal(2)) }
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), [
            "unexpected error thrown: <Broken()>",
            "expected to equal <2>, got <1>",
        ])
        XCTAssertEqual(recorder.assertions.first?.location.line, UInt(line))
        XCTAssertEqual(failedTheTest, [])
    }

    func testWithAssertionHandlerComesBeforeTheSwappedInHandler() {
        let swappedIn = AssertionRecorder()
        let scoped = AssertionRecorder()
        NimbleAssertionHandler = swappedIn
        withAssertionHandler(scoped) { expect(1) == 2 }
        expect(1) == 3
        XCTAssertEqual(scoped.assertions.map(\.message.stringValue), ["expected to equal <2>, got <1>"])
        XCTAssertEqual(swappedIn.assertions.map(\.message.stringValue), ["expected to equal <3>, got <1>"])
    }

    func testTheDefaultHandlerInsideARecorderReportsToTheTest() {
        NimbleAssertionHandler = AssertionRecorder()
        withAssertionHandler(NimbleTestingHandler()) {
            expect(1) == 2
            expect(1) == 1
        }
        XCTAssertEqual(failedTheTest.count, 1, "\(failedTheTest)")
    }

    func testADispatcherWithTheDefaultHandlerRecordsAndFails() {
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = AssertionDispatcher(handlers: [recorder, NimbleTestingHandler()])
        expect(1) == 2
        XCTAssertEqual(recorder.assertions.map(\.success), [false])
        XCTAssertEqual(failedTheTest.count, 1, "\(failedTheTest)")
    }

    func testGatherFailuresInsideTakesItsFailuresFirst() {
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        let failures = gatherFailures { expect(1) == 2 }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <2>, got <1>"])
        XCTAssertEqual(recorder.assertions.map(\.success), [])
    }

    func testTheAsyncFormRecordsAwaitedExpectations() async {
        actor Counter {
            var value = 0
            func increment() { value += 1 }
        }
        let counter = Counter()
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            await counter.increment()
            await expect { await counter.value } == 1
            await expect { await counter.value } == 2
        }
        XCTAssertEqual(recorder.assertions.map(\.success), [true, false])
        XCTAssertEqual(failedTheTest, [])
    }

    func testSourceLocationFileIsTheFilePath() {
        let location: any NimbleLocation = SourceLocation()
        XCTAssertEqual("\(location.file)", #filePath)
    }
}

/// Reads Nimble's deprecated `SourceLocation.file` through a requirement, without a warning.
private protocol NimbleLocation {
    var file: FileString { get }
}

extension SourceLocation: NimbleLocation {}
