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

/// Passes when the actual integer is `nil` or zero, as Nimble's `beFalsy()` does for numbers.
///
/// ```swift
/// expect(errorCount).to(beFalsy())
/// ```
/// - Returns: The matcher.
public func beFalsy<T: BinaryInteger>() -> Matcher<T> {
    Matcher.simpleNilable("be falsy") { expression in
        MatcherStatus(bool: try expression.evaluate().map { $0 == 0 } ?? true)
    }
}

/// Passes when the actual floating-point number is `nil` or zero.
///
/// ```swift
/// expect(remaining).to(beFalsy())
/// ```
public func beFalsy<T: FloatingPoint>() -> Matcher<T> {
    Matcher.simpleNilable("be falsy") { expression in
        MatcherStatus(bool: try expression.evaluate().map { $0 == 0 } ?? true)
    }
}
