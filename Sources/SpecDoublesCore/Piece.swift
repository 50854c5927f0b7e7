import SpecDiscoveryCore

/// A token of the shared ``Lexer``, regrouped for reading declarations: `->` and `...` are one
/// piece each, and comments are attached to the piece that follows them (that is where a
/// `@mockable` mark is looked for).
struct Piece: Equatable {
    enum Kind: Equatable {
        case word(String)
        case punctuation(Character)
        case arrow
        case ellipsis
        case string
    }

    let kind: Kind
    let line: Int
    /// The comments right before this piece.
    var comments: [String] = []

    var word: String? {
        if case .word(let word) = kind { return word }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool { kind == .punctuation(character) }

    static func pieces(of source: String) -> [Piece] {
        var pieces: [Piece] = []
        var comments: [String] = []
        for token in Lexer.tokens(of: source, keepsComments: true) {
            let kind: Kind
            switch token.kind {
            case .comment(let text):
                comments.append(text)
                continue
            case .identifier(let name):
                kind = .word(name)
            case .string:
                kind = .string
            case .punctuation(let byte):
                let character = Character(Unicode.Scalar(byte))
                if character == ">", let last = pieces.last, last.isPunctuation("-"), last.comments.isEmpty, comments.isEmpty {
                    pieces[pieces.count - 1] = Piece(kind: .arrow, line: last.line)
                    continue
                }
                if character == ".", pieces.count >= 2, pieces[pieces.count - 1].isPunctuation("."),
                   pieces[pieces.count - 2].isPunctuation(".") {
                    pieces.removeLast()
                    pieces[pieces.count - 1] = Piece(kind: .ellipsis, line: pieces[pieces.count - 1].line)
                    continue
                }
                kind = .punctuation(character)
            }
            pieces.append(Piece(kind: kind, line: token.line, comments: comments))
            comments = []
        }
        return pieces
    }

    /// Swift source for a run of pieces of a type or clause: `[String: Int]`,
    /// `@escaping @Sendable (Int) -> Void`, `some Collection<Int>`.
    static func text<Pieces: Collection>(_ pieces: Pieces) -> String where Pieces.Element == Piece {
        var text = ""
        var previous: Piece?
        for piece in pieces {
            if let previous, needsSpace(between: previous, and: piece) { text += " " }
            switch piece.kind {
            case .word(let word): text += word
            case .punctuation(let character): text.append(character)
            case .arrow: text += "->"
            case .ellipsis: text += "..."
            case .string: text += "\"\""
            }
            previous = piece
        }
        return text
    }

    /// Attributes written before a type that take no arguments: a space follows them.
    private static let bareTypeAttributes: Set<String> = ["escaping", "Sendable", "MainActor", "autoclosure", "noescape"]

    private static func needsSpace(between left: Piece, and right: Piece) -> Bool {
        if left.kind == .arrow || right.kind == .arrow { return true }
        if left.isPunctuation(",") || left.isPunctuation(":") || left.isPunctuation("&") || right.isPunctuation("&") { return true }
        // `T.Output == V` in a where clause: one operator of two characters.
        if left.isPunctuation("=") && right.isPunctuation("=") { return false }
        if left.isPunctuation("=") || right.isPunctuation("=") { return true }
        guard let leftWord = left.word else {
            // `(Int) throws -> Void`, `[Int] where …`
            return right.word != nil && [")", "]", ">", "?", "!"].contains { left.isPunctuation($0) }
        }
        if right.word != nil { return true }
        if right.isPunctuation("(") || right.isPunctuation("@") {
            // `@escaping (Int) -> Void`, `throws(E)`, `any (P)`; `@isolated(any)` keeps its argument.
            return bareTypeAttributes.contains(leftWord) || ["some", "any", "inout", "async", "sending"].contains(leftWord)
                || right.isPunctuation("@")
        }
        return false
    }
}
