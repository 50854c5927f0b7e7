import Matchers

/// The values an `itBehavesLike` call hands to its shared examples.
public typealias SharedExampleContext = () -> [String: Any]

/// The body of `sharedExamples`: defines examples that read their subject from the context.
public typealias SharedExampleClosure = (@escaping SharedExampleContext) -> Void

/// Defines examples several specs share, under a name `itBehavesLike` refers to.
///
/// ```swift
/// sharedExamples("a collection that starts empty") { context in
///     it("is empty") {
///         let collection = context()["collection"] as? [Int]
///         expect(collection).to(beEmpty())
///     }
/// }
/// ```
///
/// Define them in a spec's `spec()` or in a `Configuration`; names are unique per test process:
/// only this call, however often its spec is planned, may define `name`.
public func sharedExamples(_ name: String, file: StaticString = #filePath, line: UInt = #line, closure: @escaping SharedExampleClosure) {
    guard let builder = DSLContext.builder(for: "sharedExamples(\"\(name)\")", file: file, line: line) else { return }
    if BuildingState.shared.defineSharedExamples(name, file: file, line: line, closure) {
        builder.keepSharedExamples(name, closure)
    } else {
        builder.addIssue(title: "duplicate_shared_examples", message: Misuse.duplicateSharedExamples(name),
                         location: SourceLocation(filePath: file, line: line, column: 0))
    }
}

/// Defines shared examples that need no context.
public func sharedExamples(_ name: String, file: StaticString = #filePath, line: UInt = #line, closure: @escaping () -> Void) {
    sharedExamples(name, file: file, line: line) { (_: @escaping SharedExampleContext) in closure() }
}

/// Includes the shared examples named `name` here, in a group named after them, with the values
/// the closure returns as their context.
///
/// ```swift
/// itBehavesLike("a collection that starts empty") { ["collection": [Int]()] }
/// ```
public func itBehavesLike(_ name: String, file: StaticString = #filePath, line: UInt = #line, sharedExampleContext: @escaping SharedExampleContext = { [:] }) {
    includeSharedExamples("itBehavesLike", name, mark: .none, file: file, line: line, context: sharedExampleContext)
}

/// A focused `itBehavesLike`: while anything is focused, only focused examples run.
public func fitBehavesLike(_ name: String, file: StaticString = #filePath, line: UInt = #line, sharedExampleContext: @escaping SharedExampleContext = { [:] }) {
    includeSharedExamples("fitBehavesLike", name, mark: .focused, file: file, line: line, context: sharedExampleContext)
}

/// A disabled `itBehavesLike`: its examples are reported as skipped.
public func xitBehavesLike(_ name: String, file: StaticString = #filePath, line: UInt = #line, sharedExampleContext: @escaping SharedExampleContext = { [:] }) {
    includeSharedExamples("xitBehavesLike", name, mark: .disabled(reason: "disabled with xitBehavesLike"),
                          file: file, line: line, context: sharedExampleContext)
}

private func includeSharedExamples(
    _ function: String, _ name: String, mark: Mark, file: StaticString, line: UInt, context: @escaping SharedExampleContext
) {
    guard let builder = DSLContext.builder(for: "\(function)(\"\(name)\")", file: file, line: line) else { return }
    let location = SourceLocation(filePath: file, line: line, column: 0)
    if let closure = builder.sharedExamples(named: name) ?? BuildingState.shared.sharedExamples(named: name) {
        builder.addGroup(name, location: location, mark: mark) { closure(context) }
    } else {
        // Maybe a spec built later defines them: the registry resolves this once all are built.
        let group = builder.addGroup(name, location: location, mark: mark) {}
        builder.addPendingBehavior(name, group: group, context: context, location: location)
    }
}
