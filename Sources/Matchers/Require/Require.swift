// The `require`, `unwrap` and `requireFail` entry points. They mirror `expect`'s forms.

/// Starts a requirement on a value: `.to(…)` returns it or throws.
///
/// ```swift
/// let first = try require(list.first).toNot(beNil())
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` on failure.
///   - expression: The actual value.
/// - Returns: The requirement.
public func require<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(
            expression: expression,
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
            isClosure: false),
        customError: customError)
}

/// Starts a requirement on a closure, called when a matcher runs.
///
/// ```swift
/// let config = try require { try Config.load() }.toNot(throwError())
/// ```
public func require<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    SyncRequirement(
        expression: Expression(
            expression: expression(),
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)),
        customError: customError)
}

/// Starts a requirement on an `async` closure.
///
/// ```swift
/// let token = try await require { await session.token }.toNot(beNil())
/// ```
public func require<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> T?
) -> AsyncRequirement<T> {
    AsyncRequirement(
        expression: AsyncExpression(
            expression: expression,
            location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)),
        customError: customError)
}

/// Returns the value when it is not `nil`; otherwise reports
/// `expected to not be nil, got <nil>` and throws.
///
/// ```swift
/// let url = try unwrap(URL(string: "https://example.com"))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` on failure.
///   - description: Printed on its own line above the failure text.
///   - expression: The optional value.
/// - Returns: The unwrapped value.
/// - Throws: ``RequireError`` (or the `customError`) after reporting the failure.
public func unwrap<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression())
        .toNot(beNil(), description: description)
}

/// The `async` form of ``unwrap(fileID:file:line:column:customError:description:_:)``.
///
/// ```swift
/// let user = try await unwrap { await store.user(id: 1) }
/// ```
public func unwrap<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () async throws -> T?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> T {
    try await require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}

/// Reports a failure and throws, stopping the example.
///
/// ```swift
/// guard case .loaded(let items) = state else { try requireFail("expected loaded, got \(state)") }
/// ```
/// - Parameters:
///   - message: The failure text; `requireFail() always fails` by default.
///   - customError: Thrown instead of ``RequireError``.
///   - fileID: The `#fileID` the failure is reported with, the caller's by default.
///   - filePath: The file the failure is reported in, the caller's by default.
///   - line: The line the failure is reported at, the caller's by default.
///   - column: The column the failure is reported at, the caller's by default.
/// - Throws: Always.
public func requireFail(
    _ message: String? = nil,
    customError: (any Error)? = nil,
    fileID: String = #fileID,
    filePath: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws -> Never {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    throw requirementFailed(message ?? "requireFail() always fails", at: location, customError: customError)
}
