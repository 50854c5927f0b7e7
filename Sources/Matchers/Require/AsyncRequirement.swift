/// The result of `require { await … }`: awaits the value, then behaves like ``SyncRequirement``.
///
/// ```swift
/// let profile = try await require { await api.profile() }.toNot(beNil())
/// ```
public struct AsyncRequirement<Value> {
    /// The actual value, evaluated lazily.
    public let expression: AsyncExpression<Value>
    /// Thrown instead of ``RequireError`` when the requirement fails.
    public let customError: (any Error)?

    /// Wraps an expression.
    public init(expression: AsyncExpression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the requirement was written.
    public var location: SourceLocation { expression.location }

    /// Awaits the value and returns it when the matcher matches; otherwise reports and throws.
    /// - Throws: ``RequireError`` (or the `customError`) after reporting the failure.
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await synchronous().to(matcher, description: description)
    }

    /// Awaits the value and returns it when the matcher does not match; otherwise reports and throws.
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await synchronous().toNot(matcher, description: description)
    }

    /// Same as ``toNot(_:description:isolation:)``.
    @discardableResult
    public func notTo(
        _ matcher: Matcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await synchronous().toNot(matcher, description: description)
    }

    private func synchronous(isolation: isolated (any Actor)? = #isolation) async -> SyncRequirement<Value> {
        SyncRequirement(expression: await expression.toSynchronousExpression(), customError: customError)
    }
}
