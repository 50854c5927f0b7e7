import Matchers

/// A `beforeEach`, `justBeforeEach` or `afterEach` closure and where it was declared.
struct Hook {
    enum Kind: String {
        case beforeEach, justBeforeEach, afterEach
    }

    let kind: Kind
    let body: Body
    let location: SourceLocation
}

/// An `aroundEach` closure and where it was declared.
struct AroundHook {
    let body: AroundBody
    let location: SourceLocation
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
