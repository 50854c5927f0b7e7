/// Passes when the actual value is greater than or equal to `expectedValue`; `nil` on either side fails both ways.
///
/// ```swift
/// expect(3).to(beGreaterThanOrEqualTo(2))
/// expect(count) >= 1
/// ```
/// - Parameter expectedValue: The value to compare with.
/// - Returns: The matcher.
public func beGreaterThanOrEqualTo<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    Matcher.define("be greater than or equal to <\(stringify(expectedValue))>") { expression, message in
        guard let actual = try expression.evaluate(), let expectedValue else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual >= expectedValue, message: message)
    }
}

/// `expect(x) >= y`: the same as `expect(x).to(beGreaterThanOrEqualTo(y))`.
public func >= <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beGreaterThanOrEqualTo(rhs))
}

/// `await expect { … } >= y`.
nonisolated(nonsending) public func >= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThanOrEqualTo(rhs))
}
