import Foundation
import Matchers
import XCTest

/// Failures outside `gatherFailures` go to XCTest, attributed to the running test case at the
/// line of the `expect`. This case captures what XCTest receives instead of failing.
final class XCTestReportingTests: XCTestCase {
    private struct Reported: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private let lock = NSLock()
    private var reported: [Reported] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        lock.lock()
        defer { lock.unlock() }
        reported.append(Reported(description: description, file: filePath, line: lineNumber))
    }

    private var captured: [Reported] {
        lock.lock()
        defer { lock.unlock() }
        return reported
    }

    func testFailingExpectationIsReportedToTheRunningTestCaseAtTheExpectLine() {
        let line = #line + 1
        expect(1).to(equal(2))
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("expected to equal <2>, got <1>") == true, "\(captured)")
        XCTAssertEqual(captured.first?.file, "\(#filePath)")
        XCTAssertEqual(captured.first?.line, line)
    }

    func testPassingExpectationReportsNothing() {
        expect(1) == 1
        XCTAssertEqual(captured, [])
    }

    func testFailureFromABackgroundQueueReachesTheTestCase() {
        let done = expectation(description: "reported")
        DispatchQueue.global().async {
            fail("from a queue")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(captured.map(\.description).filter { $0.contains("from a queue") }.count, 1)
    }

    func testTaskOutlivingGatherFailuresReportsToXCTestInsteadOfBeingLost() async {
        let release = Gate()
        let gathered = gatherFailures {
            Task {
                await release.wait()
                fail("late")
            }
        }
        await release.open()
        for _ in 0..<200 where captured.isEmpty {
            try? await Task.sleep(for: .milliseconds(5))
        }
        XCTAssertEqual(gathered, [])
        XCTAssertEqual(captured.map(\.description).filter { $0.contains("late") }.count, 1)
    }

    func testRequireReportsThenThrows() {
        let line = #line + 2
        do {
            _ = try require(nil as Int?).toNot(beNil())
            XCTFail("require did not throw")
        } catch let error as RequireError {
            XCTAssertEqual(error.message, "expected to not be nil, got <nil>")
            XCTAssertEqual(error.location.line, UInt(line))
        } catch {
            XCTFail("unexpected \(error)")
        }
        XCTAssertEqual(captured.map(\.line), [line])
    }
}

actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}
