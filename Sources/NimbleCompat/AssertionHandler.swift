@_spi(AssertionHandlers) import Matchers

/// Takes the outcome of every expectation, as Nimble's replaceable assertion handler does.
///
/// Assign one to ``NimbleAssertionHandler`` (or pass it to
/// ``withAssertionHandler(_:fileID:file:line:column:closure:)``) to decide what happens to the
/// expectations that follow: ``AssertionRecorder`` keeps them instead of failing the test.
/// Only expectations reach a handler (`expect`, `require`, `fail`, polling); an error an example
/// throws, a test double called the wrong way or a misused DSL call still fails the test.
///
/// ```swift
/// final class CountingHandler: AssertionHandler {
///     var failures = 0
///     func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
///         if !assertion { failures += 1 }
///     }
/// }
/// ```
public protocol AssertionHandler {
    /// Takes one expectation's outcome.
    ///
    /// - Parameters:
    ///   - assertion: Whether the expectation passed.
    ///   - message: What it reports, or would report had it failed.
    ///   - location: Where it was written.
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation)
}

/// The handler every expectation reports to, in the whole process: assign an
/// ``AssertionRecorder`` to record expectations instead of failing, and the value read before
/// to restore the default, which fails the running test again.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// let previous = NimbleAssertionHandler
/// NimbleAssertionHandler = recorder
/// expect(1) == 2                                   // recorded, not failed
/// NimbleAssertionHandler = previous
/// recorder.assertions.map(\.success)               // [false]
/// ```
///
/// A closure-scoped handler (``withAssertionHandler(_:fileID:file:line:column:closure:)``) or a
/// `gatherFailures` call takes its expectations first. Like Nimble's, this handler is the
/// process's: a spec class that assigns it shares it with every class running beside it.
// A computed global over Matchers' process-wide slot, not a stored `var`: Nimble's API is an
// assignable global (suites swap it in `beforeEach` and restore it in `afterEach`), which no
// task-local can follow, and a stored global would not be safe under strict concurrency.
public var NimbleAssertionHandler: any AssertionHandler {
    get { (AssertionHandling.processWide as? HandlerOutcomes)?.handler ?? NimbleTestingHandler() }
    set { AssertionHandling.processWide = newValue is NimbleTestingHandler ? nil : HandlerOutcomes(newValue) }
}

/// An ``AssertionHandler`` as the outcome handler Matchers calls.
// Unchecked: Nimble's `AssertionHandler` does not require `Sendable`, and Nimble calls a handler
// from whichever thread evaluates the expectation, as SpecKit does; `AssertionRecorder` locks,
// and a suite's own handler is called as it was under Nimble.
final class HandlerOutcomes: OutcomeHandler, @unchecked Sendable {
    let handler: any AssertionHandler

    init(_ handler: any AssertionHandler) {
        self.handler = handler
    }

    func receive(passed: Bool, message: FailureMessage, location: SourceLocation) {
        handler.assert(passed, message: message, location: location)
    }
}
