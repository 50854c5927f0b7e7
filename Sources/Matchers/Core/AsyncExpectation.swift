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
public struct AsyncExpectation<Value> {
    /// The actual value, evaluated lazily.
    public let expression: AsyncExpression<Value>

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
    /// - Returns: The expectation.
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await SyncExpectation(expression: expression.toSynchronousExpression()).to(matcher, description: description)
        return self
    }

    /// Awaits the value and passes when the matcher does not match it.
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The expectation.
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await SyncExpectation(expression: expression.toSynchronousExpression()).toNot(matcher, description: description)
        return self
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
}

/// `await expect { await x } == y`.
public func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { await x } != y`.
public func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(equal(rhs))
}
