/// Passes when the actual value is greater than `expectedValue`; `nil` on either side fails both ways.
///
/// ```swift
/// expect(3).to(beGreaterThan(2))
/// expect(count) > 1
/// ```
/// - Parameter expectedValue: The value to compare with.
/// - Returns: The matcher.
public func beGreaterThan<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {
    Matcher.define("be greater than <\(stringify(expectedValue))>") { expression, message in
        guard let actual = try expression.evaluate(), let expectedValue else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual > expectedValue, message: message)
    }
}

/// `expect(x) > y`: the same as `expect(x).to(beGreaterThan(y))`.
public func > <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beGreaterThan(rhs))
}

/// `await expect { … } > y`.
nonisolated(nonsending) public func > <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThan(rhs))
}
