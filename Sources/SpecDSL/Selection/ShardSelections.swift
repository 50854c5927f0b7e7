import Foundation
import Matchers

/// The examples of one test target that a shard runs, worked out once per process from the
/// whole target: `SPECKIT_FILTER` and focus apply first, then ``ShardPartition`` deals what is
/// left, by the examples' recorded times when it has them. Every spec class of the target then
/// keeps its examples in the shard.
///
/// ```swift
/// let inShard = target.shards.selection(Shard(index: 1, total: 8), filter: .fromEnvironment(), durations: .forThisRun, in: target)
/// let mine = inShard.examples(of: plan, among: selected)
/// ```
final class ShardSelections: Sendable {
    /// The examples of the target in one shard.
    struct Selection {
        /// For each spec class, by name: whether each of its examples, by position, is in the shard.
        fileprivate let members: [String: [Bool]]
        /// How many examples of the target are in the shard.
        let count: Int
        /// How many examples of the target the filter selects, in all shards.
        let targetCount: Int

        /// Those of `selected`, examples of `plan`, that are in the shard, in the order given.
        func examples(of plan: SpecPlan, among selected: [SpecPlan.PlannedExample]) -> [SpecPlan.PlannedExample] {
            guard let flags = members[plan.specName] else { return [] }
            var examples: [SpecPlan.PlannedExample] = []
            examples.reserveCapacity(selected.count)
            var index = 0
            while index < selected.count {
                if flags[selected[index].metadata.exampleIndex] { examples.append(selected[index]) }
                index += 1
            }
            return examples
        }
    }

    private let made = Locked<[String: Selection]>([:])

    /// The examples of `target` that `filter` selects and `shard` holds, balanced by `durations`
    /// when they hold the times of the examples that run.
    func selection(_ shard: Shard, filter: ExampleFilter, durations: ShardDurations, in target: TargetPlan) -> Selection {
        let key = "\(shard.index)/\(shard.total)/\(durations.key)/\(filter.lastFailures == nil ? "" : "failed/")\(filter.pattern ?? "")"
        return made.withLock { made in
            if let known = made[key] { return known }
            let selection = Self.make(shard, filter: filter, durations: durations, in: target)
            made[key] = selection
            return selection
        }
    }

    /// Deals the examples of `target` that `filter` selects over the shards, and keeps `shard`'s.
    private static func make(_ shard: Shard, filter: ExampleFilter, durations: ShardDurations, in target: TargetPlan) -> Selection {
        var specs: [ShardPartition.SpecExamples] = []
        var plans: [SpecPlan] = []
        var selections: [[SpecPlan.PlannedExample]] = []
        for plan in target.allPlans {
            // An invalid pattern selects nothing: each class reports it.
            let selected = (try? filter.select(plan.examples, in: plan.specName, qualifiedName: plan.qualifiedName).examples) ?? []
            let focus = target.hasFocusedExamples
            var names: [String] = []
            var runs: [Bool] = []
            var recorded: [Int?] = []
            var anyRecorded = false
            let prefix = plan.qualifiedName + "."
            names.reserveCapacity(selected.count)
            runs.reserveCapacity(selected.count)
            var index = 0
            while index < selected.count {
                let planned = selected[index]
                names.append(planned.metadata.testName)
                runs.append(planned.disabledReason == nil && (!focus || planned.isFocused))
                if !durations.microseconds.isEmpty {
                    let time = durations.microseconds[prefix + planned.metadata.testName]
                    anyRecorded = anyRecorded || time != nil
                    recorded.append(time)
                }
                index += 1
            }
            specs.append(ShardPartition.SpecExamples(specName: plan.specName, names: names, runs: runs, recorded: anyRecorded ? recorded : []))
            plans.append(plan)
            selections.append(selected)
        }
        let partition = ShardPartition(specs, total: shard.total)
        var members: [String: [Bool]] = [:]
        var count = 0
        for (index, plan) in plans.enumerated() {
            var flags = [Bool](repeating: false, count: plan.examples.count)
            let selected = selections[index]
            let shards = partition.shards[index]
            var position = 0
            while position < selected.count {
                if shards[position] == shard.index {
                    flags[selected[position].metadata.exampleIndex] = true
                    count += 1
                }
                position += 1
            }
            members[plan.specName] = flags
        }
        return Selection(members: members, count: count, targetCount: partition.count)
    }
}
