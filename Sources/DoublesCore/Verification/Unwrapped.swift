import Matchers

extension Optional {
    /// The wrapped value; for `nil`, reports `expected to not be nil, got <nil>` at the
    /// caller's file and line and throws, instead of crashing on `!` (AzimoTestKit's
    /// `unwrapped()`, the same check as Matchers' `unwrap(_:)`).
    ///
    /// ```swift
    /// let call = try printer.spies.print.last.unwrapped("the last print call")
    /// ```
    /// - Parameter description: What is unwrapped; printed above the failure text.
    /// - Returns: The wrapped value.
    /// - Throws: `RequireError`, after the failure was reported (so it is not reported twice).
    public func unwrapped(
        _ description: String? = nil,
        fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> Wrapped {
        try unwrap(fileID: fileID, file: file, line: line, column: column, description: description, self)
    }
}
