import Matchers

// `await expect(fetchUser).toNot(beNil())` with a reference to an `async` function, as Nimble
// accepts: the function is called when a matcher runs. Without these overloads the reference
// itself became the actual value, so `toNot(beNil())` passed without calling the function.

/// Starts an expectation on an `async` function passed by reference (or a closure in
/// parentheses), called lazily when a matcher runs.
///
/// ```swift
/// @Sendable func currentUser() async -> User? { await session.user }
/// await expect(currentUser).toNot(beNil())
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: The function or closure producing the actual value.
/// - Returns: The expectation; its checks are `async`.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T?)
) -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression())
}

/// The same for an `async` function returning a non-optional value.
///
/// ```swift
/// @Sendable func count() async -> Int { await inbox.count }
/// await expect(count).to(equal(1))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: The function or closure producing the actual value.
/// - Returns: The expectation; its checks are `async`.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T)
) -> AsyncExpectation<T> {
    let function = expression()
    return expect(fileID: fileID, file: file, line: line, column: column, closure: { try await function() as T? })
}
