/// A failure that `gatherFailures` caught instead of reporting it to XCTest.
///
/// ```swift
/// let failures = gatherFailures { expect(1) == 2 }
/// failures.map(\.message)   // ["expected to equal <2>, got <1>"]
/// ```
public struct RecordedFailure: Sendable, Equatable, CustomStringConvertible {
    /// The failure text, e.g. `expected to equal <2>, got <1>`.
    public let message: String
    /// Where the failing expectation was written.
    public let location: SourceLocation

    /// Creates a record.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The `#filePath` of the failing expectation.
    public var file: String { "\(location.filePath)" }
    /// The line of the failing expectation.
    public var line: UInt { location.line }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }

    /// Same message, file and line (the column and `#fileID` are not compared).
    public static func == (lhs: RecordedFailure, rhs: RecordedFailure) -> Bool {
        lhs.message == rhs.message && lhs.file == rhs.file && lhs.line == rhs.line
    }
}
