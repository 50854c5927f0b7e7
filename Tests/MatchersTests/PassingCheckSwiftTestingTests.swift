import Matchers
import Testing

// Passing and failing checks inside Swift Testing tests (issue 12's fast paths): a pass records
// no issue (an issue would fail the test), a failure is an issue at its line with its text.
@Suite struct PassingCheckSwiftTestingTests {
    @Test func passingChecksRecordNoIssue() {
        expect(1) == 1
        expect(1) != 2
        expect(1).to(equal(1))
        expect(nil as Int?).to(beNil())
        expect([1, 2]).to(contain(2))
        expect([1, 2]).to(haveCount(2))
    }

    @Test func nanIsAnIssue() {
        let line = #line + 2
        withKnownIssue {
            expect(Double.nan) == .nan
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == ["expected to equal <nan>, got <nan>"]
        }
    }

    @Test func anUnequalValueIsAnIssue() {
        let line = #line + 2
        withKnownIssue {
            expect(1).to(equal(2))
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == ["expected to equal <2>, got <1>"]
        }
    }

    @Test func aThrownErrorIsAnIssue() throws {
        let line = #line + 2
        try withKnownIssue {
            expect(try explode()) == 1
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == ["unexpected error thrown: <boom>"]
        }
    }
}
