#if os(Linux) && compiler(>=6.3)
import Foundation
import Matchers
import Testing
import XCTest

@testable import SpecDSL

/// Under XCTest, Swift Testing's `#expect`, `#require` and `Issue.record` fail the XCTest case
/// they run in, once, at their line; Matchers' own failures are not recorded twice.
final class SwiftTestingIssuesTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)]?

    /// Keeps the failures recorded on this case while `recorded` is set, instead of failing it.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard recorded != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded?.append((description, filePath, lineNumber))
    }

    private func recording(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        recorded = []
        body()
        defer { recorded = nil }
        return recorded ?? []
    }

    func testAFailingExpectFailsTheRunningTestAtItsLine() {
        XCTAssertTrue(SwiftTestingIssues.reachXCTest, "SpecKit's handler is the process's")
        let line = #line + 3
        let failures = recording {
            let count = 2
            #expect(count == 3, "on purpose")
            Issue.record("recorded on purpose")
        }
        XCTAssertEqual(failures.map(\.message), ["Expectation failed: (count → 2) == 3 - on purpose", "recorded on purpose"],
                       "an Issue.record with a comment says its comment, as on the Swift Testing route")
        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath])
    }

    func testKnownIssuesAndMatchersOwnFailuresAreNotRecordedAgain() {
        let line = #line + 3
        let failures = recording {
            withKnownIssue { #expect(Bool(false)) }
            expect(1) == 2
        }
        XCTAssertEqual(failures.map(\.message), ["failed - expected to equal <2>, got <1>"])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    @MainActor
    func testAFailingRequireInAnExampleFailsItOnceWithSwiftTestingsText() async {
        let line = #line + 2
        let plan = TreeHarness.plan {
            it("requires a value") { _ = try #require(nil as Int?) }
        }
        var harness: [RecordedFailure] = []
        recorded = []
        harness = await TreeHarness.run(plan.examples[0]).failures
        let failures = recorded ?? []
        recorded = nil
        XCTAssertEqual(harness.map(\.message), [], "the error #require throws is not a failure of its own")
        XCTAssertEqual(failures.map(\.message), ["Expectation failed: nil as Int? → nil"])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func testOnlyAFailingIssueIsReadFromSwiftTestingsEvents() {
        func event(_ issue: String, kind: String = "issueRecorded") -> Data {
            Data(#"{"kind":"event","payload":{"kind":"\#(kind)","issue":\#(issue),"messages":[{"symbol":"fail","text":"Expectation failed: a"},{"symbol":"details","text":"why"}]},"version":"6.3.0"}"#.utf8)
        }
        let place = #""sourceLocation":{"filePath":"/src/A.swift","_filePath":"/src/A.swift","line":7,"column":3}"#
        let failing = SwiftTestingIssues.failure(json: event(#"{"isFailure":true,"isKnown":false,"severity":"error",\#(place)}"#))
        XCTAssertEqual(failing?.message, "Expectation failed: a - why")
        XCTAssertEqual(failing?.file, "/src/A.swift")
        XCTAssertEqual(failing?.line, 7)
        XCTAssertNil(SwiftTestingIssues.failure(json: event(#"{"isFailure":false,"isKnown":false,"severity":"warning",\#(place)}"#)),
                     "a warning")
        XCTAssertNil(SwiftTestingIssues.failure(json: event(#"{"isFailure":false,"isKnown":true,\#(place)}"#)), "a known issue")
        XCTAssertNotNil(SwiftTestingIssues.failure(json: event(#"{"isKnown":false,\#(place)}"#)), "an older schema, without isFailure")
        XCTAssertNil(SwiftTestingIssues.failure(json: event("null", kind: "testStarted")))
        XCTAssertNil(SwiftTestingIssues.failure(json: Data("not json".utf8)))
    }
}
#endif
