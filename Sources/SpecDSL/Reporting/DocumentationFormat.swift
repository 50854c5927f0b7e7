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
/// Results are added in the order they ran. A group is printed again when examples of another
/// group ran between two of its own, which a random order never does: it keeps each group's
/// examples together.
struct DocumentationFormat {
    let style: TerminalStyle
    /// The lines so far, joined by line breaks.
    private(set) var text: String
    /// The groups of the example before, outermost first: the configurations' and the class's
    /// root group (which have no description) included; and how many have a description.
    private var open: [ExampleGroup] = []
    private var depth = 0

    /// The tree of the class `specName`, with room for about `count` examples.
    init(of specName: String, style: TerminalStyle, count: Int = 0) {
        self.style = style
        text = specName
        text.reserveCapacity(count * 48)
    }

    mutating func add(_ result: ExampleResult) {
        switch result.subject {
        case .example(let example): add(example, result.outcome)
        case .failingCase(_, let name), .earlierExample(_, let name, _): add(failingCase: name, result.outcome)
        case .test: break
        }
    }

    /// Adds the cases of the class `qualifiedName` (`Module.CartSpec`) that earlier test processes
    /// of the run ended before one crashed: an example under its groups, as `plan` has it, other
    /// cases at the class's level. The tree printed after a crash still holds the whole class.
    mutating func addEarlierCases(of qualifiedName: String, plan: SpecPlan?, _ earlier: EarlierProcesses = .current) {
        guard earlier.isResumedRun else { return }
        var planned: [String: SpecPlan.PlannedExample] = [:]
        for example in plan?.examples ?? [] { planned[example.metadata.testName] = example }
        for ran in earlier.cases where ran.isSpecCase && !ran.crashed && ran.className == qualifiedName {
            if ran.isExample, let example = planned[ran.name] {
                add(example, ran.outcome)
            } else {
                add(ExampleResult(earlier: ran))
            }
        }
    }

    /// Adds a failing case of the class, at the class's level.
    mutating func add(failingCase name: String, _ outcome: ExampleResult.Outcome) {
        text += Self.lineStart(1)
        describe(name, outcome)
        open = []
    }

    /// Adds an example under its groups, printing those the example before was not in.
    mutating func add(_ example: SpecPlan.PlannedExample, _ outcome: ExampleResult.Outcome) {
        let groups = example.groups
        // Most examples share the group of the one before.
        if groups.count != open.count || (groups.count > 0 && groups[groups.count - 1] !== open[open.count - 1]) {
            var shared = 0
            while shared < open.count && shared < groups.count && open[shared] === groups[shared] { shared += 1 }
            // Groups without a description (outer ones) add no line and no indentation.
            depth = 0
            var level = 0
            while level < groups.count {
                if let description = groups[level].description {
                    depth += 1
                    if level >= shared {
                        text += Self.lineStart(depth)
                        text += description.onOneLine
                    }
                }
                level += 1
            }
            open = groups
        }
        text += Self.lineStart(depth + 1)
        if case .passed = outcome, !style.colors {
            text += example.metadata.description.onOneLine
        } else {
            describe(example.metadata.description.onOneLine, outcome)
        }
    }


    /// A line break and the indentation of `depth` levels.
    private static func lineStart(_ depth: Int) -> String {
        depth < lineStarts.count ? lineStarts[depth] : "\n" + String(repeating: "  ", count: depth)
    }

    private static let lineStarts = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

    private mutating func describe(_ name: String, _ outcome: ExampleResult.Outcome) {
        switch outcome {
        case .passed:
            text += style.passed(name)
        case .failed(let failures):
            let first = failures.first?.message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
            text += style.failed("\(name) (FAILED: \(first ?? "failed"))")
        case .skipped(let reason):
            text += style.skipped("\(name) (SKIPPED: \(reason))")
        case .pending(let reason):
            text += style.skipped("\(name) (PENDING: \(reason))")
        }
    }
}
