/// Passes when the actual value is non-nil and not equal to `false` (for `Bool` and other
/// boolean-literal types). Unlike `beTrue()`, `nil` simply does not match.
///
/// ```swift
/// let flag: Bool? = true
/// expect(flag).to(beTruthy())
/// ```
/// - Returns: The matcher.
public func beTruthy<T: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<T> {
    Matcher.simpleNilable("be truthy") { expression in
        guard let actual = try expression.evaluate() else { return .doesNotMatch }
        return MatcherStatus(bool: actual != false)
    }
}
