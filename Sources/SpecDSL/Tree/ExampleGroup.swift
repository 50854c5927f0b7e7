import Matchers

/// A `describe` or `context` group (or the root group of a spec class): its hooks and children
/// in definition order.
///
/// Groups are built once by `SpecBuilder` while `spec()` runs and only read afterwards.
final class ExampleGroup {
    enum Child {
        case group(ExampleGroup)
        case example(Example)
    }

    /// `nil` for the root group of a spec class, which adds nothing to example names.
    let description: String?
    let location: SourceLocation
    let mark: Mark
    /// A `beforeEach` or an `aroundEach`: they run in declaration order, each `aroundEach`
    /// wrapping what its group declares after it (Quick's order).
    enum SetUp {
        case before(Hook)
        case around(AroundHook)
    }

    private(set) var children: [Child] = []
    /// The group's `beforeEach` and `aroundEach` hooks in declaration order.
    private(set) var setUps: [SetUp] = []
    private(set) var justBefores: [Hook] = []
    private(set) var afters: [Hook] = []
    /// The longest an example of this group (and of the groups inside it) with async closures
    /// may run, when set with `exampleTimeout(_:)`.
    var timeout: Duration?

    init(description: String?, location: SourceLocation, mark: Mark) {
        self.description = description
        self.location = location
        self.mark = mark
    }

    func append(_ child: Child) { children.append(child) }

    func append(_ hook: Hook) {
        switch hook.kind {
        case .beforeEach: setUps.append(.before(hook))
        case .justBeforeEach: justBefores.append(hook)
        case .afterEach: afters.append(hook)
        }
    }

    func append(_ hook: AroundHook) { setUps.append(.around(hook)) }

    var hasAsyncHooks: Bool {
        setUps.contains { $0.isAsync } || justBefores.contains { $0.body.isAsync } || afters.contains { $0.body.isAsync }
    }
}

extension ExampleGroup.SetUp {
    var isAsync: Bool {
        switch self {
        case .before(let hook): hook.body.isAsync
        case .around(let hook): hook.body.isAsync
        }
    }
}

/// An `it`: the example's description, body and where it was declared.
struct Example {
    let description: String
    let body: Body
    let location: SourceLocation
    let mark: Mark
}
