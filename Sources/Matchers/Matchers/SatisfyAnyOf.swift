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
    combined(matchers, wording: "match one of", joiner: ", or ") { statuses in
        if statuses.contains(.fail) { return .fail }
        return statuses.contains(.matches) ? .matches : .doesNotMatch
    }
}

/// `a || b`: the same as `satisfyAnyOf(a, b)`.
public func || <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAnyOf(left, right)
}
