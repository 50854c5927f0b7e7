/// The rule about how many examples one expression holds.
extension SpecLinter {
    /// The most examples one expression may hold.
    package static let largeGroupLimit = 50

    /// A group written directly in a function body (`describe` in `spec()`) is one expression for
    /// the type checker, together with every group, hook and example nested in it, and the time to
    /// solve it grows with the square of what it holds. Nested `context`s do not split it; top-level
    /// groups do, and so does a local function: its body is type-checked statement by statement.
    static func largeGroups(_ tree: SpecTree) -> [(line: Int, message: String)] {
        var counts: [Int: Int] = [:]
        for block in tree.allBlocks where block.kind == .example {
            counts[block.expression, default: 0] += 1
        }
        return tree.allBlocks.compactMap { block in
            guard block.kind == .group, block.expression == block.start, let count = counts[block.start],
                  count > largeGroupLimit
            else { return nil }
            return (block.line, "\(block.call) \(quoted(block.description)) holds \(count) examples in one expression, "
                    + "which the type checker solves in time growing with the square of their number; split it into "
                    + "top-level groups of at most \(largeGroupLimit) examples, or declare its examples in a local function")
        }
    }
}
