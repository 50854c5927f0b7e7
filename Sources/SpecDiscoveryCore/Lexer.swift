/// Splits Swift source into the few tokens discovery and spec-lint need: identifiers and keywords,
/// punctuation, string literals, and the line each starts on. String literals (with interpolation,
/// multi-line and raw forms) are single tokens and comments are skipped (or kept, for spec-lint's
/// opt-out comments), so a `class` inside them is never seen as code. Numbers and regex literals
/// (`#/…/#`, and `/…/` where an expression starts) are skipped, so a `"` or `{` inside one is not
/// read as code either.
package struct Lexer {
    package struct Token: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            case identifier(String)
            case punctuation(UInt8)
            /// The literal's text between its delimiters, as written (escapes and interpolations unexpanded).
            case string(String)
            /// The comment's text, with its `//` or `/*` `*/`; only when comments are kept.
            case comment(String)
        }

        package let kind: Kind
        package let line: Int

        package var identifier: String? {
            if case .identifier(let name) = kind { return name }
            return nil
        }

        package var string: String? {
            if case .string(let text) = kind { return text }
            return nil
        }

        package var comment: String? {
            if case .comment(let text) = kind { return text }
            return nil
        }

        package func isPunctuation(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue else { return false }
            return kind == .punctuation(ascii)
        }
    }

    private let bytes: [UInt8]
    private let keepsComments: Bool
    private var index = 0
    private var line = 1
    /// Whether the last thing read ends an operand (`x`, `1`, `"s"`, `)`): a `/` after it divides,
    /// anywhere else it may open a regex literal.
    private var afterOperand = false
    /// The line of a multi-line string, block comment or regex literal still open at the end.
    private var unterminatedLine: Int?
    /// How many string literals the one being read is inside (through interpolations).
    private var stringDepth = 0
    /// Deeper than the compiler nests anything: such a file is read no further, as one whose
    /// literal never ends, instead of exhausting the stack.
    private static let deepestString = 256

    init(source: String, keepsComments: Bool = false) {
        bytes = Array(Self.withLineFeeds(source).utf8)
        self.keepsComments = keepsComments
    }

    /// `source` with each line break a line feed. Swift also ends a line at `\r\n` and at a lone
    /// `\r`; read as they are, a `//` comment would run to the end of a file with `\r` line breaks,
    /// and `\r\n` is a single `Character` that splitting on `"\n"` does not split.
    package static func withLineFeeds(_ source: String) -> String {
        guard source.utf8.contains(UInt8(ascii: "\r")) else { return source }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.utf8.count)
        var afterReturn = false
        for byte in source.utf8 {
            if byte == UInt8(ascii: "\n") && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = byte == UInt8(ascii: "\r")
            bytes.append(afterReturn ? UInt8(ascii: "\n") : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// - Parameters:
    ///   - source: Swift source text.
    ///   - keepsComments: whether comments become `.comment` tokens instead of being skipped.
    /// - Returns: the tokens in source order.
    package static func tokens(of source: String, keepsComments: Bool = false) -> [Token] {
        scan(source, keepsComments: keepsComments).tokens
    }

    /// The tokens of `source`, and the line of a literal or comment that never ends, if any: in a
    /// file the compiler accepts that means the lexer lost its way there, and what follows it was
    /// read wrongly (discovery must then fail rather than miss the spec classes after it).
    package static func scan(_ source: String, keepsComments: Bool = false) -> (tokens: [Token], unterminatedLine: Int?) {
        var lexer = Lexer(source: source, keepsComments: keepsComments)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return (tokens, lexer.unterminatedLine)
    }

    /// Keywords after which an expression starts, so a `/` after them may open a regex literal.
    private static let expressionKeywords: Set<String> = [
        "return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "else", "switch", "is", "as",
        "yield", "repeat", "some", "any", "each",
    ]

    mutating func next() -> Token? {
        guard let token = nextToken() else { return nil }
        switch token.kind {
        case .identifier(let name): afterOperand = !Self.expressionKeywords.contains(name)
        case .string: afterOperand = true
        case .punctuation(let byte):
            switch byte {
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): afterOperand = true
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                // Attached to the operand before it, postfix (`x!`, `x?`): still an operand; after
                // a space, an operator (`a ?? /x/`, `a ? /x/ : /y/`).
                if index >= 2, Self.isSpaceOrNewline(bytes[index - 2]) { afterOperand = false }
            default: afterOperand = false
            }
        case .comment: break
        }
        return token
    }

    private mutating func nextToken() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let (start, begin) = (line, index)
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                if keepsComments { return Token(kind: .comment(text(begin..<index)), line: start) }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let (start, begin) = (line, index)
                skipBlockComment()
                if keepsComments { return Token(kind: .comment(text(begin..<index)), line: start) }
            case UInt8(ascii: "/") where (!afterOperand || startsInPrefixPosition()) && bareRegexEnd() != nil:
                index = (bareRegexEnd() ?? index) + 1
                afterOperand = true
            case UInt8(ascii: "#") where startsExtendedRegex():
                skipExtendedRegex()
                afterOperand = true
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                guard startsString() else {
                    index += 1
                    return Token(kind: .punctuation(byte), line: line)
                }
                let start = line
                let delimiters = skipString()
                return Token(kind: .string(text(delimiters.contentStart..<delimiters.contentEnd)), line: start)
            case UInt8(ascii: "`"):
                let start = line
                index += 1
                let begin = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                let name = String(decoding: bytes[begin..<index], as: UTF8.self)
                if index < bytes.count && bytes[index] == UInt8(ascii: "`") { index += 1 }
                return Token(kind: .identifier(name), line: start)
            default:
                if Self.isIdentifierStart(byte) {
                    let begin = index
                    while index < bytes.count && Self.isIdentifierContinuation(bytes[index]) { index += 1 }
                    return Token(kind: .identifier(String(decoding: bytes[begin..<index], as: UTF8.self)), line: line)
                }
                if Self.isDigit(byte) {
                    while index < bytes.count && (Self.isIdentifierContinuation(bytes[index]) || bytes[index] == UInt8(ascii: ".")) {
                        index += 1
                    }
                    afterOperand = true
                    continue
                }
                index += 1
                return Token(kind: .punctuation(byte), line: line)
            }
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// `"`, or one or more `#` followed by `"` (a raw string).
    private func startsString() -> Bool {
        var offset = 0
        while let byte = peek(offset), byte == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    /// Where the `/` closing a bare regex literal that starts at `index` is: on the same line, not
    /// escaped, with no space or tab just inside either delimiter (else the `/` is an operator).
    private func bareRegexEnd() -> Int? {
        guard let first = peek(1), !Self.isSpace(first), first != UInt8(ascii: "/") else { return nil }
        var position = index + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"): return nil
            case UInt8(ascii: "\\"):
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n") { return nil }
                position += 2
            case UInt8(ascii: "/"): return Self.isSpace(bytes[position - 1]) ? nil : position
            default: position += 1
            }
        }
        return nil
    }

    /// A `/` with a space or line break before it and none after it, as Swift reads a regex
    /// literal's start even after an operand (a statement on a new line, a result builder's line):
    /// not `/=`, not `/)`.
    private func startsInPrefixPosition() -> Bool {
        guard index > 0, Self.isSpaceOrNewline(bytes[index - 1]), let next = peek(1) else { return false }
        return next != UInt8(ascii: "=") && next != UInt8(ascii: ")")
    }

    /// One or more `#` followed by `/`: `#/…/#`, `##/…/##`.
    private func startsExtendedRegex() -> Bool {
        var offset = 0
        while let byte = peek(offset), byte == UInt8(ascii: "#") { offset += 1 }
        return offset > 0 && peek(offset) == UInt8(ascii: "/")
    }

    /// Skips an extended regex literal: its content may span lines and hold unescaped `/` and `"`.
    private mutating func skipExtendedRegex() {
        let start = line
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        index += 1  // the opening `/`
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && hashesFollow(hashes, from: index + 1) {
                index += 1 + hashes
                return
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            index += byte == UInt8(ascii: "\\") && peek(1) != UInt8(ascii: "\n") ? 2 : 1
        }
        unterminatedLine = unterminatedLine ?? start
    }

    private mutating func skipBlockComment() {
        let start = line
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        unterminatedLine = unterminatedLine ?? start
    }

    /// Skips a string literal from its opening delimiter to its closing one, including
    /// interpolations, which may themselves hold strings.
    /// - Returns: where the text between the delimiters starts and ends.
    private mutating func skipString() -> (contentStart: Int, contentEnd: Int) {
        stringDepth += 1
        defer { stringDepth -= 1 }
        guard stringDepth <= Self.deepestString else {
            unterminatedLine = unterminatedLine ?? line
            index = bytes.count
            return (index, index)
        }
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let start = line
        var multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        // As Swift reads it: `#"""#` is a raw string holding one `"`, not a multi-line opener. A raw
        // `"""` that a `"` and its `#`s close later on the same line is a single-line string.
        if multiline && hashes > 0 && closesOnItsLine(from: index + 1, hashes) { multiline = false }
        index += multiline ? 3 : 1
        let quotes = multiline ? 3 : 1
        let contentStart = min(index, bytes.count)

        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                if !multiline { return (contentStart, index - 1) }  // an unterminated single-line string ends at the line
            } else if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: index + 1) {
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    skipInterpolation()
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") && quotesAndHashesFollow(quotes, hashes) {
                let contentEnd = index
                index += quotes + hashes
                return (contentStart, contentEnd)
            } else {
                index += 1
            }
        }
        if multiline { unterminatedLine = unterminatedLine ?? start }
        return (contentStart, max(contentStart, min(index, bytes.count)))
    }

    private func closesOnItsLine(from start: Int, _ hashes: Int) -> Bool {
        var position = start
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") && bytes[position] != UInt8(ascii: "\r") {
            if bytes[position] == UInt8(ascii: "\"") && hashesFollow(hashes, from: position + 1) { return true }
            position += 1
        }
        return false
    }

    private func hashesFollow(_ count: Int, from position: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#") }
    }

    private func quotesAndHashesFollow(_ quotes: Int, _ hashes: Int) -> Bool {
        let quotesFollow = (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") }
        return quotesFollow && hashesFollow(hashes, from: index + quotes)
    }

    /// Skips the tokens of `\( … )` up to its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while let token = next() {
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isSpaceOrNewline(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
