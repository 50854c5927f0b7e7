/// Finds a smallest set of items that still makes a failure happen, by delta debugging: it asks
/// about ever smaller parts of the set, each in the items' original relative order, and keeps
/// a part that still fails.
///
/// ```swift
/// let found = FailureMinimizer.minimize(Array(1...8)) { $0.contains(3) && $0.contains(6) ? .fails : .passes }
/// // found.items == [3, 6], found.isComplete == true
/// ```
///
/// The set it starts from is taken to fail. The set it returns fails, and leaving out any one of
/// its items makes it pass (when `isComplete`), so it is minimal, though not always the smallest
/// of all such sets. Each part is asked about once. `fails` may answer `stop` (a limit on time
/// or runs): the search then ends with the smallest failing set found so far.
enum FailureMinimizer {
    /// What a part of the set does.
    enum Verdict: Equatable, Sendable {
        case fails
        case passes
        /// Ask no more: the search ends with the smallest failing set found so far.
        case stop
    }

    /// A failing set: minimal when `isComplete`, else the smallest found before the search stopped.
    struct Found<Item> {
        let items: [Item]
        let isComplete: Bool
    }

    /// The smallest failing part of `items` found, in the items' order; `fails` says what a part,
    /// given in the items' order, does.
    static func minimize<Item>(_ items: [Item], fails: ([Item]) -> Verdict) -> Found<Item> {
        var current = Array(items.indices)
        var granularity = 2
        var asked: [[Int]: Bool] = [:]
        // The verdict of the part `indices`, asked once; `nil` to stop.
        func failing(_ indices: [Int]) -> Bool? {
            if let known = asked[indices] { return known }
            switch fails(indices.map { items[$0] }) {
            case .stop: return nil
            case let verdict:
                asked[indices] = verdict == .fails
                return verdict == .fails
            }
        }
        func found(complete: Bool) -> Found<Item> { Found(items: current.map { items[$0] }, isComplete: complete) }

        while current.count >= 2 {
            let parts = split(current, into: min(granularity, current.count))
            var next: (indices: [Int], granularity: Int)?
            for part in parts {
                guard let fails = failing(part) else { return found(complete: false) }
                if fails {
                    next = (part, 2)
                    break
                }
            }
            // With two parts, each one's complement is the other part, asked already.
            if next == nil, parts.count > 2 {
                for left in parts.indices {
                    let complement = parts.indices.filter { $0 != left }.flatMap { parts[$0] }
                    guard let fails = failing(complement) else { return found(complete: false) }
                    if fails {
                        next = (complement, max(granularity - 1, 2))
                        break
                    }
                }
            }
            if let next {
                current = next.indices
                granularity = next.granularity
            } else if granularity >= current.count {
                break
            } else {
                granularity = min(granularity * 2, current.count)
            }
        }
        return found(complete: true)
    }

    /// `indices` cut into `count` runs of neighbours, as even in size as can be.
    static func split(_ indices: [Int], into count: Int) -> [[Int]] {
        var parts: [[Int]] = []
        var start = 0
        for part in 0..<count {
            let end = start + (indices.count - start) / (count - part)
            parts.append(Array(indices[start..<end]))
            start = end
        }
        return parts.filter { !$0.isEmpty }
    }
}
