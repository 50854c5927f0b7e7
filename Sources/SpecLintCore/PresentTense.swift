/// The present-tense rule: descriptions read as a sentence about what the code does now.
///
/// A heuristic, tuned to flag rarely but surely: the first word of a description is checked.
/// Modal and past auxiliaries ("should", "will", "did", …) are flagged everywhere but the top
/// `describe` (the subject's name). A past-tense verb ("returned", "threw") is flagged only in an
/// `it`, and only when no verb follows, because "nested groups run first" or "cached values are
/// reused" start with a participle used as an adjective.
extension SpecLinter {
    static let auxiliaries: Set<String> = ["should", "shall", "will", "would", "did", "was", "were", "had"]
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
            let modal: Set<String> = ["should", "shall", "will", "would"]
            let suggestion = words.count > 1 && modal.contains(first)
                ? "; write \"\(presentTense(of: afterFirstWord(of: Substring(description))))\"" : ""
            return "starts with '\(first)' rather than the present tense\(suggestion)"
        }
        guard isExample, isPast(first), !words.dropFirst().contains(where: laterVerbs.contains) else { return nil }
        return "starts with the past tense '\(first)'; say what the code does now, e.g. \"returns …\", not \"returned …\""
    }

    private static func isPast(_ word: String) -> Bool {
        if irregularPast.contains(word) { return true }
        return word.count > 3 && word.hasSuffix("ed") && !word.hasSuffix("eed") && !notPast.contains(word)
    }

    /// The text after the first word and the spaces after it, as written.
    private static func afterFirstWord(of text: Substring) -> Substring {
        let start = text.drop(while: \.isWhitespace)
        return start.drop(while: { !$0.isWhitespace }).drop(while: \.isWhitespace)
    }

    /// "return nil" → "returns nil", "be empty" → "is empty", "not crash" → "does not crash"; the
    /// words after the verb stay as written ("parse 3 URLs" → "parses 3 URLs").
    static func presentTense(of text: Substring) -> String {
        let word = text.prefix { !$0.isWhitespace }
        let rest = afterFirstWord(of: text)
        // A word that is not all letters ("--", "3") is no verb to conjugate.
        guard !word.isEmpty, word.allSatisfy(\.isLetter) else { return String(text) }
        let verb = word.lowercased()
        if verb != "not", adverbs.contains(verb) {
            return rest.isEmpty ? String(word) : word + " " + presentTense(of: rest)  // "never run" → "never runs"
        }
        let conjugated: String
        switch verb {
        case "be": conjugated = "is"
        case "have": conjugated = "has"
        case "not": conjugated = "does not"
        case "do": conjugated = "does"
        case "go": conjugated = "goes"
        default:
            if ["s", "sh", "ch", "x", "z"].contains(where: verb.hasSuffix) {
                conjugated = verb + "es"
            } else if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
                conjugated = verb.dropLast() + "ies"
            } else {
                conjugated = verb + "s"
            }
        }
        return rest.isEmpty ? conjugated : conjugated + " " + rest
    }
}
