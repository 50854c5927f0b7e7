/// The `beforeEach`, `justBeforeEach` and `afterEach` hooks of an example's groups, flattened in
/// the order they run: computed once per innermost group instead of walking every group's hook
/// arrays for every example (in the debug builds `swift test` uses, that walk cost more than the
/// hooks themselves).
///
/// Only for groups none of which has an `aroundEach` (`isFlat`); with one, `ExampleExecution`
/// walks the groups as before. The outermost group (a target's `Configuration` hooks) may gain
/// hooks after the plans were made, when a later target's `Configuration` is prepared: the chain
/// remembers how many hooks it had and is rebuilt when that changed. The other groups are complete
/// once planned.
final class HookChain {
    /// Whether no group has an `aroundEach`: otherwise the lists below are empty and unused.
    let isFlat: Bool
    /// Every group's `beforeEach` hooks, outermost group first, each group's in declaration order.
    let befores: [Hook]
    /// For the `beforeEach` at the same position: where in `afters` the hooks of the groups
    /// entered so far begin (a group is entered when its first set-up hook starts), for when it
    /// stops the example.
    let aftersFrom: [Int]
    let justBefores: [Hook]
    /// Every group's `afterEach` hooks as they run when every group was entered: innermost group
    /// first, each group's in declaration order. The outer groups' hooks are a suffix.
    let afters: [Hook]

    private let outermost: ExampleGroup?
    private let outermostHookCount: Int
    private let groupCount: Int

    init(groups: [ExampleGroup]) {
        // Index loops and `append` only: built once per innermost group, but `+=`, `reduce`,
        // `reversed()` and `for … in` are generic calls costing thousands of instructions each in
        // the debug builds `swift test` uses (more than the walk this replaces).
        let count = groups.count
        outermost = count > 0 ? groups[0] : nil
        outermostHookCount = count > 0 ? groups[0].hookCount : 0
        groupCount = count
        var flat = true
        var afterCount = 0
        var index = 0
        while index < count {
            let group = groups[index]
            if group.hasAroundHooks { flat = false }
            afterCount += group.afters.count
            index += 1
        }
        isFlat = flat
        var befores: [Hook] = []
        var aftersFrom: [Int] = []
        var justBefores: [Hook] = []
        var afters: [Hook] = []
        if flat {
            // The afters of the groups inside group `index` run before its own.
            var aftersOfInnerGroups = afterCount
            index = 0
            while index < count {
                let group = groups[index]
                aftersOfInnerGroups -= group.afters.count
                let setUps = group.setUps
                var position = 0
                while position < setUps.count {
                    if case .before(let hook) = setUps[position] {
                        befores.append(hook)
                        aftersFrom.append(aftersOfInnerGroups)
                    }
                    position += 1
                }
                let ownJustBefores = group.justBefores
                position = 0
                while position < ownJustBefores.count {
                    justBefores.append(ownJustBefores[position])
                    position += 1
                }
                index += 1
            }
            while index > 0 {
                index -= 1
                let ownAfters = groups[index].afters
                var position = 0
                while position < ownAfters.count {
                    afters.append(ownAfters[position])
                    position += 1
                }
            }
        }
        self.befores = befores
        self.aftersFrom = aftersFrom
        self.justBefores = justBefores
        self.afters = afters
    }

    /// Whether the chain still describes `groups`: the outermost group gained no hooks since.
    func describes(_ groups: [ExampleGroup]) -> Bool {
        guard groups.count == groupCount, groupCount > 0, let outermost else { return groupCount == 0 && groups.isEmpty }
        let first = groups[0]
        return first === outermost && first.hookCount == outermostHookCount
    }
}
