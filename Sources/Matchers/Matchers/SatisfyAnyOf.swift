/// Passes when the actual value matches at least one of `matchers`.
///
/// ```swift
/// expect(2).to(satisfyAnyOf(equal(1), equal(2)))
/// expect(3).to(equal(1) || equal(2))
/// // expected to match one of: {equal <1>}, or {equal <2>}, got 3
/// ```
/// - Parameter matchers: The checks.
/// - Returns: The matcher.
public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    satisfyAnyOf(matchers)
}

/// Passes when the actual value matches at least one matcher in the array.
public func satisfyAnyOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    combined(matchers, wording: "match one of", joiner: ", or ", merge: anyMatches)
}

/// `a || b`: the same as `satisfyAnyOf(a, b)`.
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAnyOf(left, right)
}

/// Passes when the actual value matches at least one of `matchers`, a mix of ``Matcher`` and
/// ``AsyncMatcher``.
///
/// ```swift
/// await expect(id).to(satisfyAnyOf(equal(0), isStored(in: store)))
/// ```
/// - Parameter matchers: The checks.
/// - Returns: The matcher.
public func satisfyAnyOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAnyOf(matchers)
}

/// Passes when the actual value matches at least one matcher in the array (synchronous or `async`).
public func satisfyAnyOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    combined(matchers, wording: "match one of", joiner: ", or ", merge: anyMatches)
}

/// `a || b` with an ``AsyncMatcher`` on either side: the same as `satisfyAnyOf(a, b)`.
public func || <T>(left: some AsyncableMatcher<T>, right: some AsyncableMatcher<T>) -> AsyncMatcher<T> {
    satisfyAnyOf(left, right)
}

private func anyMatches(_ statuses: [MatcherStatus]) -> MatcherStatus {
    if statuses.contains(.fail) { return .fail }
    return statuses.contains(.matches) ? .matches : .doesNotMatch
}
