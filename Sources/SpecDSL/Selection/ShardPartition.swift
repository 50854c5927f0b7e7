/// Which shard each example of a test target runs in: a pure function of the examples' names
/// (the spec class's and the example's, `SpecClass.example_name`), so every machine and every run
/// of the same suite agrees.
///
/// By count: the examples that run are dealt out first, one to each shard in turn, in name order:
/// the spec classes by name, the examples of each by name. Then the examples reported as skipped
/// (disabled, or left out by focus) are dealt the same way, continuing where the first deal
/// stopped. Each example is in exactly one shard, and the shards' sizes differ by at most one,
/// both in all examples and in the examples that run.
///
/// By time, when the examples that run have recorded times (``ShardDurations``) and balancing
/// by them makes the slowest shard clearly faster than the deal by count would: the longest
/// first, each to the shard with the least time so far (see `dealByTime`). Then too each example
/// is in exactly one shard, and the partition is a pure function of the names and the times.
///
/// Either way, a repeated name's numbered examples (`does_x_2`, `does_x_3`) join the shard of
/// `does_x`: which example gets which of those names follows the order they are defined in, which
/// a loop over a `Dictionary` or a `Set` changes from process to process, so every shard runs all
/// of them or none (the sizes may then differ by more than one).
///
/// ```swift
/// let partition = ShardPartition([ShardPartition.SpecExamples(specName: "A", names: ["x", "y"], runs: [true, true]),
///                                 ShardPartition.SpecExamples(specName: "B", names: ["z"], runs: [true])], total: 2)
/// partition.shards  // [[0, 1], [0]]: A.x and B.z in the first shard, A.y in the second
/// ```
struct ShardPartition {
    /// The examples of one spec class to deal: the class's name, and each example's name and
    /// whether it runs.
    struct SpecExamples {
        let specName: String
        let names: [String]
        let runs: [Bool]
        /// Each example's recorded time in microseconds, `nil` for one without; empty when the
        /// class has none.
        var recorded: [Int?] = []
    }

    let total: Int
    /// The shard of each example, counting from 0: by class and by example, in the order given.
    let shards: [[Int]]
    /// Whether the examples were dealt by their recorded times rather than by count.
    let balancedByTime: Bool
    let specs: [SpecExamples]

    /// Deals the examples of `specs` over `total` shards (at least 1): by time when their
    /// recorded times make that worth it, else by count.
    init(_ specs: [SpecExamples], total: Int) {
        self.total = max(1, total)
        self.specs = specs
        // `String`'s `<` compares Unicode scalars after normalisation: the same on every
        // platform, whatever the locale.
        let classOrder = specs.indices.sorted { specs[$0].specName < specs[$1].specName }
        let exampleOrders = specs.map(Self.nameOrder)
        if let dealt = Self.dealByTime(specs, classOrder: classOrder, exampleOrders: exampleOrders, total: self.total) {
            shards = Self.keepingRepeatsTogether(dealt, specs)
            balancedByTime = true
            return
        }
        balancedByTime = false
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
        self.shards = Self.keepingRepeatsTogether(shards, specs)
    }

    /// `shards` with each numbered repeat of a name (`does_x_2`) in the shard of the name itself
    /// (`does_x`), when the class has both.
    private static func keepingRepeatsTogether(_ shards: [[Int]], _ specs: [SpecExamples]) -> [[Int]] {
        var shards = shards
        for (spec, examples) in specs.enumerated() {
            var positions: [Substring: Int]?
            for (position, name) in examples.names.enumerated() {
                guard let repeated = repeatedName(name) else { continue }
                // Most classes have no numbered name: the lookup is made for those that have.
                if positions == nil {
                    positions = Dictionary(examples.names.enumerated().map { (Substring($1), $0) }, uniquingKeysWith: { first, _ in first })
                }
                if let first = positions?[repeated] { shards[spec][position] = shards[spec][first] }
            }
        }
        return shards
    }

