/// The rules about the shape of the example tree: focus, one expect per example, `sut` first,
/// and `afterEach` resetting its group's variables.
extension SpecLinter {
    static let focusedCalls: [String: String] = [
        "fit": "it", "fdescribe": "describe", "fcontext": "context", "fitBehavesLike": "itBehavesLike",
    ]

    static func focusedBlocks(_ tree: SpecTree) -> [(line: Int, message: String)] {
        // Any call of a focusing function, with or without a closure (`fitBehavesLike("…")`).
        tree.tokens.indices.compactMap { index in
            guard let word = tree.identifier(at: index), let plain = focusedCalls[word],
                  tree.isPunctuation(index + 1, "(") || tree.isPunctuation(index + 1, "{"),
                  !tree.isPunctuation(index - 1, "."), tree.identifier(at: index - 1) != "func"
            else { return nil }
            return (tree.tokens[index].line,
                    "'\(word)' runs only the focused examples and skips every other one in the target; use '\(plain)'")
        }
    }

    static let expectCalls: Set<String> = ["expect", "expecta"]

    static func examplesWithSeveralExpects(_ tree: SpecTree) -> [(line: Int, message: String)] {
        tree.allBlocks.filter { $0.kind == .example }.compactMap { example in
            let count = example.body.filter { index in
                guard let word = tree.identifier(at: index), expectCalls.contains(word) else { return false }
                return (tree.isPunctuation(index + 1, "(") || tree.isPunctuation(index + 1, "{"))
                    && !tree.isPunctuation(index - 1, ".") && tree.identifier(at: index - 1) != "func"
            }.count
            guard count > 1 else { return nil }
            return (example.line, "'\(example.call)' \(quoted(example.description)) has \(count) expects; "
                    + "give each its own 'it' so a failure names the one behaviour that broke")
        }
    }

    static func subjectsNotFirst(_ tree: SpecTree) -> [(line: Int, message: String)] {
        tree.roots.filter { $0.kind == .group && $0.call.hasSuffix("describe") }.compactMap { describe in
            guard let first = describe.variables.first, first.name != "sut" else { return nil }
            let declaresSut = describe.variables.contains { $0.name == "sut" }
            return (first.line, "the first variable of \(describe.call) \(quoted(describe.description)) is '\(first.name)'; "
                    + (declaresSut ? "move 'var sut' above it" : "declare 'var sut', the subject under test, first"))
        }
    }

    static func variablesLeftSet(_ tree: SpecTree) -> [(line: Int, message: String)] {
        tree.allBlocks.filter { $0.kind == .group && !$0.variables.isEmpty }.compactMap { group in
            let afterEaches = group.children.filter { $0.call == "afterEach" }
            guard let first = afterEaches.first else {
                let left = group.variables.filter { !$0.resetsItself }.map(\.name)
                guard !left.isEmpty else { return nil }
                let names = left.map { "'\($0)'" }.joined(separator: ", ")
                return (group.line, "\(group.call) \(quoted(group.description)) declares \(names) and has no afterEach that resets "
                        + "\(left.count == 1 ? "it" : "them"); add afterEach { \(left.map { "\($0) = nil" }.joined(separator: "; ")) }")
            }
            let assigned = Set(afterEaches.flatMap { hook in
                hook.body.compactMap { index -> String? in
                    guard let name = tree.identifier(at: index), tree.isPunctuation(index + 1, "="),
                          !tree.isPunctuation(index + 2, "="), !tree.isPunctuation(index - 1, ".")
                    else { return nil }
                    return name
                }
            })
            let left = group.variables.filter { !$0.resetsItself }.map(\.name).filter { !assigned.contains($0) }
            guard !left.isEmpty else { return nil }
            let names = left.map { "'\($0)'" }.joined(separator: ", ")
            return (first.line, "afterEach of \(group.call) \(quoted(group.description)) leaves \(names) set; "
                    + "add \(left.map { "\($0) = nil" }.joined(separator: ", "))")
        }
    }

    static func quoted(_ description: String?) -> String {
        "\"\(description ?? "")\""
    }
}
