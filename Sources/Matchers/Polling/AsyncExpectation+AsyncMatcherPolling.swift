// Polling with an ``AsyncMatcher``: the same rules and messages as with a ``Matcher``.

extension AsyncExpectation {
    /// Awaits the expression repeatedly until the `async` matcher matches, failing after `timeout`.
    ///
    /// ```swift
    /// await expect { await inbox.ids }.toEventually(allPass(isStored(in: store)))
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - timeout: How long to keep trying; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    ///   - isolation: The actor the check runs on, the caller's by default.
    /// - Returns: The expectation.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.eventually(to: "to eventually", .toMatch, timeout: timeout, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toMatch)
        }
    }

    /// Awaits the expression repeatedly until the `async` matcher does not match, failing after `timeout`.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.eventually(to: "to eventually not", .toNotMatch, timeout: timeout, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toNotMatch)
        }
    }

    /// Same as `toEventuallyNot` with an ``AsyncMatcher``.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.eventually(to: "to eventually not", .toNotMatch, timeout: timeout, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toNotMatch)
        }
    }

    /// Awaits the expression until `until` has passed; fails as soon as the `async` matcher matches.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.continuously(to: "to never", .toNotMatch, until: until, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toNotMatch)
        }
    }

    /// Same as `toNever` with an ``AsyncMatcher``.
    @discardableResult
    public func neverTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.continuously(to: "to never", .toNotMatch, until: until, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toNotMatch)
        }
    }

    /// Awaits the expression until `until` has passed; fails as soon as the `async` matcher stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.continuously(to: "to always", .toMatch, until: until, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toMatch)
        }
    }

    /// Same as `toAlways` with an ``AsyncMatcher``.
    @discardableResult
    public func alwaysTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(.continuously(to: "to always", .toMatch, until: until, pollInterval: pollInterval, description: description)) { attempt in
            await Verdict.evaluating(matcher, on: attempt, .toMatch)
        }
    }
}

extension SyncExpectation {
    /// `toEventually` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// `toEventuallyNot` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// `toNotEventually` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// `toNever` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toNever(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// `neverTo` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func neverTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.neverTo(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// `toAlways` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toAlways(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// `alwaysTo` with an ``AsyncMatcher``, in `async` code.
    @discardableResult
    public func alwaysTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }
}
