/// The error `require(…)` and `unwrap(…)` throw after reporting their failure, so that the
/// rest of the example does not run. Its `description` is the failure text.
public struct RequireError: Error, CustomStringConvertible, Sendable {
    /// The failure text that was reported.
    public let message: String
    /// Where the failed requirement was written.
    public let location: SourceLocation

    /// Creates the error.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The failure text.
    public var description: String { message }
}
