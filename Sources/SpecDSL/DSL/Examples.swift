import Matchers

/// Defines an example: one behaviour, checked by the closure. It becomes its own XCTest case.
///
/// ```swift
/// it("sets the value to true") { expect(sut) == true }
/// it("loads the user") { expect(try await api.user(id: 1).name) == "Ada" }
/// ```
///
/// - Parameters:
///   - description: What the example shows, in present tense; the last part of its name.
///   - file: Where the example's failures and skip are reported, the caller's file by default.
///   - line: The line they are reported at, the caller's by default.
///   - isolation: Where the caller runs, which the closure inherits and runs on; leave the default.
///   - closure: The check. It may throw (an error fails the example at this line) or throw
///     `XCTSkip` (the example is reported as skipped).
public func it(_ description: String, file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, closure: @escaping () throws -> Void) {
    addExample("it", description, .syncWithoutMetadata(closure), mark: .none, file: file, line: line, isolation: isolation)
}

/// Defines an example whose check is `async`.
public func it(_ description: String, file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, closure: @escaping () async throws -> Void) {
    addExample("it", description, .asyncWithoutMetadata(closure), mark: .none, file: file, line: line, isolation: isolation)
}

/// A focused example: while anything is focused, only focused examples run. Don't commit it.
public func fit(_ description: String, file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, closure: @escaping () throws -> Void) {
    addExample("fit", description, .syncWithoutMetadata(closure), mark: .focused, file: file, line: line, isolation: isolation)
}

/// A focused example whose check is `async`.
public func fit(_ description: String, file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, closure: @escaping () async throws -> Void) {
    addExample("fit", description, .asyncWithoutMetadata(closure), mark: .focused, file: file, line: line, isolation: isolation)
}

/// A disabled example: reported as skipped, never run.
public func xit(_ description: String, file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, closure: @escaping () throws -> Void) {
    addExample("xit", description, .syncWithoutMetadata(closure), mark: .disabled(reason: "disabled with xit"), file: file, line: line, isolation: isolation)
}

/// A disabled example whose check is `async`: reported as skipped, never run.
public func xit(_ description: String, file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, closure: @escaping () async throws -> Void) {
    addExample("xit", description, .asyncWithoutMetadata(closure), mark: .disabled(reason: "disabled with xit"), file: file, line: line, isolation: isolation)
}

/// An example still to be written, reported as skipped with its description as the reason.
///
/// ```swift
/// pending("rejects passwords found in breach lists")
/// pending("retries on timeout") { /* kept for later, never run */ }
/// ```
public func pending(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () async throws -> Void = {}) {
    addExample("pending", description, .sync { _ in }, mark: .disabled(reason: "pending: \(description.onOneLine)"), file: file, line: line, isolation: nil)
}

private func addExample(_ function: String, _ description: String, _ body: Body, mark: Mark, file: StaticString, line: UInt,
                        isolation: (any Actor)?) {
    guard let builder = DSLContext.builder(for: "\(function)(\"\(description)\")", file: file, line: line) else { return }
    builder.addExample(Example(description: description, body: body, location: SourceLocation(filePath: file, line: line, column: 0), mark: mark,
                               isMainActor: isolation === MainActor.shared))
}

/// `it` for the DSL of another SpecKit module (tables): the example's closure runs where
/// `isolation`, the code that wrote it, runs.
package func it(_ description: String, file: StaticString, line: UInt, writtenOn isolation: (any Actor)?,
                closure: @escaping () throws -> Void) {
    addExample("it", description, .syncWithoutMetadata(closure), mark: .none, file: file, line: line, isolation: isolation)
}

/// The `async` form of `it(_:file:line:writtenOn:closure:)`.
package func it(_ description: String, file: StaticString, line: UInt, writtenOn isolation: (any Actor)?,
                closure: @escaping () async throws -> Void) {
    addExample("it", description, .asyncWithoutMetadata(closure), mark: .none, file: file, line: line, isolation: isolation)
}
