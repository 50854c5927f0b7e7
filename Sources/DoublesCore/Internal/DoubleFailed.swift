import Matchers

/// Reports a failure a double raises on its own (no answer, wrong type) at the caller's file
/// and line, and returns the error to throw when the method still needs a value.
///
/// The error is Matchers' `RequireError`, the one `require`/`unwrap` throw after reporting:
/// `gatherFailures` knows it was reported already and does not count it twice.
func doubleFailed(_ message: String, file: StaticString, line: UInt) -> RequireError {
    let location = SourceLocation(filePath: file, line: line)
    return RequireError(reportingFailure: TestFailure(kind: .double, message: message, location: location))
}
