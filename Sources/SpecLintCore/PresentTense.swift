/// The present-tense rule: descriptions read as a sentence about what the code does now.
///
/// A heuristic, tuned to flag rarely but surely: the first word of a description is checked.
/// Modal and past auxiliaries ("should", "will", "did", …) are flagged everywhere but the top
/// `describe` (the subject's name). A past-tense verb ("returned", "threw") is flagged only in an
/// `it`, and only when no verb follows, because "nested groups run first" or "cached values are
/// reused" start with a participle used as an adjective.
extension SpecLinter {
    /// The modals a suggestion rewrites: "should return" → "returns", "won't crash" → "does not crash".
    static let modals: Set<String> = ["should", "shall", "will", "would", "shouldn't", "shan't", "won't", "wouldn't"]
    static let auxiliaries = modals.union(["did", "was", "were", "had", "didn't", "wasn't", "weren't", "hadn't"])
    static let irregularPast: Set<String> = [
        "threw", "sent", "got", "ran", "wrote", "took", "gave", "made", "began", "went", "came", "became",
        "built", "caught", "brought", "saw", "told", "knew", "did", "kept",
    ]
    /// Words ending in -ed that are not past tense.
    static let notPast: Set<String> = ["embed", "shred", "wed", "bed", "red", "shed", "sled", "bred"]
    /// When one of these follows the first word, that word starts a noun phrase, not a verb phrase.
    static let laterVerbs: Set<String> = [
        "is", "are", "was", "were", "has", "have", "does", "do", "gets", "get", "stays", "stay", "remains",
        "remain", "runs", "run", "keeps", "keep", "becomes", "become", "fails", "fail", "passes", "pass",
        "returns", "return", "throws", "throw", "can", "cannot",
    ]

    static let adverbs: Set<String> = ["never", "always", "still", "only", "also", "just", "again", "first"]
    /// Verbs that end like an adverb (`quickly`): "apply the filter" is no adverb before a verb.
    static let verbsEndingInLy: Set<String> = ["apply", "reply", "supply", "multiply", "comply", "imply", "tally", "rally", "bully"]

    static func descriptionsNotInPresentTense(_ tree: SpecTree) -> [(line: Int, message: String)] {
        let topDescribes = Set(tree.roots.filter { $0.kind == .group }.map(\.start))
        return tree.allBlocks.compactMap { block in
            guard block.kind != .hook, !topDescribes.contains(block.start), let description = block.description,
                  let problem = tenseProblem(description, isExample: block.kind == .example)
            else { return nil }
            return (block.line, "\(block.call)(\"\(description)\") \(problem)")
        }
    }

    /// Why the description is not in the present tense, or `nil` when it reads fine.
    static func tenseProblem(_ description: String, isExample: Bool) -> String? {
        let words = description.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        guard let first = words.first else { return nil }
        if auxiliaries.contains(first) {
            let rest = modals.contains(first) ? afterAuxiliary(in: Substring(description)) : nil
            let suggestion = rest.flatMap { first.hasSuffix("n't") ? presentTense(of: Substring("not " + $0)) : presentTense(of: $0) }
            return "starts with '\(first)' rather than the present tense" + (suggestion.map { "; write \"\($0)\"" } ?? "")
        }
        guard isExample, isPast(first), !words.dropFirst().contains(where: laterVerbs.contains) else { return nil }
        return "starts with the past tense '\(first)'; say what the code does now, e.g. \"returns …\", not \"returned …\""
    }

    private static func isPast(_ word: String) -> Bool {
        if irregularPast.contains(word) { return true }
        return word.count > 3 && word.hasSuffix("ed") && !word.hasSuffix("eed") && !notPast.contains(word)
    }

    /// The text after the description's first word (a modal such as "should"), as written: after
    /// the spaces or the hyphen that follow it (`should-not crash`); `nil` when other punctuation
    /// follows (`should, when empty, return nil`), which no suggestion can rewrite simply.
    private static func afterAuxiliary(in text: Substring) -> Substring? {
        let word = text.drop { !$0.isLetter }.drop { $0.isLetter || $0 == "'" }
        guard let next = word.first, next.isWhitespace || next == "-" else { return nil }
        let rest = word.drop { $0.isWhitespace || $0 == "-" }
        return rest.isEmpty ? nil : rest
    }

    /// "return nil" → "returns nil", "be empty" → "is empty", "not crash" → "does not crash", "not
    /// be nil" → "is not nil"; the words after the verb stay as written ("parse 3 URLs" → "parses
    /// 3 URLs"). `nil` when the first word is no verb it can conjugate ("--", "3").
    static func presentTense(of text: Substring) -> String? {
        let word = text.prefix { !$0.isWhitespace }
        let rest = text.dropFirst(word.count).drop(while: \.isWhitespace)
        guard !word.isEmpty, word.allSatisfy(\.isLetter) else { return nil }
        let verb = word.lowercased()
        func then(_ start: String, _ rest: Substring) -> String { rest.isEmpty ? start : start + " " + rest }
        // "be" and "have been" take "not" and adverbs after them: "not be nil" → "is not nil",
        // "never be empty" → "is never empty", "not have been called" → "has not been called".
        let isAdverb = verb != "not" && (adverbs.contains(verb) || (verb.count > 4 && verb.hasSuffix("ly") && !verbsEndingInLy.contains(verb)))
        if verb == "not" || isAdverb {
            let next = rest.prefix { !$0.isWhitespace }
            let afterNext = rest.dropFirst(next.count).drop(while: \.isWhitespace)
            let inserted = verb == "not" ? "not" : String(word)
            if next.lowercased() == "be" { return then("is " + inserted, afterNext) }
            if next.lowercased() == "have", afterNext.prefix(while: { !$0.isWhitespace }).lowercased() == "been" {
                return then("has " + inserted, afterNext)
            }
            // "never run" → "never runs", "quickly parse" → "quickly parses", "not crash" → "does not crash".
            return verb == "not" ? then("does not", rest) : presentTense(of: rest).map { word + " " + $0 }
        }
        let conjugated: String
        switch verb {
        case "be": conjugated = "is"
        case "have": conjugated = "has"
        case "do": conjugated = "does"
        case "go": conjugated = "goes"
        default:
            if ["s", "sh", "ch", "x", "z", "o"].contains(where: verb.hasSuffix) {
                conjugated = verb + "es"
            } else if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
                conjugated = verb.dropLast() + "ies"
            } else {
                conjugated = verb + "s"
            }
        }
        return then(conjugated, rest)
    }
}
