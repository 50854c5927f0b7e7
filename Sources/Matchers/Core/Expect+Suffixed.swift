// Nimble's suffixed spellings: `expects` is always synchronous and `expecta` always `async`,
// for code where plain `expect` would pick the other form.

/// The synchronous `expect`, whatever the context: `expects(x).toEventually(…)` blocks and
/// polls on the run loop even in `async` code.
///
/// ```swift
/// expects(cart.total) == 30
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: The actual value.
/// - Returns: The expectation.
public func expects<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, try expression())
}

/// The synchronous `expect { … }`.
///
/// ```swift
/// expects { try parser.parse("x") }.to(throwError())
/// ```
public func expects<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () throws -> T?
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}

/// The synchronous `expect { … }` for a closure returning nothing.
public func expects(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () throws -> Void
) -> SyncExpectation<Void> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}

/// The `async` `expect` on an expression written inline.
///
/// ```swift
/// await expecta(await counter.value).to(equal(1))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - isolation: The actor `expression` runs on, the caller's by default.
///   - expression: The actual value; may suspend.
/// - Returns: The expectation.
public func expecta<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    // A value, not a closure: `expecta({ … })` must be judged as the uncalled closure it is.
    AsyncExpectation(expression: AsyncExpression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: false))
}

/// The `async` `expect { … }`.
///
/// ```swift
/// await expecta { await counter.value }.toEventually(equal(1))
/// ```
public func expecta<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    closure expression: @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}

/// The `async` `expect { … }` for a closure returning nothing.
public func expecta(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    closure expression: @escaping () async throws -> Void
) async -> AsyncExpectation<Void> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}
