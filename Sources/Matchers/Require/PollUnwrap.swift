/// Polls the expression until it is not `nil` and returns the value; after `timeout` reports
/// `expected to eventually not be nil, got <nil>` and throws.
///
/// ```swift
/// let user = try pollUnwrap(store.user(id: 1))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - timeout: How long to keep trying; ``PollingDefaults/timeout`` by default.
///   - pollInterval: The pause between attempts.
///   - description: Printed on its own line above the failure text.
///   - expression: The optional value, evaluated on every attempt.
/// - Returns: The first non-`nil` value.
/// - Throws: ``RequireError`` after reporting the failure.
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
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    var found: T?
    let failures = gatherFailures {
        SyncExpectation(expression: Expression(expression: {
            let value = try expression()
            if let value { found = value }
            return value
        }, location: location, isClosure: false))
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
    }
    return try unwrapped(found, failures, at: location)
}

/// Same as ``pollUnwrap(fileID:file:line:column:timeout:pollInterval:description:_:)``.
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
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    return try pollUnwrap(
        fileID: location.fileID, file: location.filePath, line: location.line, column: location.column,
        timeout: timeout, pollInterval: pollInterval, description: description, try expression())
}

/// The `async` form: awaits the closure on every attempt until it is not `nil`.
///
/// ```swift
/// let user = try await pollUnwrap { await store.user(id: 1) }
/// ```
@discardableResult
public func pollUnwrap<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout,
    pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async throws -> T {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let box = FoundBox<T>()
    let failures = await gatherFailures {
        await AsyncExpectation(expression: AsyncExpression(expression: {
            let value = try await expression()
            if let value { box.value = value }
            return value
        }, location: location))
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
    }
    return try unwrapped(box.value, failures, at: location)
}

/// The `async` form for an expression written inline.
///
/// ```swift
/// let user = try await pollUnwrapa(await store.user(id: 1))
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
    _ expression: @autoclosure @escaping () async throws -> T?
) async throws -> T {
    try await pollUnwrap(
        fileID: fileID, file: file, line: line, column: column,
        timeout: timeout, pollInterval: pollInterval, description: description, expression)
}

/// The last non-`nil` value an `async` poll saw.
private final class FoundBox<T> {
    var value: T?
}

/// The value, or the poll's failure reported again and thrown as a ``RequireError``.
private func unwrapped<T>(_ value: T?, _ failures: [RecordedFailure], at location: SourceLocation) throws -> T {
    if failures.isEmpty, let value { return value }
    for failure in failures.dropLast() { reportFailure(failure.message, location: failure.location) }
    let message = failures.last?.message ?? "expected to eventually not be nil, got <nil>"
    throw requirementFailed(message, at: location, customError: nil)
}
