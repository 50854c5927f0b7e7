// Polling an `async` expression: the expression is awaited on every attempt and the wait
// between attempts is a `Task.sleep`, so the caller's actor (the main actor included) stays
// free to run other work while the expectation polls.

extension AsyncExpectation {
    /// Awaits the expression repeatedly until the matcher matches, failing after `timeout`.
    ///
    /// ```swift
    /// await expect { await inbox.count }.toEventually(equal(1))
    /// // on timeout: expected to eventually equal <1>, got <0>
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - timeout: How long to keep trying; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts; ``PollingDefaults/pollInterval`` by default.
    ///   - description: Printed on its own line above the failure text.
    ///   - isolation: The actor the check runs on, the caller's by default.
    /// - Returns: The expectation.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(matcher, .eventually(to: "to eventually", .toMatch, timeout: timeout, pollInterval: pollInterval, description: description))
    }

    /// Awaits the expression repeatedly until the matcher does not match, failing after `timeout`.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(matcher, .eventually(to: "to eventually not", .toNotMatch, timeout: timeout, pollInterval: pollInterval, description: description))
    }

    /// Same as ``toEventuallyNot(_:timeout:pollInterval:description:isolation:)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Awaits the expression repeatedly until `until` has passed; fails as soon as the matcher matches.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(matcher, .continuously(to: "to never", .toNotMatch, until: until, pollInterval: pollInterval, description: description))
    }

    /// Same as ``toNever(_:until:pollInterval:description:isolation:)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Awaits the expression repeatedly until `until` has passed; fails as soon as the matcher
    /// stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await poll(matcher, .continuously(to: "to always", .toMatch, until: until, pollInterval: pollInterval, description: description))
    }

    /// Same as ``toAlways(_:until:pollInterval:description:isolation:)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    private func poll(_ matcher: Matcher<Value>, _ poll: Poll, isolation: isolated (any Actor)? = #isolation) async -> Self {
        await self.poll(poll) { attempt in Verdict(evaluating: matcher, on: await attempt.toSynchronousExpression(), poll.style) }
    }

    /// Judges a fresh evaluation of the expression per attempt until `poll` decides.
    func poll(
        _ poll: Poll,
        isolation: isolated (any Actor)? = #isolation,
        judge: nonisolated(nonsending) (AsyncExpression<Value>) async -> Verdict
    ) async -> Self {
        let fresh = expression.withoutCaching()
        while true {
            // One cached evaluation per attempt: the matcher and the message see the same value.
            let verdict = await judge(fresh.withCaching())
            switch poll.decide(verdict) {
            case .pass:
                recordPass(at: location) { verdict.failureMessage(to: poll.to, description: poll.description) }
                return applying(true)
            case let .fail(message):
                reportFailure(message, location: location)
                return applying(false)
            case .retry:
                // A cancelled task stops waiting; the next attempt then hits the deadline check.
                try? await Task.sleep(for: poll.nextPause)
                if Task.isCancelled {
                    // Nimble reports the cancelled sleep as the error it throws.
                    reportFailure(Verdict(threw: CancellationError()).failureMessage(to: poll.to, description: poll.description), location: location)
                    return applying(false)
                }
            }
        }
    }
}
