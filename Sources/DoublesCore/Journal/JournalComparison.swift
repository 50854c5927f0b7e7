/// Compares the calls a journal recorded with the calls a spec expected, and explains the
/// difference: which calls are missing, which are unexpected, which happened out of order.
struct JournalComparison {
    let expected: [String]
    let actual: [String]

    /// Expected calls that did not happen (counting repeats).
    var missing: [String] { Self.subtract(actual, from: expected) }

    /// Calls that happened but were not expected (counting repeats).
    var unexpected: [String] { Self.subtract(expected, from: actual) }

    /// Calls that were expected and happened, but not where expected: the common calls that
    /// fall outside the longest run both orders share.
    var outOfOrder: [String] {
        let common = Self.subtract(unexpected, from: actual)
        let wanted = Self.subtract(missing, from: expected)
        let kept = Self.longestCommonSubsequence(wanted, common)
        return Self.subtract(kept, from: common)
    }

    var matchesInOrder: Bool { expected == actual }
    var matchesInAnyOrder: Bool { missing.isEmpty && unexpected.isEmpty }

    /// The lines explaining the difference, one group per kind.
    func explanation(includingOrder: Bool) -> [String] {
        var lines: [String] = []
        if !missing.isEmpty { lines.append("missing: " + missing.joined(separator: ", ")) }
        if !unexpected.isEmpty { lines.append("unexpected: " + unexpected.joined(separator: ", ")) }
        if includingOrder, !outOfOrder.isEmpty { lines.append("out of order: " + outOfOrder.joined(separator: ", ")) }
        return lines
    }

    /// The assertion that passes for the calls that happened, ready to paste.
    static func suggestion(journal: String, calls: [String], anyOrder: Bool) -> String {
        let order = anyOrder ? ", inAnyOrder: true" : ""
        guard !calls.isEmpty else { return "expect(\(journal)).to(haveReceivedNothing())" }
        let list = calls.map { "    " + String(reflecting: $0) + "," }.joined(separator: "\n")
        return "expect(\(journal)).to(haveReceived([\n\(list)\n]\(order)))"
    }

    /// `from` without one occurrence of each element of `removed`.
    static func subtract(_ removed: [String], from list: [String]) -> [String] {
        var remaining = Dictionary(removed.map { ($0, 1) }, uniquingKeysWith: +)
        return list.filter { element in
            guard let count = remaining[element], count > 0 else { return true }
            remaining[element] = count - 1
            return false
        }
    }

    static func longestCommonSubsequence(_ lhs: [String], _ rhs: [String]) -> [String] {
        guard !lhs.isEmpty, !rhs.isEmpty else { return [] }
        var lengths = Array(repeating: Array(repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in stride(from: lhs.count - 1, through: 0, by: -1) {
            for j in stride(from: rhs.count - 1, through: 0, by: -1) {
                lengths[i][j] = lhs[i] == rhs[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < lhs.count && j < rhs.count {
            if lhs[i] == rhs[j] {
                result.append(lhs[i])
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
