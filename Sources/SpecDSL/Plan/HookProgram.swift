/// The order in which an example's hooks and the example itself run, planned once for all the
/// examples directly in one group: Quick's order, as one list of steps that both the synchronous
/// and the `async` run of an example follow (`ExampleRun`).
///
/// ```text
/// for each group, outermost first (the Configuration hooks first of all):
///     the group's beforeEach and aroundEach hooks, in declaration order; an aroundEach wraps
///     what its group declares after it, the nested groups and the example:
///         … the next group …
///             justBeforeEach hooks of all groups, outermost first
///             the example
///     the group's afterEach hooks, in declaration order (after its aroundEach hooks returned)
/// ```
///
/// When a step stops the example (it threw, or `StopTest`), the run goes on at the step's
/// `resume` position: the `afterEach` hooks of the groups entered so far, which always run.
struct HookProgram {
    enum Step {
        /// A `beforeEach` or a `justBeforeEach`; if it stops the example, go on at `resume`.
        case setUp(Hook, resume: Int)
        /// An `aroundEach`: it wraps the steps up to `end` (its own group's `afterEach` hooks),
        /// and the run goes on at `end` when it returns.
        case around(AroundHook, end: Int)
        /// The example; if it stops, go on at `resume`.
        case example(resume: Int)
        /// An `afterEach`: it never stops the steps after it.
        case tearDown(Hook)
    }

    let steps: [Step]
    /// Whether a step is `async`: such an example runs as async code.
    let isAsync: Bool

    /// Plans the steps for an example inside `groups`, outermost first.
    init(groups: [ExampleGroup]) {
        var steps: [Step] = []
        // Where each group's afterEach hooks start: known once the set-up steps are laid out.
        var pendingResume: [(step: Int, group: Int)] = []
        var isAsync = false
        for (index, group) in groups.enumerated() {
            for setUp in group.setUps {
                switch setUp {
                case .before(let hook):
                    pendingResume.append((steps.count, index))
                    steps.append(.setUp(hook, resume: 0))
                case .around(let hook):
                    pendingResume.append((steps.count, index))
                    steps.append(.around(hook, end: 0))
                }
            }
            if group.hasAsyncHooks { isAsync = true }
        }
        let innermost = groups.count - 1
        for group in groups {
            for hook in group.justBefores {
                pendingResume.append((steps.count, innermost))
                steps.append(.setUp(hook, resume: 0))
            }
        }
        pendingResume.append((steps.count, innermost))
        steps.append(.example(resume: 0))
        var aftersStart = [Int](repeating: 0, count: groups.count)
        for index in groups.indices.reversed() {
            aftersStart[index] = steps.count
            for hook in groups[index].afters { steps.append(.tearDown(hook)) }
        }
        for (step, group) in pendingResume {
            let position = groups.isEmpty ? steps.count : aftersStart[group]
            switch steps[step] {
            case .setUp(let hook, _): steps[step] = .setUp(hook, resume: position)
            case .around(let hook, _): steps[step] = .around(hook, end: position)
            case .example: steps[step] = .example(resume: position)
            case .tearDown: break
            }
        }
        self.steps = steps
        self.isAsync = isAsync
    }
}
