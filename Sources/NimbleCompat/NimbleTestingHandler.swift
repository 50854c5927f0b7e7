@_spi(AssertionHandlers) import Matchers

/// The default ``AssertionHandler``: fails the running test (XCTest's or Swift Testing's) with a
/// failed expectation's message, and ignores passes.
///
/// ```swift
/// let dispatcher = AssertionDispatcher(handlers: [AssertionRecorder(), NimbleTestingHandler()])
/// ```
public final class NimbleTestingHandler: AssertionHandler, Sendable {
    /// Creates the handler.
    public init() {}

    /// Reports a failed expectation to the test runner, past every other handler.
    ///
    /// - Parameters:
    ///   - assertion: Whether the expectation passed: then nothing happens.
    ///   - message: The failure text.
    ///   - location: Where the failure is reported.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        guard !assertion else { return }
        AssertionHandling.reportToTestRunner(TestFailure(message: message.stringValue, location: location))
    }
}
