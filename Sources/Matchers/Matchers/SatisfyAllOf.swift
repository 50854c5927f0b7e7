/// Passes when the actual value matches every one of `matchers`.
///
/// ```swift
/// expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
/// expect(5).to(beGreaterThan(1) && beLessThan(3))
/// // expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5
/// ```
/// - Parameter matchers: The checks.
/// - Returns: The matcher.
public func satisfyAllOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {
    satisfyAllOf(matchers)
}

/// Passes when the actual value matches every matcher in the array.
public func satisfyAllOf<T>(_ matchers: [Matcher<T>]) -> Matcher<T> {
    combined(matchers, wording: "match all of", joiner: ", and ", merge: allMatch)
}

/// `a && b`: the same as `satisfyAllOf(a, b)`.
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAllOf(left, right)
}

/// Passes when the actual value matches every one of `matchers`, a mix of ``Matcher`` and
/// ``AsyncMatcher``.
///
/// ```swift
/// await expect(user).to(satisfyAllOf(map(\.name, equal("Ada")), isStored(in: store)))
/// ```
/// - Parameter matchers: The checks.
/// - Returns: The matcher.
public func satisfyAllOf<T>(_ matchers: any AsyncableMatcher<T>...) -> AsyncMatcher<T> {
    satisfyAllOf(matchers)
}

/// Passes when the actual value matches every matcher in the array (synchronous or `async`).
public func satisfyAllOf<T>(_ matchers: [any AsyncableMatcher<T>]) -> AsyncMatcher<T> {
    combined(matchers, wording: "match all of", joiner: ", and ", merge: allMatch)
}

/// `a && b` with an ``AsyncMatcher`` on either side: the same as `satisfyAllOf(a, b)`.
public func && <T>(left: some AsyncableMatcher<T>, right: some AsyncableMatcher<T>) -> AsyncMatcher<T> {
    satisfyAllOf(left, right)
}

private func allMatch(_ statuses: [MatcherStatus]) -> MatcherStatus {
    if statuses.contains(.fail) { return .fail }
    return statuses.allSatisfy { $0 == .matches } ? .matches : .doesNotMatch
}

/// Runs all matchers on the same (once evaluated) value and merges their verdicts and messages:
/// `<wording>: {first}, and {second}`.
func combined<T>(
    _ matchers: [Matcher<T>],
    wording: String,
    joiner: String,
    merge: @escaping ([MatcherStatus]) -> MatcherStatus
) -> Matcher<T> {
    Matcher.define { expression in
        let cached = expression.withCaching()
        let results = try matchers.map { try $0.satisfies(cached) }
        let actual = try cached.evaluate()
        return MatcherResult(status: merge(results.map(\.status)), message: combinedMessage(results, wording, joiner, actual))
    }
}

/// ``combined(_:wording:joiner:merge:)`` for synchronous and `async` matchers.
func combined<T>(
    _ matchers: [any AsyncableMatcher<T>],
    wording: String,
    joiner: String,
    merge: @escaping ([MatcherStatus]) -> MatcherStatus
) -> AsyncMatcher<T> {
    AsyncMatcher.define { expression in
        let cached = expression.withCaching()
        var results: [MatcherResult] = []
        for matcher in matchers { results.append(try await matcher.asAsyncMatcher.satisfies(cached)) }
        let actual = try await cached.evaluate()
        return MatcherResult(status: merge(results.map(\.status)), message: combinedMessage(results, wording, joiner, actual))
    }
}

/// `<wording>: {first}, and {second}`, with the actual value when there is one.
private func combinedMessage<T>(_ results: [MatcherResult], _ wording: String, _ joiner: String, _ actual: T?) -> ExpectationMessage {
    // The combined message gets one beNil() hint for the whole, not one per matcher.
    let hint = ExpectationMessage.expectedTo("").appendedBeNilHint().expectedMessage
    let parts = results.map { result in
        let text = result.message.expectedMessage
        return "{\(text.hasSuffix(hint) ? String(text.dropLast(hint.count)) : text)}"
    }
    let text = "\(wording): " + parts.joined(separator: joiner)
    guard let actual else { return .expectedActualValueTo(text) }
    return .expectedCustomValueTo(text, actual: stringify(actual))
}
