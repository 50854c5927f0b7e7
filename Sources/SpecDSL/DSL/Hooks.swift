import Matchers

/// Runs before each example of the group and of the groups inside it, outer groups' first.
///
/// ```swift
/// beforeEach { sut = Counter(); sut.increment() }
/// ```
///
/// The closure may throw: the error fails the example at this line. `XCTSkip` skips it.
public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () throws -> Void) {
    addHook(.beforeEach, .syncWithoutMetadata(closure), file: file, line: line, isolation: isolation)
}

/// `beforeEach` with an `async` closure.
public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () async throws -> Void) {
    addHook(.beforeEach, .asyncWithoutMetadata(closure), file: file, line: line, isolation: isolation)
}

/// `beforeEach` with the metadata of the example it runs for.
public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) throws -> Void) {
    addHook(.beforeEach, .sync(closure), file: file, line: line, isolation: isolation)
}

/// `beforeEach` with an `async` closure and the metadata of the example it runs for.
public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) async throws -> Void) {
    addHook(.beforeEach, .async(closure), file: file, line: line, isolation: isolation)
}

/// Runs right before each example, after every `beforeEach` of all groups around it: the place to run the code under test when nested contexts prepare its input.
///
/// ```swift
/// justBeforeEach { result = sut.submit(form) }
/// ```
///
/// The closure may throw: the error fails the example at this line. `XCTSkip` skips it.
public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () throws -> Void) {
    addHook(.justBeforeEach, .syncWithoutMetadata(closure), file: file, line: line, isolation: isolation)
}

/// `justBeforeEach` with an `async` closure.
public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () async throws -> Void) {
    addHook(.justBeforeEach, .asyncWithoutMetadata(closure), file: file, line: line, isolation: isolation)
}

/// `justBeforeEach` with the metadata of the example it runs for.
public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) throws -> Void) {
    addHook(.justBeforeEach, .sync(closure), file: file, line: line, isolation: isolation)
}

/// `justBeforeEach` with an `async` closure and the metadata of the example it runs for.
public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) async throws -> Void) {
    addHook(.justBeforeEach, .async(closure), file: file, line: line, isolation: isolation)
}

/// Runs after each example of the group, inner groups' first, also when a hook or the example failed or threw.
///
/// ```swift
/// afterEach { sut = nil }
/// ```
///
/// The closure may throw: the error fails the example at this line. `XCTSkip` skips it.
public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () throws -> Void) {
    addHook(.afterEach, .syncWithoutMetadata(closure), file: file, line: line, isolation: isolation)
}

/// `afterEach` with an `async` closure.
public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () async throws -> Void) {
    addHook(.afterEach, .asyncWithoutMetadata(closure), file: file, line: line, isolation: isolation)
}

/// `afterEach` with the metadata of the example it runs for.
public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) throws -> Void) {
    addHook(.afterEach, .sync(closure), file: file, line: line, isolation: isolation)
}

/// `afterEach` with an `async` closure and the metadata of the example it runs for.
public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) async throws -> Void) {
    addHook(.afterEach, .async(closure), file: file, line: line, isolation: isolation)
}

/// Wraps each example of the group, with the hooks its group declares after it and the groups
/// inside it (Quick's order): call `runExample()` exactly once where they should run. A second
/// call fails the example and runs nothing.
///
/// ```swift
/// aroundEach { runExample in
///     let previous = Locale.preferred
///     Locale.preferred = "fr"
///     runExample()
///     Locale.preferred = previous
/// }
/// ```
public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (_ runExample: @escaping () -> Void) throws -> Void) {
    addAroundHook(.sync { _, run in try closure(run) }, file: file, line: line)
}

/// `aroundEach` with an `async` closure: `await runExample()`.
public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (_ runExample: @escaping () async -> Void) async throws -> Void) {
    addAroundHook(.asyncWithoutMetadata(closure), file: file, line: line)
}

/// `aroundEach` with the metadata of the example it wraps.
public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata, _ runExample: @escaping () -> Void) throws -> Void) {
    addAroundHook(.sync(closure), file: file, line: line)
}

/// `aroundEach` with an `async` closure and the metadata of the example it wraps.
public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata, _ runExample: @escaping () async -> Void) async throws -> Void) {
    addAroundHook(.async(closure), file: file, line: line)
}

/// Runs once per test process, before its first example. Declare it at the top of `spec()` or in
/// a `Configuration`. A thrown error or a failed `expect` fails the run with a test case named
/// `beforeSuite` in the first spec class that runs.
///
/// ```swift
/// beforeSuite { try TestDatabase.migrate() }
/// ```
public func beforeSuite(file: StaticString = #filePath, line: UInt = #line, _ closure: @escaping () throws -> Void) {
    addSuiteHook(.beforeSuite, closure, file: file, line: line)
}

/// Runs once per test process, after its last test. A thrown error or a failed `expect` fails the
/// run with a test case named `afterSuite` in the last spec class that ran, which XCTest counts.
///
/// ```swift
/// afterSuite { try FileManager.default.removeItem(at: scratchDirectory) }
/// ```
public func afterSuite(file: StaticString = #filePath, line: UInt = #line, _ closure: @escaping () throws -> Void) {
    addSuiteHook(.afterSuite, closure, file: file, line: line)
}

private func addHook(_ kind: Hook.Kind, _ body: Body, file: StaticString, line: UInt, isolation: (any Actor)?) {
    guard let builder = DSLContext.builder(for: kind.rawValue, file: file, line: line) else { return }
    builder.addHook(Hook(kind: kind, body: body, location: SourceLocation(filePath: file, line: line, column: 0),
                         isMainActor: isolation === MainActor.shared))
}

private func addAroundHook(_ body: AroundBody, file: StaticString, line: UInt) {
    guard let builder = DSLContext.builder(for: "aroundEach", file: file, line: line) else { return }
    builder.addAroundHook(AroundHook(body: body, location: SourceLocation(filePath: file, line: line, column: 0)))
}

private func addSuiteHook(_ kind: SuiteHook.Kind, _ closure: @escaping () throws -> Void, file: StaticString, line: UInt) {
    guard let builder = DSLContext.builder(for: kind.rawValue, file: file, line: line) else { return }
    let location = SourceLocation(filePath: file, line: line, column: 0)
    guard builder.currentGroup === builder.root else {
        builder.addIssue(title: "\(kind.rawValue)_in_group", message: Misuse.suiteHookInGroup(kind.rawValue), location: location)
        return
    }
    builder.addSuiteHook(SuiteHook(kind: kind, body: closure, location: location))
}
