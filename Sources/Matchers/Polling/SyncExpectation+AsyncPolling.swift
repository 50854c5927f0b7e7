// In `async` code, `await expect(value).toEventually(…)` picks these overloads: they poll
// with `Task.sleep` instead of blocking the thread, exactly like `expect { await … }`.

extension SyncExpectation {
    /// The expression as an `async` one, evaluated afresh on every attempt.
    var asynchronousPolling: AsyncExpectation<Value> {
        let fresh = expression.withoutCaching()
        return AsyncExpectation(expression: AsyncExpression(
            expression: { try fresh.evaluate() }, location: location, isClosure: expression.isClosure))
    }

    /// The `async` form of ``toEventually(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// The `async` form of ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// The `async` form of ``toNotEventually(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// The `async` form of ``toNever(_:until:pollInterval:description:)``.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toNever(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// The `async` form of ``neverTo(_:until:pollInterval:description:)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toNever(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// The `async` form of ``toAlways(_:until:pollInterval:description:)``.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toAlways(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }

    /// The `async` form of ``alwaysTo(_:until:pollInterval:description:)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        applying(await asynchronousPolling.toAlways(matcher, until: until, pollInterval: pollInterval, description: description).status == .passed)
    }
}
