import Doubles
import Matchers
import XCTest

final class CaptureTests: XCTestCase {
    func testRecordsArgumentsAsAStruct() {
        let store = ProfileStoreMock()
        store.save(.fixture, overwrite: false)
        store.save(.fixture(label: "b"), overwrite: true)
        XCTAssertEqual(store.captures.save.callCount, 2)
        XCTAssertEqual(store.captures.save.first?.overwrite, false)
        XCTAssertEqual(store.captures.save.last?.profile, .fixture(label: "b"))
    }

    func testResetForgetsTheCalls() {
        let capture = Capture<Int>()
        capture.record(1)
        capture.reset()
        XCTAssertEqual(capture.calls, [])
        XCTAssertNil(capture.last)
    }

    func testTheGuidelinesHandWrittenFormWorks() {
        let mock = ExampleProtocolMock()
        mock.stubs.returnFunction = "answer"
        XCTAssertNil(mock.captures.doFunction)
        mock.doFunction(value: "x")
        XCTAssertEqual(mock.returnFunction(number: 1, otherNumber: 2), "answer")
        XCTAssertEqual(mock.captures.doFunction?.value, "x")
        XCTAssertEqual(mock.captures.returnFunction, .init(number: 1, otherNumber: 2))
    }
}
