/// Passes when the actual value is `()` (a call that returned without a value).
///
/// ```swift
/// expect { logger.flush() }.to(beVoid())
/// expect(logger.flush()) == ()
/// ```
/// - Returns: The matcher.
public func beVoid() -> Matcher<Void> {
    Matcher.simpleNilable("be void") { expression in
        MatcherStatus(bool: try expression.evaluate() != nil)
    }
}

/// `expect(x) == ()`: the same as `expect(x).to(beVoid())`.
public func == (lhs: SyncExpectation<Void>, rhs: Void) {
    lhs.to(beVoid())
}

/// `expect(x) != ()`: the same as `expect(x).toNot(beVoid())`.
public func != (lhs: SyncExpectation<Void>, rhs: Void) {
    lhs.toNot(beVoid())
}
