/// An ``AssertionHandler`` that hands every outcome to several handlers, in order.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// NimbleAssertionHandler = AssertionDispatcher(handlers: [recorder, NimbleTestingHandler()])
/// ```
public final class AssertionDispatcher: AssertionHandler {
    private let handlers: [any AssertionHandler]

    /// Creates a dispatcher.
    ///
    /// - Parameter handlers: The handlers each outcome goes to, in order.
    public init(handlers: [any AssertionHandler]) {
        self.handlers = handlers
    }

    /// Hands one expectation's outcome to every handler.
    ///
    /// - Parameters:
    ///   - assertion: Whether the expectation passed.
    ///   - message: What it reports, or would report had it failed.
    ///   - location: Where it was written.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        for handler in handlers {
            handler.assert(assertion, message: message, location: location)
        }
    }
}
