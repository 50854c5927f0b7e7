/// Passes when the actual value is `nil` (at any level of optional nesting).
///
/// ```swift
/// expect(cache["missing"]).to(beNil())
/// expect(cache["key"]).to(beNil())   // expected to be nil, got <value>
/// ```
/// - Returns: The matcher.
// `@_transparent`, with `to`: a `nil` passes without the full matcher (see `Matcher.Kind`).
@_transparent
public func beNil<T>() -> Matcher<T> {
    Matcher(kind: .holds({ $0 == nil }, make: nilMatcher))
}

/// The full `beNil()` matcher.
@usableFromInline
func nilMatcher<T>() -> Matcher<T> {
    Matcher.simpleNilable("be nil") { expression in
        guard let actual = try expression.evaluate() else { return .matches }
        if let optional = actual as? any OptionalUnwrapping {
            return MatcherStatus(bool: optional.wrappedAny == nil)
        }
        return .doesNotMatch
    }
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
