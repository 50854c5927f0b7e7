// The closure forms of `unwrap`, the suffixed `require`/`unwrap` spellings and `pollUnwrap`:
// `unwraps { try load() }`, `requirea { await store.user }`, `pollUnwrap { cache["key"] }`.
// Like `require`'s closure form, each takes an autoclosure returning the closure, so that a
// trailing closure is called on every evaluation instead of becoming the value itself.

/// Unwraps the value a closure returns, or reports `expected to not be nil, got <nil>` and throws.
///
/// ```swift
/// let user = try unwrap { try store.user(id: 1) }
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Printed on its own line above the failure text.
///   - expression: Produces the optional value.
/// - Returns: The value.
/// - Throws: ``RequireError`` (or `customError`) after reporting the failure.
@discardableResult
public func unwrap<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression())
        .toNot(beNil(), description: description)
}

/// `require` on a closure, always synchronous: `try requires { try parse(text) }.to(equal(1))`.
///
/// ```swift
/// let total = try requires { try invoice.total() }.to(beGreaterThan(0))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` when the check fails.
///   - expression: Produces the value; called when the matcher runs.
/// - Returns: The requirement to apply a matcher to.
public func requires<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression())
}

/// `require` on an `async` closure, always `async`: `try await requirea { await f() }.to(…)`.
///
/// ```swift
/// let count = try await requirea { await store.count }.to(equal(3))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` when the check fails.
///   - isolation: The actor `expression` runs on, the caller's by default.
///   - expression: Produces the value; awaited when the matcher runs.
/// - Returns: The requirement to apply a matcher to.
public func requirea<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure () -> (() async throws -> T?)
) async -> AsyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression())
}

/// `unwrap` on a closure, always synchronous.
///
/// ```swift
/// let user = try unwraps { try store.user(id: 1) }
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Printed on its own line above the failure text.
///   - expression: Produces the optional value.
/// - Returns: The value.
@discardableResult
public func unwraps<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try unwrap(fileID: fileID, file: file, line: line, column: column, customError: customError, description: description, expression())
}

/// `unwrap` on an `async` closure, always `async`.
///
/// ```swift
/// let user = try await unwrapa { await store.user(id: 1) }
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - customError: Thrown instead of ``RequireError`` when the value is `nil`.
///   - description: Printed on its own line above the failure text.
///   - isolation: The actor `expression` runs on, the caller's by default.
///   - expression: Produces the optional value.
/// - Returns: The value.
@discardableResult
public func unwrapa<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure () -> (() async throws -> T?)
) async throws -> T {
    try await unwrap(fileID: fileID, file: file, line: line, column: column, customError: customError, description: description, expression())
}

/// `pollUnwrap` on a closure: calls it until it returns a value, and returns that value.
///
/// ```swift
/// let user = try pollUnwrap { store.user(id: 1) }
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - timeout: How long to keep trying; ``PollingDefaults/timeout`` by default.
///   - pollInterval: The pause between attempts.
///   - description: Printed on its own line above the failure text.
///   - expression: Produces the optional value; called on every attempt.
/// - Returns: The first non-`nil` value.
@discardableResult
@available(*, noasync, message: "in async code, write try await pollUnwrap { … }")
public func pollUnwrap<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout,
    pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    let body = expression()
    return try pollUnwrap(
        fileID: fileID, file: file, line: line, column: column,
        timeout: timeout, pollInterval: pollInterval, description: description, try body())
}

/// Same as the closure form of `pollUnwrap`, always synchronous.
@discardableResult
@available(*, noasync, message: "in async code, write try await pollUnwrap { … }")
public func pollUnwraps<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout,
    pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    let body = expression()
    return try pollUnwrap(
        fileID: fileID, file: file, line: line, column: column,
        timeout: timeout, pollInterval: pollInterval, description: description, try body())
}

/// `pollUnwrap` on an `async` closure, always `async`.
///
/// ```swift
/// let user = try await pollUnwrapa { await store.user(id: 1) }
/// ```
@discardableResult
public func pollUnwrapa<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout,
    pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure () -> (() async throws -> T?)
) async throws -> T {
    try await pollUnwrap(
        fileID: fileID, file: file, line: line, column: column,
        timeout: timeout, pollInterval: pollInterval, description: description, expression())
}
