import Matchers

/// A `describe` or `context` group (or the root group of a spec class): its hooks and children
/// in definition order.
///
/// Groups are built once by `SpecBuilder` while `spec()` runs and only read afterwards.
/// `@unchecked Sendable`: nothing changes them once planned.
final class ExampleGroup: @unchecked Sendable {
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

    // `@exclusivity(unchecked)`: only the `append` methods write them, calling no other code, so
    // no access can overlap a write; a debug build would otherwise call the run time's access
    // tracking on each read (planning reads every group's lists once per group of examples inside
    // it).
    @exclusivity(unchecked) private(set) var children: [Child] = []
    /// The group's `beforeEach` and `aroundEach` hooks in declaration order.
    @exclusivity(unchecked) private(set) var setUps: [SetUp] = []
    @exclusivity(unchecked) private(set) var justBefores: [Hook] = []
    @exclusivity(unchecked) private(set) var afters: [Hook] = []
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
        if hook.body.isAsync { hasAsyncHooks = true }
    }

    func append(_ hook: AroundHook) {
        setUps.append(.around(hook))
        if hook.body.isAsync { hasAsyncHooks = true }
    }

    /// Whether any of the group's own hooks is `async`: kept as hooks are added.
    @exclusivity(unchecked) private(set) var hasAsyncHooks = false

    /// Whether the group has an `aroundEach` hook.
    var hasAroundHooks: Bool {
        setUps.contains { if case .around = $0 { return true } else { return false } }
    }

    /// The group's hooks (it has no children), without the `aroundEach` hooks that are not
    /// `async` when `async` is `true`, or that are otherwise.
    func keepingAroundHooks(async: Bool) -> ExampleGroup {
        let kept = ExampleGroup(description: description, location: location, mark: mark)
        for setUp in setUps {
            switch setUp {
            case .before(let hook): kept.append(hook)
            case .around(let hook) where hook.body.isAsync == async: kept.append(hook)
            case .around: break
            }
        }
        for hook in justBefores { kept.append(hook) }
        for hook in afters { kept.append(hook) }
        kept.timeout = timeout
        return kept
    }
}

/// An `it`: the example's description, body and where it was declared (a class, like `Hook`).
final class Example: @unchecked Sendable {
    let description: String
    let body: Body
    let location: SourceLocation
    let mark: Mark
    /// Whether the closure was written on the main actor (where it must run), not nonisolated.
    let isMainActor: Bool

    init(description: String, body: Body, location: SourceLocation, mark: Mark, isMainActor: Bool = false) {
        self.description = description
        self.body = body
        self.location = location
        self.mark = mark
        self.isMainActor = isMainActor
    }
}
