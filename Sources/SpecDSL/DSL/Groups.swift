import Matchers

/// Opens a group of examples about `description`, usually the type or function under test.
///
/// ```swift
/// describe("Bool") {
///     var sut: Bool!
///     context("negating a false value") {
///         beforeEach { sut = false; sut.toggle() }
///         it("sets the value to true") { expect(sut) == true }
///     }
/// }
/// ```
///
/// - Parameters:
///   - description: Becomes the first part of each example's name.
///   - file: Where the group is reported (a definition issue), the caller's file by default.
///   - line: The line it is reported at, the caller's by default.
///   - closure: Defines the group's examples, nested groups and hooks. It runs once, while the
///     spec's tree is built, not for every example.
public func describe(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () -> Void) {
    addGroup("describe", description, mark: .none, file: file, line: line, closure: closure)
}

/// Opens a group of examples for one situation (a flow, a state, an input). Same as `describe`.
///
/// ```swift
/// context("when the password is too short") {
///     it("is rejected") { expect(isValidPassword("abc")) == false }
/// }
/// ```
public func context(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () -> Void) {
    addGroup("context", description, mark: .none, file: file, line: line, closure: closure)
}

/// A focused `describe`: while anything is focused, only focused examples run and all others are
/// reported as skipped. Don't commit it.
public func fdescribe(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () -> Void) {
    addGroup("fdescribe", description, mark: .focused, file: file, line: line, closure: closure)
}

/// A focused `context`: while anything is focused, only focused examples run.
public func fcontext(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () -> Void) {
    addGroup("fcontext", description, mark: .focused, file: file, line: line, closure: closure)
}

/// A disabled `describe`: its examples are reported as skipped, none runs.
public func xdescribe(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () -> Void) {
    addGroup("xdescribe", description, mark: .disabled(reason: "disabled with xdescribe"), file: file, line: line, closure: closure)
}

/// A disabled `context`: its examples are reported as skipped, none runs.
public func xcontext(_ description: String, file: StaticString = #filePath, line: UInt = #line, closure: () -> Void) {
    addGroup("xcontext", description, mark: .disabled(reason: "disabled with xcontext"), file: file, line: line, closure: closure)
}

private func addGroup(_ function: String, _ description: String, mark: Mark, file: StaticString, line: UInt, closure: () -> Void) {
    guard let builder = DSLContext.builder(for: "\(function)(\"\(description)\")", file: file, line: line) else { return }
    builder.addGroup(description, location: SourceLocation(filePath: file, line: line, column: 0), mark: mark, content: closure)
}
