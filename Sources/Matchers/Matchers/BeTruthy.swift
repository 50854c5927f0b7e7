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

/// Passes when the actual integer is non-nil and not zero, as Nimble's `beTruthy()` does for
/// numbers (without making integers `ExpressibleByBooleanLiteral`).
///
/// ```swift
/// expect(unreadCount).to(beTruthy())
/// ```
/// - Returns: The matcher.
public func beTruthy<T: BinaryInteger>() -> Matcher<T> {
    Matcher.simpleNilable("be truthy") { expression in
        MatcherStatus(bool: try expression.evaluate().map { $0 != 0 } ?? false)
    }
}

/// Passes when the actual floating-point number is non-nil and not zero.
///
/// ```swift
/// expect(progress).to(beTruthy())
/// ```
public func beTruthy<T: FloatingPoint>() -> Matcher<T> {
    Matcher.simpleNilable("be truthy") { expression in
        MatcherStatus(bool: try expression.evaluate().map { $0 != 0 } ?? false)
    }
}
