import Foundation
import Matchers
import XCTest

private actor Mailbox {
    private var letters: [String] = []
    func post(_ letter: String) { letters.append(letter) }
    var count: Int { letters.count }
}

private struct Refused: Error {}

/// Nimble 14's polling forms on `require`: the value when the check passes in time; otherwise
/// the failure at the `require` line and a thrown error that stops the example.
final class RequirePollingTests: XCTestCase {
    func testSynchronousPollingReturnsTheValue() throws {
        let box = LockedValue(0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.03) { box.set(2) }
        XCTAssertEqual(try require { box.get() }.toEventually(equal(2)), 2)
        XCTAssertEqual(try require { box.get() }.toNever(beGreaterThan(2), until: .milliseconds(20)), 2)
        XCTAssertEqual(try require { box.get() }.alwaysTo(equal(2), until: .milliseconds(20)), 2)
    }

    func testSynchronousPollingReportsAtTheRequireLineAndThrows() {
        var reachedTheEnd = false
        let line = #line
        let failures = gatherFailures {
            _ = try require { 1 }.toEventually(equal(2), timeout: .milliseconds(30))
            reachedTheEnd = true
        }
        XCTAssertEqual(failures.map(\.message), ["expected to eventually equal <2>, got <1>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
        XCTAssertFalse(reachedTheEnd)

        var threwTheCustomError = false
        let neverLine = #line
        let never = gatherFailures {
            do { _ = try require(customError: Refused()) { 3 }.toNever(equal(3), until: .milliseconds(30)) } catch is Refused { threwTheCustomError = true }
        }
        XCTAssertEqual(never.map(\.message), ["expected to never equal <3>, got <3>"])
        XCTAssertEqual(never.map(\.line), [UInt(neverLine + 2)])
        XCTAssertTrue(threwTheCustomError)
    }

    func testAsyncPollingOnBothRequirementKinds() async throws {
        let mailbox = Mailbox()
        Task { try? await Task.sleep(for: .milliseconds(30)); await mailbox.post("hi") }
        let count = try await require { await mailbox.count }.toEventually(equal(1))
        XCTAssertEqual(count, 1)
        let isOne = AsyncMatcher<Int>.define("be one") { expression, message in
            MatcherResult(bool: try await expression.evaluate() == 1, message: message)
        }
        let same = try await requirea(await mailbox.count).toAlways(isOne, until: .milliseconds(20))
        XCTAssertEqual(same, 1)
        let box = LockedValue(5)
        let synchronous = try await require { box.get() }.toEventuallyNot(equal(4))
        XCTAssertEqual(synchronous, 5)

        let line = #line
        let failures = await gatherFailures {
            _ = try await require { await mailbox.count }.toEventuallyNot(equal(1), timeout: .milliseconds(30))
            XCTFail("the requirement should have thrown")
        }
        XCTAssertEqual(failures.map(\.message), ["expected to eventually not equal <1>, got <1>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
    }
}
