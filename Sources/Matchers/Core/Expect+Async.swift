/// Starts an expectation on an `async` closure, awaited when a matcher runs.
///
/// ```swift
/// await expect { await api.fetchCount() }.to(equal(3))
/// await expect { await queue.isEmpty }.toEventually(beTrue())
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: Produces the actual value; may suspend and throw.
/// - Returns: The expectation; its checks are `async`.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    AsyncExpectation(expression: AsyncExpression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// Starts an expectation on an `async` closure returning nothing (for `throwError()`).
///
/// ```swift
/// await expect { try await client.disconnect() }.toNot(throwError())
/// ```
public func expect(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () async throws -> Void
) -> AsyncExpectation<Void> {
    AsyncExpectation(expression: AsyncExpression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

// There is no `expect(async: await x)`: a trailing closure `expect { await f() }` returning
// nothing bound to its autoclosure and was never called. Nimble's `expecta(await x)` is that form.
