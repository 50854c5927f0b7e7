import Matchers

/// Thrown from an example or a hook, stops the example there: with a failure that carries its own
/// message and line, or silently with ``silently`` (when a failure was reported already).
///
/// ```swift
/// it("reads the first row") {
///     guard let row = table.rows.first else { throw StopTest("the table has no rows") }
///     expect(row.count) == 3
/// }
/// ```
///
/// The `afterEach` hooks still run. Quick 7's `StopTest`.
public struct StopTest: Error, Sendable {
    /// The failure reported at ``location``; empty for ``silently``.
    public let failureDescription: String
    /// Whether stopping reports a failure: `false` for ``silently``.
    public let reportError: Bool
    /// Where the failure is reported: the line that created the `StopTest`.
    public let location: SourceLocation

    /// Stops the example with a failure at this line.
    ///
    /// - Parameters:
    ///   - failureDescription: The failure message, e.g. `"the table has no rows"`.
    ///   - file: The file to report, the caller's by default.
    ///   - line: The line to report, the caller's by default.
    public init(_ failureDescription: String, file: FileString = #filePath, line: UInt = #line) {
        self.init(failureDescription, reportError: true, location: SourceLocation(filePath: file, line: line, column: 0))
    }

    private init(_ failureDescription: String, reportError: Bool, location: SourceLocation) {
        self.failureDescription = failureDescription
        self.reportError = reportError
        self.location = location
    }

    /// Stops the example without reporting anything: for when a failure was already reported.
    ///
    /// ```swift
    /// guard checkResponse(response) else { throw StopTest.silently }
    /// ```
    public static let silently = StopTest("", reportError: false, location: SourceLocation(filePath: #filePath, line: #line, column: 0))
}
