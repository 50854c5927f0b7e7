@_spi(AssertionHandlers) import Matchers

/// Runs `closure` with `tempAssertionHandler` taking the outcome of every expectation in it,
/// then restores the handler that was in place.
///
/// Passes are handed over from the closure's task and the tasks it starts; failures from those
/// tasks too, and under XCTest from any thread while it runs. An error the closure throws reaches the handler as `unexpected error thrown: <…>` at
/// the call site; that of a failed `require` does not, as the handler took its failure already.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) {
///     expect(1) == 2
/// }
/// recorder.assertions.first?.message.stringValue   // "expected to equal <2>, got <1>"
/// ```
/// - Parameters:
///   - tempAssertionHandler: What takes the outcomes while `closure` runs.
///   - fileID: The `#fileID` a thrown error is reported with, the caller's by default.
///   - file: The file a thrown error is reported in, the caller's by default.
///   - line: The line a thrown error is reported at, the caller's by default.
///   - column: The column a thrown error is reported at, the caller's by default.
///   - closure: The code whose expectations to hand over.
public func withAssertionHandler(
    _ tempAssertionHandler: any AssertionHandler,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure: () throws -> Void
) {
    AssertionHandling.handling(
        with: HandlerOutcomes(tempAssertionHandler),
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        closure)
}

/// The `async` form of ``withAssertionHandler(_:fileID:file:line:column:closure:)``.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// await withAssertionHandler(recorder) {
///     await expect { await counter.value }.toEventually(equal(3))
/// }
/// ```
/// - Parameters:
///   - tempAssertionHandler: What takes the outcomes while `closure` runs.
///   - fileID: The `#fileID` a thrown error is reported with, the caller's by default.
///   - file: The file a thrown error is reported in, the caller's by default.
///   - line: The line a thrown error is reported at, the caller's by default.
///   - column: The column a thrown error is reported at, the caller's by default.
///   - isolation: The actor `closure` runs on, the caller's by default.
///   - closure: The code whose expectations to hand over.
public func withAssertionHandler(
    _ tempAssertionHandler: any AssertionHandler,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async {
    await AssertionHandling.handling(
        with: HandlerOutcomes(tempAssertionHandler),
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        closure)
}
