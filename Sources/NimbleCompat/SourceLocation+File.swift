extension SourceLocation {
    /// Nimble's former name for ``/Matchers/SourceLocation/filePath``.
    ///
    /// ```swift
    /// fail(message, file: failure.location.filePath, line: failure.location.line)
    /// ```
    @available(*, deprecated, renamed: "filePath")
    public var file: FileString { filePath }
}
