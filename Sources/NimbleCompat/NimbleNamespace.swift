import Dispatch
import Matchers

/// Nimble's module name, for code that qualifies Nimble's names with it: with `import Nimble`
/// swapped for `import NimbleCompat`, `Nimble.PollingDefaults.timeout = .seconds(2)` and
/// `Nimble.fail("…")` compile unchanged.
///
/// ```swift
/// Nimble.PollingDefaults.timeout = .seconds(2)
/// let isEmpty: Nimble.Matcher<[Int]> = beEmpty()
/// ```
public enum Nimble {
    public typealias Matcher<T> = Matchers.Matcher<T>
    public typealias AsyncMatcher<T> = Matchers.AsyncMatcher<T>
    public typealias MatcherResult = Matchers.MatcherResult
    public typealias MatcherStatus = Matchers.MatcherStatus
    public typealias ExpectationMessage = Matchers.ExpectationMessage
    public typealias Expression<Value> = Matchers.Expression<Value>
    public typealias SyncExpectation<Value> = Matchers.SyncExpectation<Value>
    public typealias AsyncExpectation<Value> = Matchers.AsyncExpectation<Value>
    public typealias PollingDefaults = Matchers.PollingDefaults
    public typealias NimbleTimeInterval = Matchers.NimbleTimeInterval

    /// Fails the running test with a message, at the caller's line, as Matchers' `fail(_:)` does.
    public static func fail(_ message: String, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line,
                            column: UInt = #column) {
        Matchers.fail(message, fileID: fileID, file: file, line: line, column: column)
    }

    /// Fails the running test with the message `fail() always fails`.
    public static func fail(fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column) {
        Matchers.fail(fileID: fileID, file: file, line: line, column: column)
    }
}

extension Duration {
    /// The interval as Dispatch takes it, in the largest unit that holds it whole, as Nimble's
    /// `NimbleTimeInterval` gave it (`.seconds(1)`, `.milliseconds(1500)`).
    public var dispatchTimeInterval: DispatchTimeInterval {
        let total = Int(clamping: nanoseconds)
        if total % 1_000_000_000 == 0 { return .seconds(total / 1_000_000_000) }
        if total % 1_000_000 == 0 { return .milliseconds(total / 1_000_000) }
        if total % 1_000 == 0 { return .microseconds(total / 1_000) }
        return .nanoseconds(total)
    }

    /// The interval in nanoseconds, as Nimble's `NimbleTimeInterval` gave it; 0 for a negative one.
    public var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000)).partialValue
    }
}
