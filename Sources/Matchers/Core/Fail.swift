/// Fails the running test with a message, at the caller's line.
///
/// ```swift
/// guard case .loaded(let items) = state else { return fail("expected loaded, got \(state)") }
/// ```
/// - Parameters:
///   - message: The failure text.
///   - fileID: The `#fileID` the failure is reported with, the caller's by default.
///   - file: The file the failure is reported in, the caller's by default.
///   - line: The line the failure is reported at, the caller's by default.
///   - column: The column the failure is reported at, the caller's by default.
public func fail(
    _ message: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailure(message, fileID: fileID, file: file, line: line, column: column)
}

/// Fails the running test with the message `fail() always fails`.
///
/// ```swift
/// if unreachable { fail() }
/// ```
public func fail(fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column) {
    fail("fail() always fails", fileID: fileID, file: file, line: line, column: column)
}

/// Fails the running test with a message at the given location.
public func fail(_ message: String, location: SourceLocation) {
    reportFailure(message, location: location)
}
