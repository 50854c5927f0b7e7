/// Which shard each example of a test target runs in: a pure function of the examples' full
/// names (`SpecClass.example_name`), so every machine and every run of the same suite agrees.
///
/// The examples that run are dealt out first, in name order, one to each shard in turn; then
/// the examples reported as skipped (disabled, or left out by focus), the same way, continuing
/// where the first deal stopped. Each example is in exactly one shard, and both the examples
/// that run and all examples differ by at most one from shard to shard.
///
/// ```swift
/// let partition = ShardPartition(running: ["A.x", "A.y", "B.z"], skipped: [], total: 2)
/// partition.shard(of: "A.y")  // 1
/// partition.members(of: 0)    // ["A.x", "B.z"]
/// ```
struct ShardPartition {
    let total: Int
    private let assignment: [String: Int]
    private let dealt: [String]

    /// Deals `running` and then `skipped` over `total` shards (at least 1).
    init(running: [String], skipped: [String], total: Int) {
        self.total = max(1, total)
        // Unicode scalar order: the same on every platform, whatever the locale.
        let inOrder: ([String]) -> [String] = { names in names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) } }
        dealt = inOrder(running) + inOrder(skipped)
        var assignment = [String: Int](minimumCapacity: dealt.count)
        for (position, name) in dealt.enumerated() where assignment[name] == nil {
            assignment[name] = position % self.total
        }
        self.assignment = assignment
    }

    /// The shard, counting from 0, that the example named `name` is in; `nil` for a name not dealt.
    func shard(of name: String) -> Int? { assignment[name] }

    /// The names in the shard at `index` (counting from 0), in the order they were dealt.
    func members(of index: Int) -> [String] {
        dealt.enumerated().compactMap { position, name in position % total == index ? name : nil }
    }

    /// How many examples were dealt in all.
    var count: Int { dealt.count }
}
