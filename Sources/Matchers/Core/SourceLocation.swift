/// The file path type `expect` and the matchers take for `file:`.
///
/// Nimble 14 uses `StaticString` on Linux and `String` on Darwin. SpecKit reports failures to
/// XCTest, whose `XCTFail` wants a `StaticString` (Swift Testing takes any string), so it is
/// `StaticString` everywhere; helpers that forward `file: FileString = #filePath` compile unchanged.
public typealias FileString = StaticString

/// Where an expectation was written: the place a failure is reported at.
///
/// ```swift
/// func expectPositive(_ n: Int, file: StaticString = #filePath, line: UInt = #line) {
///     expect(file: file, line: line, n) > 0
/// }
/// ```
public struct SourceLocation: Sendable, CustomStringConvertible {
    /// The `#fileID` of the call site (`Module/File.swift`).
    public let fileID: String
    /// The `#filePath` of the call site, as XCTest wants it.
    public let filePath: StaticString
    /// The line of the call site.
    public let line: UInt
    /// The column of the call site.
    public let column: UInt

    /// Creates a location; the defaults capture the caller's position.
    public init(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(filePath):\(line):\(column)" }
}
