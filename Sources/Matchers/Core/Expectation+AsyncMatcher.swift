// `to`/`toNot`/`notTo` with an ``AsyncMatcher``: on any expectation, in `async` code.

extension SyncExpectation {
    /// Passes when the `async` matcher matches the actual value.
    ///
    /// ```swift
    /// await expect(user.id).to(beStored(in: store))
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    ///   - isolation: The actor the check runs on, the caller's by default.
    /// - Returns: The expectation.
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronous.verify(matcher, .toMatch, description: description))
    }

    /// Passes when the `async` matcher does not match the actual value.
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronous.verify(matcher, .toNotMatch, description: description))
    }

    /// Same as ``toNot(_:description:isolation:)-(AsyncMatcher<Value>,_,_)``.
    @discardableResult
    public func notTo(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await toNot(matcher, description: description)
    }

    /// The same (cached) expression as an `async` one.
    private var asynchronous: AsyncExpectation<Value> {
        let expression = self.expression
        return AsyncExpectation(expression: AsyncExpression(
            expression: { try expression.evaluate() }, location: location, isClosure: expression.isClosure))
    }
}

extension AsyncExpectation {
    /// Passes when the `async` matcher matches the awaited value.
    ///
    /// ```swift
    /// await expect { await inbox.messages }.to(allPass { await $0.isRead() })
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    ///   - isolation: The actor the check runs on, the caller's by default.
    /// - Returns: The expectation.
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await verify(matcher, .toMatch, description: description))
    }

    /// Passes when the `async` matcher does not match the awaited value.
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await verify(matcher, .toNotMatch, description: description))
    }

    /// Same as ``toNot(_:description:isolation:)-(AsyncMatcher<Value>,_,_)``.
    @discardableResult
    public func notTo(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await toNot(matcher, description: description)
    }

    func verify(
        _ matcher: AsyncMatcher<Value>,
        _ style: ExpectationStyle,
        description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        await Verdict.evaluating(matcher, on: expression, style).report(to: style.verb, description: description, at: location)
    }
}

extension SyncRequirement {
    /// Returns the value when the `async` matcher matches it; otherwise reports and throws.
    ///
    /// ```swift
    /// let id = try await require(user.id).to(beStored(in: store))
    /// ```
    /// - Throws: ``RequireError`` (or the `customError`) after reporting the failure.
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await asynchronous.to(matcher, description: description)
    }

    /// Returns the value when the `async` matcher does not match it; otherwise reports and throws.
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await asynchronous.toNot(matcher, description: description)
    }

    /// Same as ``toNot(_:description:isolation:)-(AsyncMatcher<Value>,_,_)``.
    @discardableResult
    public func notTo(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await asynchronous.toNot(matcher, description: description)
    }

    private var asynchronous: AsyncRequirement<Value> {
        let expression = self.expression
        return AsyncRequirement(
            expression: AsyncExpression(expression: { try expression.evaluate() }, location: location, isClosure: expression.isClosure),
            customError: customError)
    }
}

extension AsyncRequirement {
    /// Returns the awaited value when the `async` matcher matches it; otherwise reports and throws.
    /// - Throws: ``RequireError`` (or the `customError`) after reporting the failure.
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await verify(matcher, .toMatch, description: description)
    }

    /// Returns the awaited value when the `async` matcher does not match it; otherwise reports and throws.
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await verify(matcher, .toNotMatch, description: description)
    }

    /// Same as ``toNot(_:description:isolation:)-(AsyncMatcher<Value>,_,_)``.
    @discardableResult
    public func notTo(
        _ matcher: AsyncMatcher<Value>,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await verify(matcher, .toNotMatch, description: description)
    }

    private func verify(
        _ matcher: AsyncMatcher<Value>,
        _ style: ExpectationStyle,
        description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let verdict = await Verdict.evaluating(matcher, on: expression, style)
        // The expression is cached: this reads the value the matcher saw.
        let value = await expression.toSynchronousExpression()
        return try SyncRequirement(expression: value, customError: customError).settle(verdict, style, description: description)
    }
}
