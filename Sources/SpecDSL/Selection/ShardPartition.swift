/// Which shard each example of a test target runs in: a pure function of the examples' names
/// (the spec class's and the example's, `SpecClass.example_name`), so every machine and every run
/// of the same suite agrees.
///
/// The examples that run are dealt out first, one to each shard in turn, in name order: the spec
/// classes by name, the examples of each by name. Then the examples reported as skipped (disabled,
/// or left out by focus) are dealt the same way, continuing where the first deal stopped. Each
/// example is in exactly one shard, and the shards' sizes differ by at most one, both in all
/// examples and in the examples that run.
///
/// ```swift
/// let partition = ShardPartition(running: ["A.x", "A.y", "B.z"], skipped: [], total: 2)
/// partition.shard(of: "A.y")  // 1
/// partition.members(of: 0)    // ["A.x", "B.z"]
/// ```
struct ShardPartition {
    /// The examples of one spec class to deal: the class's name, and each example's name and
    /// whether it runs.
    struct SpecExamples {
        let specName: String
        let names: [String]
        let runs: [Bool]
    }

    let total: Int
    /// The shard of each example, counting from 0: by class and by example, in the order given.
    let shards: [[Int]]
    private let specs: [SpecExamples]

    /// Deals the examples of `specs` over `total` shards (at least 1).
    init(_ specs: [SpecExamples], total: Int) {
        self.total = max(1, total)
        self.specs = specs
        // `String`'s `<` compares Unicode scalars after normalisation: the same on every
        // platform, whatever the locale.
        let classOrder = specs.indices.sorted { specs[$0].specName < specs[$1].specName }
        let exampleOrders = specs.map(Self.nameOrder)
        var shards = specs.map { [Int](repeating: 0, count: $0.names.count) }
        var position = 0
        for dealingRunning in [true, false] {
            for spec in classOrder {
                let runs = specs[spec].runs
                let order = exampleOrders[spec]
                var dealt = shards[spec]
                shards[spec] = []  // one owner while dealing: no copy of the array
                var next = 0
                while next < runs.count {
                    let example = order?[next] ?? next
                    if runs[example] == dealingRunning {
                        dealt[example] = position % self.total
                        position += 1
                    }
                    next += 1
                }
                shards[spec] = dealt
            }
        }
        self.shards = shards
    }

    /// The positions of `spec`'s examples in name order; `nil` when they are given in name order.
    private static func nameOrder(_ spec: SpecExamples) -> [Int]? {
        let names = spec.names
        var index = 1
        while index < names.count {
            if !(names[index - 1] < names[index]) { return names.indices.sorted { names[$0] < names[$1] } }
            index += 1
        }
        return nil
    }

    /// Deals full names (`SpecClass.example_name`): those in `running` first, then `skipped`.
    init(running: [String], skipped: [String], total: Int) {
        var byClass: [String: (names: [String], runs: [Bool])] = [:]
        for (names, runs) in [(running, true), (skipped, false)] {
            for fullName in names {
                let parts = fullName.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let specName = String(parts[0])
                byClass[specName, default: ([], [])].names.append(parts.count > 1 ? String(parts[1]) : "")
                byClass[specName, default: ([], [])].runs.append(runs)
            }
        }
        self.init(byClass.map { SpecExamples(specName: $0.key, names: $0.value.names, runs: $0.value.runs) }, total: total)
    }

    /// The shard, counting from 0, of the example named `fullName`; `nil` for a name not dealt.
    func shard(of fullName: String) -> Int? {
        for (spec, examples) in specs.enumerated() {
            for (index, name) in examples.names.enumerated() where "\(examples.specName).\(name)" == fullName {
                return shards[spec][index]
            }
        }
        return nil
    }

    /// The full names in the shard at `index` (counting from 0), in name order.
    func members(of index: Int) -> [String] {
        var names: [String] = []
        for (spec, examples) in specs.enumerated() {
            for (example, name) in examples.names.enumerated() where shards[spec][example] == index {
                names.append("\(examples.specName).\(name)")
            }
        }
        return names.sorted()
    }

    /// How many examples were dealt in all.
    var count: Int { shards.reduce(0) { $0 + $1.count } }

    /// The shard, counting from 0, that reports the cases of the spec class `specName` that are
    /// no example (its definition issues, or the one case of a class without examples): the same
    /// on every machine, from the name alone (FNV-1a of its UTF-8 bytes).
    static func home(ofSpec specName: String, total: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in specName.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(max(1, total)))
    }
}
