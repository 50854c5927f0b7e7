import Tables

/// What ``analyze(sentence:)`` finds in a simple English sentence.
struct SentenceAnalysis: Equatable, TestableOutput {
    let subject: String
    let action: String
    let averageSyllablesPerWord: Double

    /// TestKit's way: the table names only the facts it cares about; every key it names is checked.
    func validate(expected: TableDictionary) -> Bool {
        expected.value("subject", matches: subject)
            && expected.value("action", matches: action)
            && expected.valueIfPresent("average-syllables", matches: averageSyllablesPerWord)
    }
}

struct SentenceAnalysisError: TestableError, Equatable {
    enum ErrorType: String {
        case NoSubject, NoVerb
    }

    let type: ErrorType

    func validate(expected: TableDictionary) -> Bool {
        expected.value("type", matches: type.rawValue)
    }
}

/// A deliberately small analyser: a few word lists and rules, enough for the seed's sentences.
///
/// The subject phrase is everything before the first verb; a phrase that is empty or starts with
/// a preposition has no subject. The subject is its last word that is not an article or a
/// quantifier; the action is the stem of the first verb that is not an auxiliary.
func analyze(sentence: String) throws(SentenceAnalysisError) -> SentenceAnalysis {
    let words = sentence.lowercased().split(separator: " ").map { String($0.filter { $0.isLetter || $0 == "'" || $0 == "-" }) }
    let firstVerb = words.firstIndex { isAuxiliary($0) || verbStem($0) != nil }
    let subjectPhrase = words[..<(firstVerb ?? words.endIndex)]
    guard let first = subjectPhrase.first, !prepositions.contains(first),
          let subject = subjectPhrase.last(where: { !articles.contains($0) && !quantifiers.contains($0) }) else {
        throw SentenceAnalysisError(type: .NoSubject)
    }
    guard let firstVerb, let action = words[firstVerb...].lazy.compactMap(verbStem).first else {
        throw SentenceAnalysisError(type: .NoVerb)
    }
    let syllables = words.reduce(0) { $0 + syllableCount($1) }
    return SentenceAnalysis(subject: subject, action: action, averageSyllablesPerWord: Double(syllables) / Double(words.count))
}

private let articles: Set = ["the", "a", "an"]
private let quantifiers: Set = ["all", "both", "each", "some"]
private let prepositions: Set = ["in", "on", "onto", "at", "to", "under", "with"]
private let auxiliaries: Set = ["is", "are", "was", "were", "will", "would", "have", "has", "had", "can", "be"]
private let verbs: Set = ["jump", "dry", "like", "run", "eat", "sleep"]

private func isAuxiliary(_ word: String) -> Bool { auxiliaries.contains(word) }

/// `jumped` → `jump`, `drying` → `dry`, `liked` → `like`; `nil` for words that are not known verbs.
private func verbStem(_ word: String) -> String? {
    let candidates = [word] + ["ing", "ed", "d", "s"].compactMap { suffix in
        word.hasSuffix(suffix) ? String(word.dropLast(suffix.count)) : nil
    }
    return candidates.first { verbs.contains($0) }
}

/// Vowel groups, less a silent final `e` or `ed`; `-ing` is a syllable of its own. Compounds the
/// rules get wrong are listed.
private func syllableCount(_ word: String) -> Int {
    if let known = irregularSyllables[word] { return known }
    if word.contains("-") { return word.split(separator: "-").reduce(0) { $0 + syllableCount(String($1)) } }
    if word.hasSuffix("ing") && word.count > 4 { return syllableCount(String(word.dropLast(3))) + 1 }
    var groups = 0
    var previousWasVowel = false
    for character in word {
        let isVowel = "aeiouy".contains(character)
        if isVowel && !previousWasVowel { groups += 1 }
        previousWasVowel = isVowel
    }
    if groups > 1 && word.hasSuffix("e") { groups -= 1 }
    if groups > 1 && word.hasSuffix("ed") && !word.hasSuffix("ted") && !word.hasSuffix("ded") { groups -= 1 }
    return max(groups, 1)
}

private let irregularSyllables = ["clothesline": 2]
