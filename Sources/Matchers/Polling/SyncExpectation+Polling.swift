// Polling a synchronous expression. The synchronous forms wait by running the current
// thread's run loop; the `async` forms (chosen in `async` code) wait with `Task.sleep`.

extension SyncExpectation {
    /// Re-evaluates the expression until the matcher matches, failing after `timeout`.
    ///
    /// ```swift
    /// loader.start()
    /// expect(loader.isDone).toEventually(beTrue(), timeout: .seconds(2))
    /// // on timeout: expected to eventually be true, got <false>
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - timeout: How long to keep trying; ``PollingDefaults/timeout`` by default.
    ///   - pollInterval: The pause between attempts; ``PollingDefaults/pollInterval`` by default.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The expectation.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        poll(matcher, .eventually(to: "to eventually", .toMatch, timeout: timeout, pollInterval: pollInterval, description: description))
    }

    /// Re-evaluates the expression until the matcher does not match, failing after `timeout`.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        poll(matcher, .eventually(to: "to eventually not", .toNotMatch, timeout: timeout, pollInterval: pollInterval, description: description))
    }

    /// Same as ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Re-evaluates the expression until `until` has passed and fails as soon as the matcher matches.
    ///
    /// ```swift
    /// expect(alarm.isRinging).toNever(beTrue(), until: .milliseconds(200))
    /// // expected to never be true, got <true>
    /// ```
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        poll(matcher, .continuously(to: "to never", .toNotMatch, until: until, pollInterval: pollInterval, description: description))
    }

    /// Same as ``toNever(_:until:pollInterval:description:)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Re-evaluates the expression until `until` has passed and fails as soon as the matcher
    /// stops matching.
    ///
    /// ```swift
    /// expect(connection.isOpen).toAlways(beTrue(), until: .milliseconds(200))
    /// // expected to always be true, got <false>
    /// ```
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        poll(matcher, .continuously(to: "to always", .toMatch, until: until, pollInterval: pollInterval, description: description))
    }

    /// Same as ``toAlways(_:until:pollInterval:description:)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        until: Duration = PollingDefaults.timeout,
        pollInterval: Duration = PollingDefaults.pollInterval,
        description: String? = nil
    ) -> Self {
        toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    private func poll(_ matcher: Matcher<Value>, _ poll: Poll) -> Self {
        let fresh = expression.withoutCaching()
        var waited = false
        while true {
            // One cached evaluation per attempt: the matcher and the message see the same value.
            let verdict = Verdict(evaluating: matcher, on: fresh.withCaching(), poll.style)
            switch poll.decide(verdict) {
            case .pass:
                // Waiting while holding the main actor, `toNever` and `toAlways` saw no main-queue work:
                // a pass would say nothing of the main-actor state they most often check.
                if waited, poll.kind == .continuously, let hold = MainQueue.hold {
                    let asyncForm = "await expect(…).\(poll.to == "to never" ? "toNever" : "toAlways")(…)"
                    reportFailure(verdict.failureMessage(to: poll.to, description: poll.description) + hold.unseen(instead: asyncForm),
                                  location: location)
                    return applying(false)
                }
                recordPass(at: location) { verdict.failureMessage(to: poll.to, description: poll.description) }
                return applying(true)
            case let .fail(message):
                let asyncForm = "await expect(…).\(poll.to == "to eventually not" ? "toEventuallyNot" : "toEventually")(…)"
                let hint = waited && poll.kind == .eventually ? MainQueue.hint(instead: asyncForm) : ""
                reportFailure(message + hint, location: location)
                return applying(false)
            case .retry:
                waited = true
                Poll.waitRunningRunLoop(for: poll.nextPause)
            }
        }
    }
}
