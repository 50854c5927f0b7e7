/// Quick 7's names for the closures its hooks and examples take, so that helpers written with
/// them compile after changing only their imports.
///
/// ```swift
/// let logging: AroundExampleClosure = { runExample in
///     print("starts")
///     runExample()
/// }
/// ```
public typealias AroundExampleClosure = (_ runExample: @escaping () -> Void) throws -> Void

/// Quick 7's name for the closure an `async` `aroundEach` takes.
public typealias AroundExampleAsyncClosure = (_ runExample: @escaping () async -> Void) async throws -> Void

/// Quick 7's name for the closure an `aroundEach` with the example's metadata takes.
public typealias AroundExampleWithMetadataClosure = (_ exampleMetadata: ExampleMetadata, _ runExample: @escaping () -> Void) throws -> Void

/// Quick 7's name for the closure an `async` `aroundEach` with the example's metadata takes.
public typealias AroundExampleWithMetadataAsyncClosure =
    (_ exampleMetadata: ExampleMetadata, _ runExample: @escaping () async -> Void) async throws -> Void

/// Quick 7's name for the closure a `beforeEach` or a `justBeforeEach` takes.
public typealias BeforeExampleClosure = () throws -> Void

/// Quick 7's name for the closure an `async` `beforeEach` takes.
public typealias BeforeExampleAsyncClosure = () async throws -> Void

/// Quick 7's name for the closure a `beforeEach` with the example's metadata takes.
public typealias BeforeExampleWithMetadataClosure = (_ exampleMetadata: ExampleMetadata) throws -> Void

/// Quick 7's name for the closure an `async` `beforeEach` with the example's metadata takes.
public typealias BeforeExampleWithMetadataAsyncClosure = (_ exampleMetadata: ExampleMetadata) async throws -> Void

/// Quick 7's name for the closure an `afterEach` takes.
public typealias AfterExampleClosure = BeforeExampleClosure

/// Quick 7's name for the closure an `async` `afterEach` takes.
public typealias AfterExampleAsyncClosure = BeforeExampleAsyncClosure

/// Quick 7's name for the closure an `afterEach` with the example's metadata takes.
public typealias AfterExampleWithMetadataClosure = BeforeExampleWithMetadataClosure

/// Quick 7's name for the closure an `async` `afterEach` with the example's metadata takes.
public typealias AfterExampleWithMetadataAsyncClosure = BeforeExampleWithMetadataAsyncClosure

/// Quick 7's name for the closure a `beforeSuite` or an `afterSuite` takes.
public typealias BeforeSuiteClosure = () throws -> Void

/// Quick 7's name for the closure an `afterSuite` takes.
public typealias AfterSuiteClosure = BeforeSuiteClosure

/// Quick 7's name for the closure an example (`it`) takes.
public typealias ExampleClosure = () throws -> Void