    /// `does_x` for a numbered repeat `does_x_2` (any number from 2); `nil` for any other name.
    static func repeatedName(_ name: String) -> Substring? {
        guard let last = name.utf8.last, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last),
              let underscore = name.lastIndex(of: "_") else { return nil }
        let number = name[name.index(after: underscore)...]
        guard number.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let value = Int(number), value >= 2,
              underscore != name.startIndex else { return nil }
        return name[..<underscore]
    }

    /// What every example that runs costs besides its recorded time, in microseconds: the
    /// resolution of the saved status, so that examples recorded as taking no time at all are
    /// still spread over the shards by count instead of all joining the shard with least time.
    static let costOfAnExample = 100

    /// How much faster, in microseconds, the slowest shard must get for the times to be used
    /// rather than the count: below that the difference is mostly the noise of short examples,
    /// and a deal by count keeps the shards' sizes within one, run after run.
    static let smallestGain = 100_000

    /// The shard of each example when dealt by recorded time, or `nil` when the deal by count
    /// stands: no example that runs has a time, or the times gain too little (the slowest shard
    /// predicted faster by less than a twentieth, or by less than ``smallestGain``).
    ///
    /// Each example that runs costs its recorded time plus ``costOfAnExample``; one without a
    /// time (a new example) costs the median of the recorded ones, as a typical example: a mean
    /// would let a few slow examples make every new one look slow. The examples are taken
    /// longest first, and by name among equal costs, and each goes to the shard with the least
    /// time so far; among those, the one with the fewest examples, then the first. The examples
    /// that do not run take no time: they are then dealt in name order, each to the shard with
    /// the fewest examples so far, then the first. Every step compares whole numbers and names, so
    /// the result depends on nothing else.
    private static func dealByTime(_ specs: [SpecExamples], classOrder: [Int], exampleOrders: [[Int]?], total: Int) -> [[Int]]? {
        guard specs.contains(where: { !$0.recorded.isEmpty }) else { return nil }
        // The examples in name order: those that run, with their times, and the others.
        var running: [(spec: Int, example: Int)] = []
        var recorded: [Int?] = []
        var skipped: [(spec: Int, example: Int)] = []
        for spec in classOrder {
            let examples = specs[spec]
            let order = exampleOrders[spec]
            var next = 0
            while next < examples.runs.count {
                let example = order?[next] ?? next
                if examples.runs[example] {
                    running.append((spec, example))
                    recorded.append(examples.recorded.isEmpty ? nil : examples.recorded[example])
                } else {
                    skipped.append((spec, example))
                }
                next += 1
            }
        }
        var known = recorded.compactMap { $0 }
        guard !known.isEmpty else { return nil }
        sortAscending(&known)
        let typical = known[(known.count - 1) / 2]
        let costs = recorded.map { ($0 ?? typical) + costOfAnExample }

        // What the deal by count would give: the example at position p in name order goes to shard p % total.
        var countLoads = [Int](repeating: 0, count: total)
        for (position, cost) in costs.enumerated() { countLoads[position % total] += cost }
        let countSlowest = countLoads.max() ?? 0

        // Longest first, then by name: one whole number per example, so that the sort compares
        // plain numbers rather than calling a closure that reads two arrays.
        let count = costs.count
        let mostCost = (costs.max() ?? 0) + 1
        guard mostCost <= Int.max / max(1, count) else { return nil }
        var longestFirst = [Int](repeating: 0, count: count)
        for position in 0..<count { longestFirst[position] = (mostCost - costs[position]) * count + position }
        sortAscending(&longestFirst)
        var least = LeastLoaded(shards: total)
        var shardOfRunning = [Int](repeating: 0, count: count)
        for key in longestFirst {
            let position = key % count
            shardOfRunning[position] = least.add(costs[position])
        }
        let slowest = least.loads.max() ?? 0
        guard countSlowest - slowest >= max(countSlowest / 20, smallestGain) else { return nil }

        var shards = specs.map { [Int](repeating: 0, count: $0.names.count) }
        for (position, place) in running.enumerated() { shards[place.spec][place.example] = shardOfRunning[position] }
        var fewest = LeastLoaded(shards: total, counts: least.counts)
        for place in skipped { shards[place.spec][place.example] = fewest.add(0) }
        return shards
    }

    /// Sorts `values` in ascending order: a merge sort of plain whole numbers, since the
    /// standard library's generic sort, unspecialized in a debug build, compares through
    /// protocol witnesses.
    static func sortAscending(_ values: inout [Int]) {
        let count = values.count
        guard count > 1 else { return }
        var other = [Int](repeating: 0, count: count)
        var sortedIntoOther = false
        values.withUnsafeMutableBufferPointer { first in
            other.withUnsafeMutableBufferPointer { second in
                // Plain pointers: a debug build calls out for each element of a buffer pointer.
                guard var from = first.baseAddress, var into = second.baseAddress else { return }
                var width = 1
                while width < count {
                    var start = 0
                    while start < count {
                        let middle = min(start + width, count)
                        let end = min(start + 2 * width, count)
                        var left = start
                        var right = middle
                        var next = start
                        while left < middle && right < end {
                            if from[right] < from[left] {
                                into[next] = from[right]
                                right += 1
                            } else {
                                into[next] = from[left]
                                left += 1
                            }
                            next += 1
                        }
                        while left < middle {
                            into[next] = from[left]
                            left += 1
                            next += 1
                        }
                        while right < end {
                            into[next] = from[right]
                            right += 1
                            next += 1
                        }
                        start = end
                    }
                    swap(&from, &into)
                    sortedIntoOther.toggle()
                    width *= 2
                }
            }
        }
        if sortedIntoOther { values = other }
    }

    /// The shards as a binary heap ordered by time so far, then examples so far, then index:
    /// the first is the one the next example goes to.
    private struct LeastLoaded {
        private(set) var loads: [Int]
        private(set) var counts: [Int]
        private var heap: [Int]

        init(shards: Int, counts: [Int]? = nil) {
            loads = [Int](repeating: 0, count: shards)
            self.counts = counts ?? [Int](repeating: 0, count: shards)
            heap = Array(0..<shards)
            var node = shards / 2
            while node > 0 {
                node -= 1
                sink(node)
            }
        }

        /// Gives an example costing `cost` to the first shard; returns that shard.
        mutating func add(_ cost: Int) -> Int {
            let shard = heap[0]
            loads[shard] += cost
            counts[shard] += 1
            sink(0)
            return shard
        }

        private func precedes(_ one: Int, _ other: Int) -> Bool {
            if loads[one] != loads[other] { return loads[one] < loads[other] }
            if counts[one] != counts[other] { return counts[one] < counts[other] }
            return one < other
        }

        private mutating func sink(_ start: Int) {
            var node = start
            while true {
                var first = node
                let left = 2 * node + 1
                let right = left + 1
                if left < heap.count, precedes(heap[left], heap[first]) { first = left }
                if right < heap.count, precedes(heap[right], heap[first]) { first = right }
                if first == node { return }
                heap.swapAt(node, first)
                node = first
            }
        }
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
