import Matchers

/// A `beforeEach`, `justBeforeEach` or `afterEach` closure and where it was declared.
///
/// Hooks and examples are classes: every example reads the hooks of all its groups, and handing
/// on one reference costs less than copying a closure, a location and a kind in debug builds.
final class Hook: @unchecked Sendable {
    enum Kind: String {
        case beforeEach, justBeforeEach, afterEach
    }

    let kind: Kind
    let body: Body
    let location: SourceLocation
    /// Whether the closure was written on the main actor (where it must run), not nonisolated.
    let isMainActor: Bool

    init(kind: Kind, body: Body, location: SourceLocation, isMainActor: Bool = false) {
        self.kind = kind
        self.body = body
        self.location = location
        self.isMainActor = isMainActor
    }
}

/// An `aroundEach` closure and where it was declared.
final class AroundHook: @unchecked Sendable {
    let body: AroundBody
    let location: SourceLocation

    init(body: AroundBody, location: SourceLocation) {
        self.body = body
        self.location = location
    }
}

/// A `beforeSuite` or `afterSuite` closure: run once per process (a class: its identity is
/// what tells `SuiteHooks` it ran already).
final class SuiteHook: @unchecked Sendable {
    enum Kind: String {
        case beforeSuite, afterSuite
    }

    let kind: Kind
    let body: () throws -> Void
    let location: SourceLocation

    init(kind: Kind, body: @escaping () throws -> Void, location: SourceLocation) {
        self.kind = kind
        self.body = body
        self.location = location
    }
}
