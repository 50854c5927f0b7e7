/// A user closure the tree stores: the body of an example or a hook, synchronous or `async`.
///
/// Closures receive the running example's metadata, or none (`it`, `beforeEach { … }`: nearly all
/// of them). A closure is kept as written: a wrapper would cost an allocation per DSL call and a
/// call per run, and an `async` wrapper would run off the actor the closure was written on, so
/// that calling it there would hop away and back, giving that actor to other work in between.
enum Body {
    case sync((ExampleMetadata) throws -> Void)
    case syncWithoutMetadata(() throws -> Void)
    case async((ExampleMetadata) async throws -> Void)
    case asyncWithoutMetadata(() async throws -> Void)

    var isAsync: Bool {
        switch self {
        case .async, .asyncWithoutMetadata: true
        case .sync, .syncWithoutMetadata: false
        }
    }
}

/// The body of an `aroundEach` hook: it receives a closure that runs everything the hook wraps.
enum AroundBody {
    case sync((ExampleMetadata, @escaping () -> Void) throws -> Void)
    case async((ExampleMetadata, @escaping () async -> Void) async throws -> Void)
    case asyncWithoutMetadata((@escaping () async -> Void) async throws -> Void)

    var isAsync: Bool {
        if case .sync = self { return false }
        return true
    }
}

