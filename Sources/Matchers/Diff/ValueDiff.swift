/// The line diff appended to a failure when both values are large.
///
/// ```text
/// expected to equal <…>, got <…>
///
/// Difference (- expected, + actual):
///   [
///     1,
/// -   2,
/// +   5,
///     3
///   ]
/// ```
enum ValueDiff {
    /// Values whose one-line rendering is at least this long get a diff.
    static let largeValueLength = 40
    /// Unchanged lines shown around each change.
    static let context = 2
    /// Beyond this many lines on either side, the diff is skipped (it would cost too much).
    static let maxLines = 4_000

    /// The diff of two values, or `nil` when they are small (the one-line message says it all)
    /// or render identically.
    static func lines(expected: Any, actual: Any) -> String? {
        guard isLarge(expected), isLarge(actual) else { return nil }
        let old = StructuralDump.lines(of: expected)
        let new = StructuralDump.lines(of: actual)
        guard old != new, old.count <= maxLines, new.count <= maxLines else { return nil }
        return "Difference (- expected, + actual):\n" + format(edits(old, new)).joined(separator: "\n")
    }

    private static func isLarge(_ value: Any) -> Bool {
        let text = Matchers.render(value)
        return text.count >= largeValueLength || text.contains("\n")
    }

    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// A minimal edit script (longest common subsequence of lines).
    static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        // Trim the common prefix and suffix first: most diffs change a few lines in the middle.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])

        // The table below is |a|·|b| integers; past a million cells show the changed middle as
        // one removed block and one added block rather than spend the memory.
        guard a.count * b.count <= 1_000_000 else {
            return old[..<prefix].map(Edit.same) + a.map(Edit.removed) + b.map(Edit.added)
                + old[(old.count - suffix)...].map(Edit.same)
        }
        // lengths[i][j]: LCS length of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result = old[..<prefix].map(Edit.same)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(.same(a[i])); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                if i < a.count, lengths[i][j + 1] == lengths[i + 1][j] {
                    result.append(.removed(a[i])); i += 1
                } else {
                    result.append(.added(b[j])); j += 1
                }
            } else {
                result.append(.removed(a[i])); i += 1
            }
        }
        result += old[(old.count - suffix)...].map(Edit.same)
        return result
    }

    /// Prefixes lines with `- `, `+ ` or two spaces and folds long unchanged runs.
    static func format(_ edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var out: [String] = []
        var skipped = 0
        for (index, edit) in edits.enumerated() {
            switch edit {
            case let .removed(line): out.append("- " + line)
            case let .added(line): out.append("+ " + line)
            case let .same(line):
                let near = changed.contains { abs($0 - index) <= context }
                if near {
                    if skipped > 0 { out.append("  … (\(skipped) unchanged)"); skipped = 0 }
                    out.append("  " + line)
                } else {
                    skipped += 1
                }
            }
        }
        if skipped > 0 { out.append("  … (\(skipped) unchanged)") }
        return out
    }
}
