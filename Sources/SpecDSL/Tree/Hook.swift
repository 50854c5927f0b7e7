import Matchers

/// A `beforeEach`, `justBeforeEach` or `afterEach` closure and where it was declared.
///
/// Hooks and examples are classes: every example reads the hooks of all its groups, and handing
/// on one reference costs less than copying a closure, a location and a kind in debug builds.
final class Hook {
    enum Kind: String {
        case beforeEach, justBeforeEach, afterEach
    }

    let kind: Kind
    let body: Body
    let location: SourceLocation

    init(kind: Kind, body: Body, location: SourceLocation) {
        self.kind = kind
        self.body = body
        self.location = location
    }
}

/// An `aroundEach` closure and where it was declared.
final class AroundHook {
    let body: AroundBody
    let location: SourceLocation

    init(body: AroundBody, location: SourceLocation) {
        self.body = body
        self.location = location
    }
}

/// A `beforeSuite` or `afterSuite` closure: run once per process.
struct SuiteHook {
    enum Kind: String {
        case beforeSuite, afterSuite
    }

    let kind: Kind
    let body: () throws -> Void
    let location: SourceLocation
}
