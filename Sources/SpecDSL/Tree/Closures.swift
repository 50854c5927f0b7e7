/// A user closure the tree stores: the body of an example or a hook, synchronous or `async`.
///
/// Closures receive the running example's metadata; the DSL wraps `async` closures that take
/// none. A synchronous closure that takes none (`it`, `beforeEach { … }`: nearly all of them) is
/// kept as written: a wrapper would cost an allocation per DSL call and a call per run.
enum Body {
    case sync((ExampleMetadata) throws -> Void)
    case syncWithoutMetadata(() throws -> Void)
    case async((ExampleMetadata) async throws -> Void)

    var isAsync: Bool {
        if case .async = self { return true }
        return false
    }
}

/// The body of an `aroundEach` hook: it receives a closure that runs everything the hook wraps.
enum AroundBody {
    case sync((ExampleMetadata, () -> Void) throws -> Void)
    case async((ExampleMetadata, () async -> Void) async throws -> Void)

    var isAsync: Bool {
        if case .async = self { return true }
        return false
    }
}
