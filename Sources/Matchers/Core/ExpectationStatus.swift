/// What the matchers applied to one expectation so far concluded.
///
/// ```swift
/// if expect(list).to(haveCount(10)).status == .passed {
///     expect(list[9]) == "last"
/// }
/// ```
public enum ExpectationStatus: Sendable, Equatable {
    /// No matcher has been applied yet.
    case pending
    /// Every matcher applied passed.
    case passed
    /// Every matcher applied failed.
    case failed
    /// At least one matcher passed and at least one failed.
    case mixed

    /// The status after one more check.
    func applying(_ newer: ExpectationStatus) -> ExpectationStatus {
        if newer == .pending { return self }
        if self == .pending || self == newer { return newer }
        return .mixed
    }
}

/// `expect(…)` and `await expect { … }` results: where they were written and how the matchers
/// applied to them went.
public protocol Expectation {
    /// Where the expectation was written.
    var location: SourceLocation { get }
    /// `.pending` until a matcher is applied; see ``ExpectationStatus``.
    var status: ExpectationStatus { get }
}

extension Expectation {
    /// Throws `error` when a matcher applied to this expectation failed, so that the rest of the
    /// example does not run.
    ///
    /// ```swift
    /// try expect(list).to(haveCount(10)).onFailure(throw: StopTest.silently)
    /// expect(list[9]) == "last"
    /// ```
    /// Deprecated, as in Nimble 14: `require(…)` does the same and returns the checked value
    /// (`let item = try require(list).to(haveCount(10))[9]`). Calling this before any matcher
    /// is reported as a failure.
    /// - Parameter error: What to throw.
    /// - Throws: `error` when the status is `.failed` or `.mixed`.
    @available(*, deprecated, message: "write try require(…).to(…), which also returns the checked value; Nimble 15 drops onFailure(throw:)")
    public func onFailure(throw error: any Error) throws {
        switch status {
        case .pending:
            // Nimble 14's text, character for character (its unbalanced backticks included), so
            // that a migrated check comparing it still matches.
            reportFailure(
                "Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.\n"
                    + "Try using `expect(...).to(...).onFailure(throw: ...`) instead.",
                location: location)
        case .passed:
            break
        case .failed, .mixed:
            throw error
        }
    }
}
