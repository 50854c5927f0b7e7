import SpecDiscoveryCore

/// Checks a spec file against the Guidelines and reports where it breaks them.
///
/// ```swift
/// let violations = SpecLinter.lint(source: text, file: "Tests/AppSpecs/LoginSpec.swift")
/// violations.forEach { print($0) }   // Tests/AppSpecs/LoginSpec.swift:12: warning: [one-expect] …
/// ```
///
/// Only code inside DSL calls (`describe`, `context`, `it`, hooks) is checked: doubles, helpers
/// and app code in the same file are not. A comment turns a rule off for one line:
/// `// spec-lint:disable-next-line one-expect` above it, or `// spec-lint:disable-line one-expect`
/// at its end; `// spec-lint:disable-file one-expect` turns it off for the whole file. Several rules
/// are separated by commas, and text after ` -- ` is the reason, for the reader.
package enum SpecLinter {
    /// - Parameters:
    ///   - source: the file's Swift source.
    ///   - file: the path to print in reports.
    ///   - rules: the rules to check; all by default.
    /// - Returns: the violations no opt-out comment covers, ordered by line.
    package static func lint(source: String, file: String, rules: Set<Rule> = Set(Rule.allCases)) -> [Violation] {
        let all = Lexer.tokens(of: source, keepsComments: true)
        let tokens = all.filter { $0.comment == nil }
        let optOuts = OptOuts(comments: all.filter { $0.comment != nil }, tokens: tokens)
        let tree = SpecTree(tokens: tokens)

        var found: [(line: Int, rule: Rule, message: String)] = []
        let checks: [(Rule, (SpecTree) -> [(line: Int, message: String)])] = [
            (.focused, focusedBlocks), (.oneExpect, examplesWithSeveralExpects), (.noWaiting, waiting),
            (.sharedInstance, sharedInstances), (.presentTense, descriptionsNotInPresentTense),
            (.sutFirst, subjectsNotFirst), (.afterEachNils, variablesLeftSet), (.uncalledClosure, uncalledClosures),
            (.largeGroup, largeGroups),
        ]
        for (rule, check) in checks where rules.contains(rule) {
            found += check(tree).map { ($0.line, rule, $0.message) }
        }
        var violations = found
            .filter { !optOuts.covers(line: $0.line, rule: $0.rule) }
            .map { Violation(file: file, line: $0.line, rule: $0.rule.rawValue, message: $0.message) }
        violations += optOuts.unknownRules.map {
            Violation(file: file, line: $0.line, rule: "unknown-rule", message:
                "spec-lint has no rule '\($0.name)'; the rules are \(Rule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return violations.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }
}

/// The `spec-lint:` comments of a file.
struct OptOuts {
    private var lines: [Int: Set<String>] = [:]
    private var file: Set<String> = []
    private(set) var unknownRules: [(line: Int, name: String)] = []

    init(comments: [Lexer.Token], tokens: [Lexer.Token]) {
        let codeLines = Set(tokens.map(\.line))
        for token in comments {
            guard let text = token.comment else { continue }
            for (directive, target) in [("disable-next-line", 1), ("disable-line", 0), ("disable-file", -1)] {
                guard let range = text.firstRange(of: "spec-lint:" + directive) else { continue }
                var names = String(text[range.upperBound...])
                if let reason = names.firstRange(of: " --") { names = String(names[..<reason.lowerBound]) }
                if names.hasSuffix("*/") { names.removeLast(2) }
                let rules = names.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
                for name in rules where Rule(rawValue: name) == nil {
                    unknownRules.append((token.line, name))
                }
                if rules.isEmpty { unknownRules.append((token.line, "(none given)")) }
                switch target {
                case -1:
                    file.formUnion(rules)
                case 0:
                    lines[token.line, default: []].formUnion(rules)
                default:
                    // The next line with code: a comment may span lines, or sit above another comment.
                    let lastLine = token.line + text.filter { $0 == "\n" }.count
                    let next = codeLines.filter { $0 > lastLine }.min() ?? lastLine + 1
                    lines[next, default: []].formUnion(rules)
                }
                break
            }
        }
    }

    func covers(line: Int, rule: Rule) -> Bool {
        file.contains(rule.rawValue) || lines[line]?.contains(rule.rawValue) == true
    }
}
