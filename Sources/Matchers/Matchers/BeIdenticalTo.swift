/// Passes when the actual object is the very same instance as `expected` (`===`).
///
/// ```swift
/// expect(cache.shared).to(beIdenticalTo(cache.shared))
/// // on failure: expected to be identical to <0x…>, got <0x…>
/// ```
/// - Parameter expected: The instance; `nil` fails.
/// - Returns: The matcher.
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    Matcher.define { expression in
        let actual = try expression.evaluate()
        let message = ExpectationMessage.expectedCustomValueTo(
            "be identical to \(identity(expected))", actual: identity(actual))
        guard let actual, let expected else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: actual === expected, message: message)
    }
}

/// Same as ``beIdenticalTo(_:)``.
public func be<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    beIdenticalTo(expected)
}

/// `expect(a) === b`: the same as `expect(a).to(beIdenticalTo(b))`.
public func === <T: AnyObject>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.to(beIdenticalTo(rhs))
}

/// `expect(a) !== b`: the same as `expect(a).toNot(beIdenticalTo(b))`.
public func !== <T: AnyObject>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.toNot(beIdenticalTo(rhs))
}

/// `<0x…>` (the instance's address) or `nil`: which instance, not what it contains.
func identity(_ object: AnyObject?) -> String {
    object.map { "<\(Unmanaged.passUnretained($0).toOpaque())>" } ?? "nil"
}
