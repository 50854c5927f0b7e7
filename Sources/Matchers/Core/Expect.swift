// The `expect` entry points. Each takes the caller's location first so that helpers can
// forward it: `expect(file: file, line: line, value)`.
//
// Why the closure forms have a `closure:` label (that trailing closures hide): `expect(x)`
// then has a single candidate, which the type checker binds before it looks at the many
// overloads of `==`. Without the label, every `expect(x) == y` line made it try each `==`
// against each `expect` form. `expect { … }` is unaffected; a closure passed in parentheses,
// `expect({ … })`, is taken as a value, and every check on it fails saying so
// (UncalledClosure.swift). One more unlabeled form taking a function, even
// `@_disfavoredOverload` or unavailable, brings that search back, so there is none.

/// Starts an expectation on a value, evaluated lazily (once) when a matcher runs.
///
/// ```swift
/// expect(cart.total) == 30
/// expect(try parser.parse("1")).to(equal(1))
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: The actual value; an error it throws fails the expectation.
/// - Returns: The expectation to apply a matcher to.
// `@_transparent` with a body of one call, so that the spec line names `Evaluation<T?>`, whose
// metadata a debug build then reads from a cache at the call site instead of looking
// `Optional<T>` and `Evaluation<T?>` up at run time on every check; the static method takes
// both from its `Self`. The check itself is not inlined (see `==` in Equal.swift).
@_transparent
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    Evaluation<T?>.expectation(expression, fileID: fileID, filePath: file, line: line, column: column)
}

/// Starts an expectation on a closure, called lazily (once) when a matcher runs.
///
/// ```swift
/// expect { try parser.parse("x") }.to(throwError())
/// ```
/// - Parameters:
///   - fileID: The `#fileID` failures are reported with, the caller's by default.
///   - file: The file failures are reported in, the caller's by default.
///   - line: The line failures are reported at, the caller's by default.
///   - column: The column failures are reported at, the caller's by default.
///   - expression: Produces the actual value; `throwError()` inspects what it throws.
/// - Returns: The expectation.
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () throws -> T
) -> SyncExpectation<T> {
    SyncExpectation(expression: Expression(
        expression: { try expression() }, fileID: fileID, filePath: file, line: line, column: column, isClosure: true))
}

/// Starts an expectation on a closure returning an optional, called lazily when a matcher runs.
///
/// ```swift
/// expect { cache["key"] }.to(beNil())
/// ```
public func expect<T>(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () throws -> T?
) -> SyncExpectation<T> {
    SyncExpectation(expression: Expression(
        expression: expression, fileID: fileID, filePath: file, line: line, column: column, isClosure: true))
}

/// Starts an expectation on a closure that returns nothing, for `throwError()` and `beVoid()`.
///
/// ```swift
/// expect { try account.withdraw(100) }.to(throwError(BankError.insufficientFunds))
/// ```
public func expect(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure expression: @escaping () throws -> Void
) -> SyncExpectation<Void> {
    SyncExpectation(expression: Expression(
        expression: expression, fileID: fileID, filePath: file, line: line, column: column, isClosure: true))
}
