import Foundation

/// An ``AssertionHandler`` that records every expectation, passed or failed, instead of
/// failing the test.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) {
///     expect(1) == 1
///     expect(1) == 2
/// }
/// recorder.assertions.map(\.success)                  // [true, false]
/// recorder.assertions.last?.message.stringValue       // "expected to equal <2>, got <1>"
/// ```
// Unchecked: every access to the records takes the lock, and expectations may report from any thread.
public final class AssertionRecorder: AssertionHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var records: [AssertionRecord] = []

    /// Every expectation recorded so far, in the order they were evaluated.
    public var assertions: [AssertionRecord] {
        get { lock.withLock { records } }
        set { lock.withLock { records = newValue } }
    }

    /// Creates a recorder with no records.
    public init() {}

    /// Records one expectation's outcome.
    ///
    /// - Parameters:
    ///   - assertion: Whether the expectation passed.
    ///   - message: What it reports, or would report had it failed.
    ///   - location: Where it was written.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        lock.withLock { records.append(AssertionRecord(success: assertion, message: message, location: location)) }
    }
}
