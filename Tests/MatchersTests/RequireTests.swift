import Matchers
import XCTest

final class RequireTests: XCTestCase {
    struct Custom: Error, Equatable {}

    func testRequireReturnsTheValueWhenTheMatcherPasses() throws {
        XCTAssertEqual(try require(3).to(beGreaterThan(1)), 3)
        XCTAssertEqual(try require(3 as Int?).toNot(beNil()), 3)
        XCTAssertEqual(try require(3).notTo(equal(4)), 3)
        XCTAssertEqual(try require { 3 }.to(equal(3)), 3)
        XCTAssertEqual(try unwrap(3 as Int?), 3)
    }

    func testFailedRequirementIsRecordedAndStopsTheBlock() {
        var reachedEnd = false
        let line: UInt = #line + 2
        let failures = gatherFailures {
            _ = try require(1).to(equal(2), description: "the id")
            reachedEnd = true
        }
        XCTAssertFalse(reachedEnd)
        XCTAssertEqual(failures.map(\.message), ["the id\nexpected to equal <2>, got <1>"])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func testUnwrapOfNil() {
        let failures = gatherFailures { _ = try unwrap(description: "the user", nil as Int?) }
        XCTAssertEqual(failures.map(\.message), ["the user\nexpected to not be nil, got <nil>"])
    }

    func testCustomErrorIsThrown() {
        XCTAssertThrowsError(try withoutRecording { _ = try require(customError: Custom(), 1).to(equal(2)) }) { error in
            XCTAssertEqual(error as? Custom, Custom())
        }
    }

    func testPassingMatcherWithoutValueFails() {
        let failures = gatherFailures { _ = try require(nil as Int?).to(beNil()) }
        XCTAssertEqual(failures.map(\.message), ["expected a value to return, got <nil>"])
    }

    func testRequireFail() {
        assertFailures(["requireFail() always fails", "stop here"]) {
            _ = gatherFailures { try requireFail() }.map { fail($0.message) }
            _ = gatherFailures { try requireFail("stop here") }.map { fail($0.message) }
        }
    }

    func testAsyncRequire() async {
        func fetch() async -> Int? { nil }
        let failures = await gatherFailures {
            _ = try await require { await fetch() }.toNot(beNil())
        }
        XCTAssertEqual(failures.map(\.message), ["expected to not be nil, got <nil>"])
        let unwrapFailures = await gatherFailures { _ = try await unwrap { await fetch() } }
        XCTAssertEqual(unwrapFailures.map(\.message), ["expected to not be nil, got <nil>"])
    }

    /// Runs `body` with its recorded failures swallowed but its error rethrown.
    private func withoutRecording(_ body: () throws -> Void) throws {
        var thrown: (any Error)?
        _ = gatherFailures {
            do { try body() } catch { thrown = error }
        }
        if let thrown { throw thrown }
    }
}
