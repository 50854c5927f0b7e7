/// Passes when the actual object is the very same instance as `expected` (`===`).
///
/// ```swift
/// expect(cache.shared).to(beIdenticalTo(cache.shared))
/// // on failure: expected to be identical to <0x…>, got <0x…>
/// ```
/// - Parameter expected: The instance; `nil` fails.
/// - Returns: The matcher.
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Matcher<T> {
    identityMatcher(expected)
}

private func identityMatcher<T: AnyObject>(_ expected: T?) -> Matcher<T> {
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

/// The ``beIdenticalTo(_:)-(T?)`` for values typed as a class-bound protocol (`any Service`
/// where `protocol Service: AnyObject`), which are not themselves a class type.
///
/// ```swift
/// let service: any Service = registry.service
/// expect(service).to(beIdenticalTo(registry.service))
/// ```
/// - Parameter expected: The instance; `nil` fails.
/// - Returns: The matcher.
public func beIdenticalTo(_ expected: AnyObject?) -> Matcher<AnyObject> {
    identityMatcher(expected)
}

/// Same as ``beIdenticalTo(_:)-(AnyObject?)``.
public func be(_ expected: AnyObject?) -> Matcher<AnyObject> {
    identityMatcher(expected)
}

/// `expect(service) === other` for class-bound protocol values.
public func === (lhs: SyncExpectation<AnyObject>, rhs: AnyObject?) {
    lhs.to(identityMatcher(rhs))
}

/// `expect(service) !== other` for class-bound protocol values.
public func !== (lhs: SyncExpectation<AnyObject>, rhs: AnyObject?) {
    lhs.toNot(identityMatcher(rhs))
}

/// `<0x…>` (the instance's address, unpadded lowercase hex as `%p` prints it, which is
/// Nimble's form) or `nil`: which instance, not what it contains.
func identity(_ object: AnyObject?) -> String {
    object.map { "<0x\(String(UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()), radix: 16))>" } ?? "nil"
}
