import SpecDiscoveryCore

/// The DSL calls of a spec file as a tree: groups, examples and hooks with their closures, and the
/// variables each group declares directly. Built from tokens only, so it works on any file, also one
/// that does not compile yet.
struct SpecTree {
    enum Kind: Equatable {
        case group, example, hook
    }

    struct Variable: Equatable {
        let name: String
        let line: Int
        /// A `@TestState var`: SpecKit resets it after each example, no `afterEach` needed.
        var resetsItself = false
    }

    struct Block {
        /// The word used: `describe`, `fit`, `afterEach`, …
        let call: String
        let kind: Kind
        let line: Int
        /// The first argument when it is a string literal: `"sets the value"`.
        let description: String?
        /// The index of the call's first token and the indices of the tokens inside its closure.
        let start: Int
        let body: Range<Int>
        /// The `start` of the outermost block of the expression this block is part of: the DSL call
        /// written directly in a function body (`spec()`, a local function), which the compiler
        /// type-checks together with every closure nested in it.
        var expression = 0
        var children: [Block] = []
        /// `var`s declared directly in a group's closure, in order.
        var variables: [Variable] = []
    }

    static let groups: Set<String> = [
        "describe", "fdescribe", "xdescribe", "context", "fcontext", "xcontext", "sharedExamples",
    ]
    static let examples: Set<String> = ["it", "fit", "xit"]
    static let hooks: Set<String> = ["beforeEach", "afterEach", "justBeforeEach", "aroundEach"]

    let tokens: [Lexer.Token]
    /// For each bracket token, the index of the bracket that closes or opens it.
    let partner: [Int: Int]
    /// The blocks that are not inside another block.
    private(set) var roots: [Block] = []
    /// Every block of the tree, parents before their children.
    private(set) var allBlocks: [Block] = []

    /// - Parameter tokens: the file's tokens without comments.
    init(tokens: [Lexer.Token]) {
        self.tokens = tokens
        partner = Self.pairBrackets(tokens)
        var top = Block(call: "", kind: .group, line: 0, description: nil, start: 0, body: 0..<tokens.count)
        collect(in: 0..<tokens.count, direct: true, expression: nil, into: &top)
        roots = top.children
        var all: [Block] = []
        func visit(_ block: Block) {
            all.append(block)
            block.children.forEach(visit)
        }
        roots.forEach(visit)
        allBlocks = all
    }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isPunctuation(character)
    }

    func identifier(at index: Int) -> String? {
        index >= 0 && index < tokens.count ? tokens[index].identifier : nil
    }

    /// Reads the DSL calls and direct `var`s in `range` into `parent`. Braces that are not DSL
    /// closures (`for`, `if`, helper closures) are looked into, but what they declare is not the group's.
    /// `expression` is the start of the outermost DSL call around `range` in the same expression, nil
    /// in a function body, where each statement is type-checked on its own.
    private func collect(in range: Range<Int>, direct: Bool, expression: Int?, into parent: inout Block) {
        var index = range.lowerBound
        while index < range.upperBound {
            if var block = block(at: index, limit: range.upperBound) {
                block.expression = expression ?? block.start
                if block.kind == .group {
                    collect(in: block.body, direct: true, expression: block.expression, into: &block)
                }
                parent.children.append(block)
                index = block.body.upperBound + 1
                continue
            }
            if identifier(at: index) == "func", let open = functionBody(after: index, limit: range.upperBound),
               let close = partner[open], close <= range.upperBound {
                collect(in: (open + 1)..<close, direct: false, expression: nil, into: &parent)
                index = close + 1
                continue
            }
            if isPunctuation(index, "{"), let close = partner[index], close <= range.upperBound {
                collect(in: (index + 1)..<close, direct: false, expression: expression, into: &parent)
                index = close + 1
                continue
            }
            if direct, identifier(at: index) == "var", let name = identifier(at: index + 1) {
                parent.variables.append(Variable(name: name, line: tokens[index + 1].line, resetsItself: isTestState(before: index)))
            }
            index += 1
        }
    }

    /// The `{` of the body of the function declared by the `func` at `index`: the first brace after
    /// it outside its parentheses (default values may hold closures). Nil for a requirement without
    /// a body.
    private func functionBody(after index: Int, limit: Int) -> Int? {
        var cursor = index + 1
        while cursor < limit {
            if isPunctuation(cursor, "{") { return cursor }
            if isPunctuation(cursor, "}") || identifier(at: cursor) == "func" { return nil }
            if isPunctuation(cursor, "("), let close = partner[cursor] {
                cursor = close + 1
                continue
            }
            cursor += 1
        }
        return nil
    }

    /// Whether the `var` at `index` is wrapped in `@TestState` (`@TestState var`, `@TestState(…) var`).
    private func isTestState(before index: Int) -> Bool {
        var position = index - 1
        while position > 0, tokens[position].line == tokens[index].line {
            if identifier(at: position) == "TestState", isPunctuation(position - 1, "@") { return true }
            position -= 1
        }
        return false
    }

    /// The DSL call starting at `index`, if one does: `it("…") {`, `describe("…") {`, `beforeEach {`,
    /// `afterEach { metadata in`. Groups and examples need a string description, which keeps a
    /// `context(…)` of other code from being read as a group.
    private func block(at index: Int, limit: Int) -> Block? {
        guard let word = identifier(at: index), !isPunctuation(index - 1, "."), identifier(at: index - 1) != "func" else {
            return nil
        }
        let kind: Kind
        if Self.groups.contains(word) {
            kind = .group
        } else if Self.examples.contains(word) {
            kind = .example
        } else if Self.hooks.contains(word) {
            kind = .hook
        } else {
            return nil
        }
        var cursor = index + 1
        var description: String?
        if isPunctuation(cursor, "("), let close = partner[cursor] {
            description = tokens.indices.contains(cursor + 1) ? tokens[cursor + 1].string : nil
            cursor = close + 1
        }
        if kind != .hook && description == nil { return nil }
        guard cursor < limit, isPunctuation(cursor, "{"), let close = partner[cursor], close < limit else { return nil }
        return Block(
            call: word, kind: kind, line: tokens[index].line, description: description,
            start: index, body: (cursor + 1)..<close)
    }

    private static func pairBrackets(_ tokens: [Lexer.Token]) -> [Int: Int] {
        let closers: [Character: Character] = ["}": "{", ")": "(", "]": "["]
        var open: [(index: Int, bracket: Character)] = []
        var pairs: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let byte) = token.kind else { continue }
            let character = Character(UnicodeScalar(byte))
            if character == "{" || character == "(" || character == "[" {
                open.append((index, character))
            } else if let opener = closers[character] {
                // Unbalanced code (a file mid-edit): drop unclosed openers of another kind.
                while let last = open.last, last.bracket != opener { open.removeLast() }
                if let last = open.popLast() {
                    pairs[last.index] = index
                    pairs[index] = last.index
                }
            }
        }
        return pairs
    }
}
