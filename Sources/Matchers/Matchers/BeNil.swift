/// Passes when the actual value is `nil` (at any level of optional nesting).
///
/// ```swift
/// expect(cache["missing"]).to(beNil())
/// expect(cache["key"]).to(beNil())   // expected to be nil, got <value>
/// ```
/// - Returns: The matcher.
// With `to`/`toNot`, a `nil` (or, for `toNot`, a value) passes without the
// full matcher (see `Matcher.Kind`).
public func beNil<T>() -> Matcher<T> {
    Matcher(kind: .beNil)
}

/// The full `beNil()` matcher.
func nilMatcher<T>() -> Matcher<T> {
    Matcher.simpleNilable("be nil") { expression in
        guard let actual = try expression.evaluate() else { return .matches }
        return MatcherStatus(bool: isNestedNil(actual))
    }
}

/// Whether a non-nil actual value is itself an optional holding `nil` (`Int??.some(nil)`).
func isNestedNil<T>(_ actual: T) -> Bool {
    guard let optional = actual as? any OptionalUnwrapping else { return false }
    return optional.wrappedAny == nil
}

/// The type of the `nil` in `expect(x) == nil`, so that the comparison means `beNil()`.
public struct ExpectationNil: ExpressibleByNilLiteral, Sendable {
    /// Creates the value of a `nil` literal.
    public init(nilLiteral: ()) {}
}

extension SyncExpectation {
    /// `expect(x) == nil`: the same as `expect(x).to(beNil())`.
    public static func == (lhs: SyncExpectation, rhs: ExpectationNil) {
        lhs.to(beNil())
    }

    /// `expect(x) != nil`: the same as `expect(x).toNot(beNil())`.
    public static func != (lhs: SyncExpectation, rhs: ExpectationNil) {
        lhs.toNot(beNil())
    }
}
