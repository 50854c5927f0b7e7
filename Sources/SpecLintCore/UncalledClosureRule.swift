/// The rule about closures and functions that `expect` takes as its value instead of calling them.
extension SpecLinter {
    /// The entry points whose value form takes a closure in parentheses as the value.
    static let valueExpectCalls: Set<String> = ["expect", "expects", "expecta"]

    /// `expect({ … })` and `expect(f)` with a function `f` of the same file: under `import Matchers`
    /// the closure or function itself is the actual value, so `toNot(beNil())` passes without
    /// running it. (Matchers fails a closure in parentheses at run time; a function passed by name
    /// it cannot tell from an optional closure property, which is why this rule exists.)
    static func uncalledClosures(_ tree: SpecTree) -> [(line: Int, message: String)] {
        let indices = tree.tokens.indices
        // Nimble and `NimbleCompat` call both forms.
        if indices.contains(where: { tree.identifier(at: $0) == "import" && ["Nimble", "NimbleCompat"].contains(tree.identifier(at: $0 + 1)) }) {
            return []
        }
        // A name that is also a variable or a closure's parameter somewhere in the file (`let count =
        // await inbox.count()`) may be that value: only a name that is never one is reported.
        let values = Set(indices.compactMap { index -> String? in
            if let word = tree.identifier(at: index), word == "let" || word == "var" { return tree.identifier(at: index + 1) }
            return tree.identifier(at: index + 1) == "in" ? tree.identifier(at: index) : nil
        })
        let functions = Set(indices.compactMap { tree.identifier(at: $0) == "func" ? tree.identifier(at: $0 + 1) : nil })
            .subtracting(values)
        return specCode(tree).compactMap { index in
            guard let word = tree.identifier(at: index), valueExpectCalls.contains(word), tree.isPunctuation(index + 1, "(")
            else { return nil }
            let line = tree.tokens[index].line
            // `expect({ … }())` calls it: only a closure that the `)` closes is the value.
            if tree.isPunctuation(index + 2, "{"), let close = tree.partner[index + 2], tree.isPunctuation(close + 1, ")") {
                return (line, "'\(word)({ … })' judges the closure itself and never calls it; write \(word) { … } "
                        + "(a trailing closure), or import NimbleCompat")
            }
            // `f` or `self.f`, alone in the parentheses.
            let name = tree.identifier(at: index + 2) == "self" && tree.isPunctuation(index + 3, ".") ? index + 4 : index + 2
            guard let function = tree.identifier(at: name), functions.contains(function),
                  tree.isPunctuation(name + 1, ")") else { return nil }
            return (line, "'\(word)(\(function))' judges the function '\(function)' itself and never calls it; "
                    + "write \(word)(\(function)()) or \(word) { \(function)() }, or import NimbleCompat")
        }
    }
}
