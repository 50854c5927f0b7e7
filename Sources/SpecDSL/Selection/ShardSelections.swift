import Foundation

/// The examples of one test target that a shard runs, worked out once per process from the
/// whole target: `SPECKIT_FILTER` and focus apply first, then ``ShardPartition`` deals what is
/// left. Every spec class of the target then keeps its examples in the shard.
///
/// ```swift
/// let inShard = target.shards.selection(Shard(index: 1, total: 8), filter: .fromEnvironment(), in: target)
/// let mine = plan.examples.filter { inShard.contains($0) }
/// ```
final class ShardSelections: @unchecked Sendable {
    /// The examples of the target in one shard.
    struct Selection {
        fileprivate let members: Set<ObjectIdentifier>
        /// How many examples of the target the filter selects, in all shards.
        let targetCount: Int

        /// Whether `planned` is in the shard.
        func contains(_ planned: SpecPlan.PlannedExample) -> Bool { members.contains(ObjectIdentifier(planned)) }

        /// How many examples of the target are in the shard.
        var count: Int { members.count }
    }

    private let lock = NSLock()
    private var made: [String: Selection] = [:]

    /// The examples of `target` that `filter` selects and `shard` holds.
    func selection(_ shard: Shard, filter: ExampleFilter, in target: TargetPlan) -> Selection {
        let key = "\(shard.index)/\(shard.total)/\(filter.pattern ?? "")"
        lock.lock()
        defer { lock.unlock() }
        if let known = made[key] { return known }
        var running: [String] = []
        var skipped: [String] = []
        var byName: [String: SpecPlan.PlannedExample] = [:]
        for plan in target.allPlans {
            // An invalid pattern selects nothing: each class reports it.
            let selected = (try? filter.select(plan.examples, in: plan.specName).examples) ?? []
            for planned in selected {
                let name = "\(plan.specName).\(planned.metadata.testName)"
                byName[name] = planned
                let runs = planned.disabledReason == nil && (!target.hasFocusedExamples || planned.isFocused)
                if runs { running.append(name) } else { skipped.append(name) }
            }
        }
        let partition = ShardPartition(running: running, skipped: skipped, total: shard.total)
        let members = Set(partition.members(of: shard.index).compactMap { byName[$0].map(ObjectIdentifier.init) })
        let selection = Selection(members: members, targetCount: partition.count)
        made[key] = selection
        return selection
    }
}
