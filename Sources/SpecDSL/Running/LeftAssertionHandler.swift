@_spi(AssertionHandlers) import Matchers

/// Nimble's process-wide assertion handler (`NimbleAssertionHandler`) that an example set and
/// did not restore: it would take the failures of every later example, and the run would pass
/// with them unseen. The example fails saying so, and the default is back for the next one.
///
/// Checked where one example runs at a time: a class that runs beside others
/// (`runsBesideOtherSpecs`) shares the handler with them, so no example can be told apart as the
/// one that set it.
enum LeftAssertionHandler {
    /// Whether a process-wide handler is set now.
    static var isSet: Bool { AssertionHandling.isProcessWideSet }

    /// After an example that started with no process-wide handler (`startedWithout`): when one is
    /// set now, removes it and fails the example at `location`.
    static func check(startedWithout: Bool, at location: SourceLocation) {
        guard startedWithout, AssertionHandling.isProcessWideSet else { return }
        AssertionHandling.processWide = nil
        reportFailure(Misuse.assertionHandlerLeftSet, kind: .apiMisused, location: location)
    }
}
