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
    combined(matchers, wording: "match all of", joiner: ", and ") { statuses in
        if statuses.contains(.fail) { return .fail }
        return statuses.allSatisfy { $0 == .matches } ? .matches : .doesNotMatch
    }
}

/// `a && b`: the same as `satisfyAllOf(a, b)`.
public func && <T>(left: Matcher<T>, right: Matcher<T>) -> Matcher<T> {
    satisfyAllOf(left, right)
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
        // The combined message gets one beNil() hint for the whole, not one per matcher.
        let hint = ExpectationMessage.expectedTo("").appendedBeNilHint().expectedMessage
        let parts = results.map { result in
            let text = result.message.expectedMessage
            return "{\(text.hasSuffix(hint) ? String(text.dropLast(hint.count)) : text)}"
        }
        let text = "\(wording): " + parts.joined(separator: joiner)
        let message: ExpectationMessage
        if let actual = try cached.evaluate() {
            message = .expectedCustomValueTo(text, actual: stringify(actual))
        } else {
            message = .expectedActualValueTo(text)
        }
        return MatcherResult(status: merge(results.map(\.status)), message: message)
    }
}
