/// Passes when `matcher` does not match: `expect(x).to(not(equal(1)))` is
/// `expect(x).toNot(equal(1))`, usable inside `satisfyAllOf`, `allPass` and `map`.
///
/// A matcher that cannot judge the value (`nil` for most) still fails.
///
/// ```swift
/// expect([1, 2]).to(allPass(not(equal(0))))
/// expect(0).to(not(equal(0)))   // fails with: expected to not equal <0>, got <0>
/// ```
/// - Parameter matcher: The check to negate.
/// - Returns: The matcher.
public func not<T>(_ matcher: Matcher<T>) -> Matcher<T> {
    Matcher { expression in negated(try matcher.satisfies(expression)) }
}

/// The ``AsyncMatcher`` form of ``not(_:)-(Matcher<T>)``.
public func not<T>(_ matcher: AsyncMatcher<T>) -> AsyncMatcher<T> {
    AsyncMatcher { expression in negated(try await matcher.satisfies(expression)) }
}

private func negated(_ result: MatcherResult) -> MatcherResult {
    let status: MatcherStatus
    switch result.status {
    case .matches: status = .doesNotMatch
    case .doesNotMatch: status = .matches
    case .fail: status = .fail
    }
    return MatcherResult(status: status, message: result.message.prepended(expectation: "not "))
}
