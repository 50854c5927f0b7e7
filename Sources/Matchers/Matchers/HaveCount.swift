/// Passes when the actual collection has exactly `expectedValue` elements.
///
/// ```swift
/// expect([1, 2]).to(haveCount(3))
/// // expected to have Array<Int> with count 3, got 2
/// // Actual Value: [1, 2]
/// ```
/// - Parameter expectedValue: The wanted count.
/// - Returns: The matcher.
// With `to`, the right count passes without the full matcher (see
// `Matcher.Kind`).
public func haveCount<T: Collection>(_ expectedValue: Int) -> Matcher<T> {
    Matcher(builtIn: { expression, style in
        try Matcher.passes(expression, style, holds: { actual, style in style == .toMatch && actual.count == expectedValue },
                           full: { counting(expectedValue) })
    })
}

/// The full matcher of `haveCount`.
func counting<T: Collection>(_ expectedValue: Int) -> Matcher<T> {
    Matcher.define { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have a collection with count \(expectedValue)"))
        }
        let message = ExpectationMessage.deferred {
            .expectedCustomValueTo("have \(type(of: actual)) with count \(expectedValue)", actual: "\(actual.count)")
                .appended(details: "Actual Value: \(stringify(actual))")
        }
        return MatcherResult(bool: actual.count == expectedValue, message: message)
    }
}
