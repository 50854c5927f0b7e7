/// Passes when the actual value is less than or equal to `expectedValue`; `nil` on either side fails both ways.
///
/// ```swift
/// expect(2).to(beLessThanOrEqualTo(2))
/// expect(count) <= 10
/// ```
/// - Parameter expectedValue: The value to compare with.
/// - Returns: The matcher.
public func beLessThanOrEqualTo<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    Matcher.define("be less than or equal to <\(stringify(expectedValue))>") { expression, message in
        guard let actual = try expression.evaluate(), let expectedValue else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual <= expectedValue, message: message)
    }
}

/// `expect(x) <= y`: the same as `expect(x).to(beLessThanOrEqualTo(y))`.
public func <= <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beLessThanOrEqualTo(rhs))
}

/// `await expect { … } <= y`.
nonisolated(nonsending) public func <= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThanOrEqualTo(rhs))
}
