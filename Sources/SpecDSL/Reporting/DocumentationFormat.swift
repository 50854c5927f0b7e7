/// One spec class's results as `SPECKIT_FORMAT=documentation` prints them: the class, then each
/// group on a line of its own, indented two spaces per level, and each example under its group
/// with its outcome, like RSpec's documentation format.
///
/// ```text
/// FailingSpec
///   Failing
///     passes
///     fails on purpose (FAILED: expected to equal <2>, got <1>)
///     is disabled (PENDING: disabled with xit)
///   left_empty__empty_group (FAILED: "left empty" has no examples: add an it(…) to it, or remove it)
/// ```
///
/// A group is printed again when examples of another group ran between two of its own, which
/// a random order never does: it keeps each group's examples together.
struct DocumentationFormat {
    let style: TerminalStyle

    /// The lines of the class `specName` with `results` in the order they ran.
    func lines(of specName: String, _ results: [ExampleResult]) -> [String] {
        var lines = [specName]
        var open: [ExampleGroup] = []
        for result in results {
            guard let example = result.example else {
                lines.append("  " + describe(result.name, result.outcome))
                open = []
                continue
            }
            let groups = example.groups.filter { $0.description != nil }
            var shared = 0
            while shared < min(open.count, groups.count) && open[shared] === groups[shared] { shared += 1 }
            for depth in shared..<groups.count {
                lines.append(String(repeating: "  ", count: depth + 1) + (groups[depth].description ?? ""))
            }
            open = groups
            lines.append(String(repeating: "  ", count: groups.count + 1) + describe(example.metadata.description, result.outcome))
        }
        return lines
    }

    private func describe(_ text: String, _ outcome: ExampleResult.Outcome) -> String {
        switch outcome {
        case .passed:
            return style.passed(text)
        case .failed(let failures):
            let first = failures.first?.message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
            return style.failed("\(text) (FAILED: \(first ?? "failed"))")
        case .skipped(let reason):
            return style.skipped("\(text) (SKIPPED: \(reason))")
        case .pending(let reason):
            return style.skipped("\(text) (PENDING: \(reason))")
        }
    }
}
