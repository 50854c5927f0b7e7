import Matchers
import Testing

// Failures inside Swift Testing tests become issues of the test, at the failing line, with the
// text XCTest shows. `withKnownIssue` fails these tests when no matching issue is recorded.
@Suite struct SwiftTestingReportingTests {
    @Test func aFailedExpectationIsAnIssueAtItsLine() {
        let line = #line + 2
        withKnownIssue {
            expect(1) == 2
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SwiftTestingReportingTests.swift"
                && issue.comments.map(\.rawValue) == ["expected to equal <2>, got <1>"]
        }
    }

    @Test func aFailedRequireIsAnIssueAtTheRequireLine() throws {
        let line = #line + 2
        try withKnownIssue {
            _ = try require(Int?.none).toNot(beNil())
        } matching: { issue in
            // The reported failure at the line, then Swift Testing's own issue for the thrown error.
            issue.sourceLocation?.line == line || issue.error is RequireError
        }
    }

    @Test func failuresInChildTasksBelongToTheTest() async {
        let line = #line + 3
        await withKnownIssue {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { fail("from a child task") }
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == ["from a child task"]
        }
    }

    @Test func gatherFailuresGathersInsteadOfRecording() {
        // Were the failure recorded as an issue too, this test would fail.
        let failures = gatherFailures { expect(1) == 2 }
        #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
        #expect(failures.map(\.kind) == [.expectationFailed])
    }

    @Test func aFailureKeepsItsLineAndColumn() {
        withKnownIssue {
            reportFailure("at a column", kind: .apiMisused, file: #filePath, line: 7, column: 9)
        } matching: { issue in
            issue.sourceLocation?.line == 7 && issue.sourceLocation?.column == 9
                && issue.sourceLocation?.fileName == "SwiftTestingReportingTests.swift"
        }
    }
}
