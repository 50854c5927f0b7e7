/// Receives the outcome of expectations in place of the test runner.
///
/// NimbleCompat's `AssertionHandler` stands on it: Nimble lets a suite replace where its
/// expectations go, and SpecKit's expectations all end in ``reportFailure(_:)`` and the pass
/// path, which ask ``AssertionHandling`` for a handler. Only expectations reach one (`expect`,
/// `require`, `fail`, polling): a thrown error, a double, a table row or a misuse of the DSL goes
/// to the test runner as ever.
@_spi(AssertionHandlers)
public protocol OutcomeHandler: AnyObject, Sendable {
    /// Takes one expectation's outcome.
    ///
    /// - Parameters:
    ///   - passed: Whether the expectation passed.
    ///   - message: What it reports, or would report had it failed.
    ///   - location: Where it was written.
    func receive(passed: Bool, message: FailureMessage, location: SourceLocation)
}

/// Where expectation outcomes go instead of the test runner: a handler for one closure and the
/// tasks it starts, or one for the whole process.
@_spi(AssertionHandlers)
public enum AssertionHandling {
    /// The handler that takes every outcome no closure-scoped handler or `gatherFailures` takes,
    /// from any thread; `nil` gives them to the test runner.
    ///
    /// Process-wide because Nimble's `NimbleAssertionHandler` is an assignable global that suites
    /// swap in one hook and restore in another, which no task-local can follow.
    public static var processWide: (any OutcomeHandler)? {
        get { MatchersRegistry.shared.processWideHandler }
        set { MatchersRegistry.shared.processWideHandler = newValue }
    }

    /// Whether a process-wide handler is set; cheaper than reading ``processWide``.
    public static var isProcessWideSet: Bool { ProcessWideHandlerFlag.isSet }

    /// Runs `body` with `handler` taking the outcome of every expectation it evaluates: passes
    /// in its task and the tasks it starts, failures from any thread. An error `body` throws
    /// becomes a failure at the given location, unless it is the error of a failed `require`,
    /// which the handler took already.
    ///
    /// - Parameters:
    ///   - handler: What takes the outcomes.
    ///   - location: Where a thrown error is reported.
    ///   - body: The code whose expectations to hand over.
    public static func handling(with handler: any OutcomeHandler, location: SourceLocation, _ body: () throws -> Void) {
        let failures = failureRecorder(for: handler)
        MatchersRegistry.shared.push(failures)
        FailureRecorder.$current.withValue(failures) {
            ExpectationRecorder.$current.withValue(ExpectationRecorder(forwardingPassesTo: handler)) {
                do {
                    try body()
                } catch {
                    failures.appendThrown(error, at: location)
                }
            }
        }
        MatchersRegistry.shared.remove(failures)
        _ = failures.close()
    }

    /// The `async` form of ``handling(with:location:_:)``.
    ///
    /// - Parameters:
    ///   - handler: What takes the outcomes.
    ///   - location: Where a thrown error is reported.
    ///   - isolation: The actor `body` runs on, the caller's by default.
    ///   - body: The code whose expectations to hand over.
    public static func handling(
        with handler: any OutcomeHandler,
        location: SourceLocation,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Void
    ) async {
        let failures = failureRecorder(for: handler)
        MatchersRegistry.shared.push(failures)
        await FailureRecorder.$current.withValue(failures) {
            await ExpectationRecorder.$current.withValue(ExpectationRecorder(forwardingPassesTo: handler)) {
                do {
                    try await body()
                } catch {
                    failures.appendThrown(error, at: location)
                }
            }
        }
        MatchersRegistry.shared.remove(failures)
        _ = failures.close()
    }

    /// Reports a failure to the test runner (or an enclosing `gatherFailures`), past every
    /// assertion handler: what the default handler does with a failure handed to it.
    ///
    /// - Parameter failure: What failed and where.
    public static func reportToTestRunner(_ failure: TestFailure) {
        deliver(failure, pastHandlers: true)
    }

    private static func failureRecorder(for handler: any OutcomeHandler) -> FailureRecorder {
        FailureRecorder(forwardingTo: { failure in
            handler.receive(passed: false, message: FailureMessage(stringValue: failure.message), location: failure.location)
        }, isAssertionHandler: true)
    }
}
