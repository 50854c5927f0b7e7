import Matchers

/// Shared examples with a typed context: subclass it, override `spec(_:)`, and include it with
/// `itBehavesLike(MyBehavior.self) { context }`.
///
/// ```swift
/// final class EmptyCollectionBehavior: Behavior<[Int]> {
///     override class func spec(_ context: @escaping () -> [Int]) {
///         it("is empty") { expect(context()).to(beEmpty()) }
///     }
/// }
///
/// // in a spec:
/// itBehavesLike(EmptyCollectionBehavior.self) { [] }
/// ```
open class Behavior<Context> {
    /// The name of the group the examples are included in; the class name unless overridden.
    open class var name: String { String(describing: self) }

    /// Defines the examples. `context` returns the value `itBehavesLike` was given, evaluated
    /// when an example runs.
    @MainActor open class func spec(_ context: @escaping () -> Context) {}
}

/// Includes the examples of a `Behavior` here, in a group named after it.
public func itBehavesLike<Context>(_ behavior: Behavior<Context>.Type, file: StaticString = #filePath, line: UInt = #line, context: @escaping () -> Context) {
    includeBehavior(behavior, mark: .none, file: file, line: line, context: context)
}

/// A focused `itBehavesLike` of a `Behavior`.
public func fitBehavesLike<Context>(_ behavior: Behavior<Context>.Type, file: StaticString = #filePath, line: UInt = #line, context: @escaping () -> Context) {
    includeBehavior(behavior, mark: .focused, file: file, line: line, context: context)
}

/// A disabled `itBehavesLike` of a `Behavior`: its examples are reported as skipped.
public func xitBehavesLike<Context>(_ behavior: Behavior<Context>.Type, file: StaticString = #filePath, line: UInt = #line, context: @escaping () -> Context) {
    includeBehavior(behavior, mark: .disabled(reason: "disabled with xitBehavesLike"), file: file, line: line, context: context)
}

private func includeBehavior<Context>(_ behavior: Behavior<Context>.Type, mark: Mark, file: StaticString, line: UInt, context: @escaping () -> Context) {
    guard let builder = DSLContext.builder(for: "itBehavesLike(\(behavior.name))", file: file, line: line) else { return }
    builder.addGroup(behavior.name, location: SourceLocation(filePath: file, line: line, column: 0), mark: mark) {
        // Specs are built on the main actor, which the closure stays on.
        nonisolated(unsafe) let context = context
        MainActor.assumeIsolated { behavior.spec(context) }
    }
}
