/// The result of `expect { await … }`: apply a matcher with `await … .to(…)`, or poll
/// with `toEventually` and friends.
///
/// The checks run in the caller's isolation (the `isolation` parameter defaults to
/// `#isolation`), so the closure and its captured values never cross an actor boundary:
/// non-`Sendable` values work without annotations.
///
/// ```swift
/// await expect { await store.count }.to(equal(3))
/// ```
public struct AsyncExpectation<Value>: Expectation {
    /// The actual value, evaluated lazily.
    public let expression: AsyncExpression<Value>
    /// How the matchers applied so far went; `.pending` before the first.
    public private(set) var status: ExpectationStatus = .pending

    /// Wraps an expression.
    public init(expression: AsyncExpression<Value>) {
        self.expression = expression
    }

    /// Where the expectation was written.
    public var location: SourceLocation { expression.location }

    /// Awaits the value and passes when the matcher matches it.
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    ///   - isolation: The actor the check runs on, the caller's by default.
    /// - Returns: The expectation.
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let passed = await SyncExpectation(expression: expression.toSynchronousExpression())
            .verify(matcher, .toMatch, description: description)
        return applying(passed)
    }

    /// Awaits the value and passes when the matcher does not match it.
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    ///   - isolation: The actor the check runs on, the caller's by default.
    /// - Returns: The expectation.
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let passed = await SyncExpectation(expression: expression.toSynchronousExpression())
            .verify(matcher, .toNotMatch, description: description)
        return applying(passed)
    }

    /// Same as ``toNot(_:description:isolation:)``.
    @discardableResult
    public func notTo(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await toNot(matcher, description: description)
    }

    /// This expectation with one more check's outcome in its ``status``.
    func applying(_ passed: Bool) -> Self {
        var copy = self
        copy.status = status.applying(passed: passed)
        return copy
    }
}

/// `await expect { await x } == y`.
// A form for a value that is not optional beside the optional one, as for `SyncExpectation`: the
// type checker then settles `… == c + d` without trying every `+` for an optional result.
nonisolated(nonsending) public func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(equal(rhs))
}

/// `await expect { await x } != y`.
nonisolated(nonsending) public func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.toNot(equal(rhs))
}

/// `await expect { await x } == y` with an optional `y`, which fails when it is `nil`.
nonisolated(nonsending) public func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { await x } != y` with an optional `y`.
nonisolated(nonsending) public func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(equal(rhs))
}
