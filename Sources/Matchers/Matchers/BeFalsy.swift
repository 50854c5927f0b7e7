/// Passes when the actual value is `nil` or equal to `false`.
///
/// ```swift
/// let flag: Bool? = nil
/// expect(flag).to(beFalsy())
/// ```
/// - Returns: The matcher.
public func beFalsy<T: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<T> {
    Matcher.simpleNilable("be falsy") { expression in
        guard let actual = try expression.evaluate() else { return .matches }
        return MatcherStatus(bool: actual == false)
    }
}
