// Nimble's suffixed spellings of `require` and `unwrap`: `s` always synchronous, `a` always `async`.

/// The synchronous `require`, whatever the context.
///
/// ```swift
/// let first = try requires(list.first).toNot(beNil())
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` on failure.
///   - expression: The actual value.
/// - Returns: The requirement.
public func requires<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, try expression())
}

/// The `async` `require` on an expression written inline.
///
/// ```swift
/// let token = try await requirea(await session.token).toNot(beNil())
/// ```
public func requirea<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    valueRequirement(fileID: fileID, file: file, line: line, column: column, customError: customError, expression)
}

/// The requirement of an `async` value form (`requirea`, `unwrapa`): the expression is a value,
/// not a closure, so that `requirea({ … })` is judged as the uncalled closure it is.
private func valueRequirement<T>(
    fileID: String, file: FileString, line: UInt, column: UInt, customError: (any Error)?,
    _ expression: @escaping () async throws -> T?
) -> AsyncRequirement<T> {
    AsyncRequirement(
        expression: AsyncExpression(
            expression: expression,
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
            isClosure: false),
        customError: customError)
}

/// The synchronous `unwrap`, whatever the context.
///
/// ```swift
/// let url = try unwraps(URL(string: "https://example.com"))
/// ```
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` (or the `customError`) after reporting `expected to not be nil, got <nil>`.
@discardableResult
public func unwraps<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try unwrap(fileID: fileID, file: file, line: line, column: column, customError: customError, description: description, try expression())
}

/// The `async` `unwrap` on an expression written inline.
///
/// ```swift
/// let user = try await unwrapa(await store.user(id: 1))
/// ```
@discardableResult
public func unwrapa<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async throws -> T {
    try await valueRequirement(fileID: fileID, file: file, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}
