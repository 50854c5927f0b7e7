/// Nimble's polling requirements: `try require { … }.toEventually(…)` and the other polling
/// forms on `require`, built on the polling of `expect`. A passed check returns the value (the
/// expression evaluated once more, as Nimble does); a failed one is reported at the `require` line
/// and throws ``RequireError`` (or the requirement's custom error), so the example stops there.
///
/// ```swift
/// let count = try require { inbox.count }.toEventually(beGreaterThan(0))
/// let user = try await require { await store.user(id: 1) }.toEventuallyNot(beNil())
/// ```
extension SyncRequirement {
    /// Polls the expression until the matcher eventually matches, as `expect(…).toEventually` does, then returns the value; otherwise reports the failure and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - timeout: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.toEventually(…)")
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the expression until the matcher eventually does not match, as `expect(…).toEventuallyNot` does, then returns the value; otherwise reports the failure and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - timeout: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.toEventuallyNot(…)")
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Same as `toEventuallyNot`: polls, then returns the value or reports and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - timeout: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.toNotEventually(…)")
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the expression until it is never match, as `expect(…).toNever` does, then returns the value; otherwise reports the failure and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - until: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.toNever(…)")
    public func toNever(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.toNever(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Same as `toNever`: polls, then returns the value or reports and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - until: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.neverTo(…)")
    public func neverTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.neverTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the expression until it is always match, as `expect(…).toAlways` does, then returns the value; otherwise reports the failure and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - until: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.toAlways(…)")
    public func toAlways(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Same as `toAlways`: polls, then returns the value or reports and throws.
    /// - Parameters:
    ///   - matcher: The check, re-run on every attempt.
    ///   - until: How long to keep polling; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
    @discardableResult
    @available(*, noasync, message: "in async code, write try await require { … }.alwaysTo(…)")
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) throws -> Value {
        try settlePolling(description: description) {
            $0.alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``toEventually(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``toNotEventually(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``toNever(_:until:pollInterval:description:)``.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.toNever(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``neverTo(_:until:pollInterval:description:)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.neverTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``toAlways(_:until:pollInterval:description:)``.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// The `async` form of ``alwaysTo(_:until:pollInterval:description:)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settleAsyncPolling(description: description) {
            await $0.alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls through an expectation and settles its failures.
    private func settlePolling(description: String?, _ poll: (SyncExpectation<Value>) -> Void) throws -> Value {
        let failures = gatherFailures { poll(SyncExpectation(expression: expression)) }
        return try settle(failures, description: description)
    }

    /// Runs the `async` polling of an expectation on this expression, then settles its failures.
    private func settleAsyncPolling(
        description: String?,
        isolation: isolated (any Actor)? = #isolation,
        _ poll: (SyncExpectation<Value>) async -> Void
    ) async throws -> Value {
        let failures = await gatherFailures { await poll(SyncExpectation(expression: expression)) }
        return try settle(failures, description: description)
    }

    /// Re-reports the polling's failures at their lines and throws; or returns the value.
    private func settle(_ failures: [RecordedFailure], description: String?) throws -> Value {
        if let last = failures.last {
            for failure in failures.dropLast() { reportFailure(failure.message, location: failure.location) }
            throw requirementFailed(last.message, at: last.location, customError: customError)
        }
        guard let value = try? expression.evaluate() else {
            throw requirementFailed(Verdict.nothingToReturn(description: description), at: location, customError: customError)
        }
        return value
    }
}

extension AsyncRequirement {
    /// Polls the `async` expression as `await expect { … }.toEventually` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toEventuallyNot` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toNotEventually` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toNever` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toNever(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.neverTo` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.neverTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toAlways` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.alwaysTo` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toEventually` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toEventuallyNot` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toNotEventually` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toNotEventually(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toNever` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toNever(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.neverTo` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func neverTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.neverTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.toAlways` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Polls the `async` expression as `await expect { … }.alwaysTo` does, then returns the
    /// value; otherwise reports the failure and throws.
    @discardableResult
    public func alwaysTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await settlePolling(description: description) {
            await $0.alwaysTo(matcher, until: until, pollInterval: pollInterval, description: description)
        }
    }

    /// Runs the polling of an expectation on this expression, then settles its failures.
    private func settlePolling(
        description: String?,
        isolation: isolated (any Actor)? = #isolation,
        _ poll: (AsyncExpectation<Value>) async -> Void
    ) async throws -> Value {
        let failures = await gatherFailures { await poll(AsyncExpectation(expression: expression)) }
        return try await settle(failures, description: description)
    }

    /// Re-reports the polling's failures at their lines and throws; or returns the value.
    private func settle(
        _ failures: [RecordedFailure],
        description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        if let last = failures.last {
            for failure in failures.dropLast() { reportFailure(failure.message, location: failure.location) }
            throw requirementFailed(last.message, at: last.location, customError: customError)
        }
        guard let value = try? await expression.evaluate() else {
            throw requirementFailed(Verdict.nothingToReturn(description: description), at: location, customError: customError)
        }
        return value
    }
}
