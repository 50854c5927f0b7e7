/// The error `require(…)` and `unwrap(…)` throw after reporting their failure, so that the
/// rest of the example does not run. Its `description` is the failure text.
///
/// A spec example, a hook and `gatherFailures` stop quietly on one SpecKit reported already
/// (`isReported`); one you create and throw yourself is reported where it is caught, with its
/// message at its location, so it cannot make an example pass:
///
/// ```swift
/// guard let path = fixturePath(name) else {
///     throw RequireError(message: "missing fixture \(name)", location: SourceLocation(filePath: file, line: line))
/// }
/// ```
public struct RequireError: Error, CustomStringConvertible, Sendable {
    /// The failure text.
    public let message: String
    /// Where the failed requirement was written.
    public let location: SourceLocation
    /// Whether the failure was reported before the error was thrown (by `require`, `unwrap` or a
    /// double): then whoever catches it only stops.
    public let isReported: Bool

    /// Creates an error whose failure is not reported yet: it is reported where it is caught.
    public init(message: String, location: SourceLocation) {
        self.init(message: message, location: location, isReported: false)
    }

    /// The `gatherFailures` call that took the reported failure, if one did: once it returned,
    /// the failure is its caller's to keep or drop, and a rethrown error must be reported again.
    let gatherer: FailureRecorder?

    /// Reports `failure` and returns the error to throw after it (`require`, `unwrap`, doubles).
    package init(reportingFailure failure: TestFailure) {
        let gatherer = deliver(failure)
        self.init(message: failure.message, location: failure.location, isReported: true, gatherer: gatherer)
    }

    private init(message: String, location: SourceLocation, isReported: Bool, gatherer: FailureRecorder? = nil) {
        self.message = message
        self.location = location
        self.isReported = isReported
        self.gatherer = gatherer
    }

    /// Whether the failure is on record where whoever catches the error reports to: reported to
    /// the test, or to a `gatherFailures` call still running. A `require` failure gathered by a
    /// call that has returned (a retry helper) and then rethrown is not.
    package var isOnRecord: Bool { isReported && !(gatherer?.hasClosed ?? false) }

    /// The failure text.
    public var description: String { message }
}
