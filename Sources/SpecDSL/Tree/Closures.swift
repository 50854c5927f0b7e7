/// A user closure the tree stores: the body of an example or a hook, synchronous or `async`.
///
/// Both kinds receive the running example's metadata; the DSL wraps closures that take none.
enum Body {
    case sync((ExampleMetadata) throws -> Void)
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
