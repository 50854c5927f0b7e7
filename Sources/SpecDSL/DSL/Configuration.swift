/// Global set-up for every spec of a test target, found by the `SpecDiscovery` plugin: subclass
/// it and override `configure(_:)`. Quick's `QuickConfiguration`.
///
/// ```swift
/// final class LoggingConfiguration: Configuration {
///     override class func configure(_ configuration: SpecConfiguration) {
///         configuration.beforeEach { metadata in print("▶", metadata.testName) }
///         configuration.beforeSuite { print("starting") }
///     }
/// }
/// ```
///
/// Its hooks wrap every example of every spec, outside the specs' own hooks. Shared examples
/// can be defined in `configure(_:)` too.
open class Configuration {
    /// Adds global hooks. Configurations run in the order of their class names.
    @MainActor open class func configure(_ configuration: SpecConfiguration) {}
}

/// What a `Configuration` adds hooks to. Quick calls it `QCKConfiguration`.
/// Its methods add to the configuration being applied, like the free DSL functions do.
public struct SpecConfiguration {
    init() {}

    /// Runs before every example of every spec of the target, before the specs' own hooks.
    ///
    /// ```swift
    /// configuration.beforeEach { TestClock.reset() }
    /// ```
    public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () throws -> Void) {
        SpecDSL.beforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// `beforeEach` with the metadata of the example it runs for.
    public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) throws -> Void) {
        SpecDSL.beforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `beforeEach`: every example then runs as async code, as in Quick 7.
    ///
    /// ```swift
    /// configuration.beforeEach { await Database.shared.reset() }
    /// ```
    public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () async throws -> Void) {
        SpecDSL.beforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `beforeEach` with the metadata of the example it runs for.
    public func beforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) async throws -> Void) {
        SpecDSL.beforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// Runs right before every example, after every `beforeEach`.
    public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () throws -> Void) {
        SpecDSL.justBeforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// `justBeforeEach` with the metadata of the example it runs for.
    public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) throws -> Void) {
        SpecDSL.justBeforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `justBeforeEach`.
    public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () async throws -> Void) {
        SpecDSL.justBeforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `justBeforeEach` with the metadata of the example it runs for.
    public func justBeforeEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) async throws -> Void) {
        SpecDSL.justBeforeEach(file: file, line: line, isolation: isolation, closure)
    }

    /// Runs after every example of every spec, after the specs' own `afterEach` hooks, also when
    /// the example failed or threw.
    public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () throws -> Void) {
        SpecDSL.afterEach(file: file, line: line, isolation: isolation, closure)
    }

    /// `afterEach` with the metadata of the example it ran after.
    public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) throws -> Void) {
        SpecDSL.afterEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `afterEach`.
    ///
    /// ```swift
    /// configuration.afterEach { await Leaks.check() }
    /// ```
    public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping () async throws -> Void) {
        SpecDSL.afterEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `afterEach` with the metadata of the example it ran after.
    public func afterEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata) async throws -> Void) {
        SpecDSL.afterEach(file: file, line: line, isolation: isolation, closure)
    }

    /// Wraps every example of every spec with its hooks: call `runExample()` exactly once.
    public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (_ runExample: @escaping () -> Void) throws -> Void) {
        SpecDSL.aroundEach(file: file, line: line, isolation: isolation, closure)
    }

    /// `aroundEach` with the metadata of the example it wraps.
    public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata, _ runExample: @escaping () -> Void) throws -> Void) {
        SpecDSL.aroundEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `aroundEach`, as Quick 7's: `await runExample()` exactly once.
    ///
    /// ```swift
    /// configuration.aroundEach { runExample in
    ///     await TaskLocals.$user.withValue(.tester) { await runExample() }
    /// }
    /// ```
    public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (_ runExample: @escaping () async -> Void) async throws -> Void) {
        SpecDSL.aroundEach(file: file, line: line, isolation: isolation, closure)
    }

    /// An `async` `aroundEach` with the metadata of the example it wraps.
    public func aroundEach(file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation, _ closure: @escaping (ExampleMetadata, _ runExample: @escaping () async -> Void) async throws -> Void) {
        SpecDSL.aroundEach(file: file, line: line, isolation: isolation, closure)
    }

    /// Runs once per test process, before its first example.
    public func beforeSuite(file: StaticString = #filePath, line: UInt = #line, _ closure: @escaping () throws -> Void) {
        SpecDSL.beforeSuite(file: file, line: line, closure)
    }

    /// Runs once per test process, after its last test.
    public func afterSuite(file: StaticString = #filePath, line: UInt = #line, _ closure: @escaping () throws -> Void) {
        SpecDSL.afterSuite(file: file, line: line, closure)
    }
}

/// Quick's name for `SpecConfiguration`, so `configure(_ configuration: QCKConfiguration)` compiles unchanged.
public typealias QCKConfiguration = SpecConfiguration
