import Foundation
import Nimble
import XCTest

/// Once the default assertion handler is back, a failing expectation fails the test again. This
/// case keeps what reaches XCTest instead of failing, to tell the two apart.
final class RestoredHandlerTests: XCTestCase {
    private let lock = NSLock()
    private var reported: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        lock.lock()
        reported.append(description)
        lock.unlock()
    }

    func testARestoredHandlerFailsTheTestAgain() {
        let recorder = AssertionRecorder()
        let previous = NimbleAssertionHandler
        NimbleAssertionHandler = recorder
        expect(3).to(beEven())
        NimbleAssertionHandler = previous
        expect(5).to(beEven())

        XCTAssertEqual(recorder.assertions.map { $0.message.stringValue }, ["expected to be even, got <3>"])
        lock.lock()
        let failed = reported
        lock.unlock()
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(failed.first?.contains("expected to be even, got <5>") ?? false, "\(failed)")
    }
}
