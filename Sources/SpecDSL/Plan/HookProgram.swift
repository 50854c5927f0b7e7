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
        // Counts first, so that each step is written once with its resume position. Index loops:
        // planning runs for every group of every spec, in the debug builds `swift test` uses.
        let groupCount = groups.count
        var setUpCount = 0
        var afterCount = 0
        var isAsync = false
        var index = 0
        while index < groupCount {
            let group = groups[index]
            setUpCount += group.setUps.count + group.justBefores.count
            afterCount += group.afters.count
            if group.hasAsyncHooks { isAsync = true }
            index += 1
        }
        // The example comes right after the set-up steps, and the innermost group's afterEach
        // hooks right after it; the outermost group's are last.
        let innermostResume = setUpCount + 1
        var steps: [Step] = []
        steps.reserveCapacity(innermostResume + afterCount)
        // Where the group's afterEach hooks start: the end, less its own and the outer groups'
        // (counted down as the loop goes inwards, so that no array of positions is needed).
        var aftersStart = innermostResume + afterCount
        index = 0
        while index < groupCount {
            let group = groups[index]
            aftersStart -= group.afters.count
            let setUps = group.setUps
            var hook = 0
            while hook < setUps.count {
                switch setUps[hook] {
                case .before(let before): steps.append(.setUp(before, resume: aftersStart))
                case .around(let around): steps.append(.around(around, end: aftersStart))
                }
                hook += 1
            }
            index += 1
        }
        index = 0
        while index < groupCount {
            let justBefores = groups[index].justBefores
            var hook = 0
            while hook < justBefores.count {
                steps.append(.setUp(justBefores[hook], resume: innermostResume))
                hook += 1
            }
            index += 1
        }
        steps.append(.example(resume: innermostResume))
        index = groupCount
        while index > 0 {
            index -= 1
            let afters = groups[index].afters
            var hook = 0
            while hook < afters.count {
                steps.append(.tearDown(afters[hook]))
                hook += 1
            }
        }
        self.steps = steps
        self.isAsync = isAsync
    }
}
