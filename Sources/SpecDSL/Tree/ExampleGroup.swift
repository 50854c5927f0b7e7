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
    private(set) var children: [Child] = []
    private(set) var befores: [Hook] = []
    private(set) var justBefores: [Hook] = []
    private(set) var afters: [Hook] = []
    private(set) var arounds: [AroundHook] = []

    init(description: String?, location: SourceLocation, mark: Mark) {
        self.description = description
        self.location = location
        self.mark = mark
    }

    func append(_ child: Child) { children.append(child) }

    func append(_ hook: Hook) {
        switch hook.kind {
        case .beforeEach: befores.append(hook)
        case .justBeforeEach: justBefores.append(hook)
        case .afterEach: afters.append(hook)
        }
    }

    func append(_ hook: AroundHook) { arounds.append(hook) }

    var hasAsyncHooks: Bool {
        befores.contains { $0.body.isAsync } || justBefores.contains { $0.body.isAsync }
            || afters.contains { $0.body.isAsync } || arounds.contains { $0.body.isAsync }
    }

}

/// An `it`: the example's description, body and where it was declared.
struct Example {
    let description: String
    let body: Body
    let location: SourceLocation
    let mark: Mark
}
