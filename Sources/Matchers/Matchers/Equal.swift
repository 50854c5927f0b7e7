/// Passes when the actual value equals `expectedValue` (`==`).
///
/// `nil` never equals anything here, not even `nil`: use `beNil()` for that.
/// When both values are large (long or multi-line text, collections, nested values), the
/// failure ends with a line diff of the two values.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(1).to(equal(2))   // expected to equal <2>, got <1>
/// ```
/// - Parameter expectedValue: The value the actual value must equal.
/// - Returns: The matcher.
public func equal<T: Equatable>(_ expectedValue: T?) -> Matcher<T> {
    equal(expectedValue, by: ==)
}

/// The matcher behind every `equal`: `nil` on either side fails both ways.
func equal<T>(_ expectedValue: T?, by areEqual: @escaping (T, T) -> Bool) -> Matcher<T> {
    Matcher.define("equal <\(stringify(expectedValue))>") { expression, message in
        // A nil actual value gets the beNil() hint from `define`'s `requireNonNil`.
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        guard let expectedValue else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        if areEqual(actual, expectedValue) { return MatcherResult(status: .matches, message: message) }
        return MatcherResult(status: .doesNotMatch, message: message.withDiff(expected: expectedValue, actual: actual))
    }
}

/// `expect(x) == y`: the same as `expect(x).to(equal(y))`.
///
/// ```swift
/// var sut: Bool!
/// sut = true
/// expect(sut) == true
/// ```
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.to(equal(rhs))
}

/// `expect(x) != y`: the same as `expect(x).toNot(equal(y))`.
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.toNot(equal(rhs))
}

extension ExpectationMessage {
    /// The message with a diff of the two values appended, when they are large enough for one
    /// to help; otherwise the message unchanged.
    func withDiff(expected: Any, actual: Any) -> ExpectationMessage {
        guard let diff = ValueDiff.lines(expected: expected, actual: actual) else { return self }
        return appended(details: diff)
    }
}
