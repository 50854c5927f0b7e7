import Matchers

// `expect({ … })`: a closure passed in parentheses (Nimble's documented
// `expect({ try f() }).to(throwError())`). `Matchers` only takes a trailing closure
// (`expect { … }`), because these overloads make the type checker try one more `expect` form
// against every `==` on every `expect(x) == y` line.

/// Starts an expectation on a closure written in parentheses, called when a matcher runs.
///
/// ```swift
/// expect({ try parser.parse("x") }).to(throwError())
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: Produces the actual value.
/// - Returns: The expectation.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression())
}

/// `expect({ … })` for a closure returning an optional.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression())
}

/// `expect({ … })` for a closure returning nothing, e.g. `expect({ try save() }).to(succeed())`.
public func expect(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> Void)
) -> SyncExpectation<Void> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression())
}

/// `expect({ await … })`: an `async` closure in parentheses.
///
/// ```swift
/// await expect({ await store.count }).to(equal(1))
/// ```
/// Disfavoured so that a trailing closure, `expect { await … }`, keeps `Matchers`' form.
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression)
}

/// `expect({ await … })` for an `async` closure returning nothing.
public func expect(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> Void)
) -> AsyncExpectation<Void> {
    expect(fileID: fileID, file: file, line: line, column: column, closure: expression())
}
