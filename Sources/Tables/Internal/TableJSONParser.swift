// A strict RFC 8259 JSON parser that remembers where each value starts.
//
// Why not Foundation: a table failure must name the line of the case and of the input it is
// about, objects with a repeated key must be rejected rather than silently keep one value,
// numbers must keep their written text (integers beyond 2^53, written precision), and a large
// table needs a parser that does not box every value in `NSNumber`.

/// A parsed JSON value together with the position where it starts.
struct JSONNode {
    enum Kind {
        case scalar(TableValue)
        case array([JSONNode])
        case object([(key: String, node: JSONNode)])
    }

    let kind: Kind
    /// 1-based line of the value's first character; table failures point here.
    let line: Int

    /// The member named `key`, when this node is an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.node
    }

    var tableValue: TableValue {
        switch kind {
        case .scalar(let value):
            return value
        case .array(let elements):
            return .array(elements.map(\.tableValue))
        case .object(let members):
            var dictionary: [String: TableValue] = [:]
            dictionary.reserveCapacity(members.count)
            for member in members { dictionary[member.key] = member.node.tableValue }
            return .object(dictionary)
        }
    }
}

struct TableJSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Nesting deeper than this is rejected instead of overflowing the stack.
    private static let maximumDepth = 512

    init(text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    init(data: [UInt8], file: String) {
        self.bytes = data
        self.file = file
    }

    mutating func parseDocument() throws(TableError) -> JSONNode {
        // Validating the whole text once lets every string be decoded without a second check:
        // strings are cut at ASCII quotes, so each slice of valid UTF-8 is valid too.
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw TableError(file: file, problem: "invalid JSON: the file is not valid UTF-8 text")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte order mark is harmless
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON object") }
        let node = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    // MARK: - Values

    private mutating func parseValue() throws(TableError) -> JSONNode {
        let startLine = line
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        let kind: JSONNode.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try parseObject()
        case UInt8(ascii: "["): kind = try parseArray()
        case UInt8(ascii: "\""): kind = .scalar(.string(try parseString()))
        case UInt8(ascii: "t"): try expectLiteral("true"); kind = .scalar(.bool(true))
        case UInt8(ascii: "f"): try expectLiteral("false"); kind = .scalar(.bool(false))
        case UInt8(ascii: "n"): try expectLiteral("null"); kind = .scalar(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .scalar(.number(try parseNumber()))
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
        return JSONNode(kind: kind, line: startLine)
    }

    private mutating func parseObject() throws(TableError) -> JSONNode.Kind {
        try enterContainer()
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            // Objects in tables have a handful of keys: a linear scan beats hashing into a Set.
            guard !members.contains(where: { $0.key == key }) else {
                throw TableError(file: file, line: keyLine, column: keyColumn, problem: "invalid JSON: the key \"\(key)\" appears twice in one object")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the member name \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or '}' after the value of \"\(key)\" (is a comma missing?)")
            }
        }
    }

    private mutating func parseArray() throws(TableError) -> JSONNode.Kind {
        try enterContainer()
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or ']' after an array element (is a comma missing?)")
            }
        }
    }

    private mutating func enterContainer() throws(TableError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("values are nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseString() throws(TableError) -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes, so the bytes can be decoded in one go.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = bytes.withUnsafeBufferPointer { buffer in
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
                }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("a control character must be escaped inside a string (a string must close on its own line)") }
            index += 1
        }
        // Slow path: escapes present.
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard bytes.count >= index + 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a \\u high surrogate must be followed by a \\u low surrogate")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid \\u low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("\\u escape is not a Unicode scalar") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    index -= 1
                    throw error("invalid escape sequence '\\\(describeCurrent())' in a string")
                }
            default:
                if byte < 0x20 { throw error("a control character must be escaped inside a string (a string must close on its own line)") }
                scalars.append(byte)
                index += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    private mutating func parseHex4() throws(TableError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u must be followed by four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("\\u must be followed by four hexadecimal digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(TableError) -> TableNumber {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else { throw error("a number needs a digit after '-'") }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            throw error("a number must not start with a leading zero")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek, isDigit(digit) else { throw error("a number needs digits after the decimal point") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek, isDigit(digit) else { throw error("a number needs digits in its exponent") }
            skipDigits()
        }
        // Only ASCII digits, signs, '.', 'e' were consumed, so this always decodes.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return TableNumber(validatedText: text)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(TableError) {
        let count = literal.utf8CodeUnitCount
        let matches = index + count <= bytes.count && literal.withUTF8Buffer { expected in
            expected.elementsEqual(bytes[index..<(index + count)])
        }
        guard matches else { throw error("unexpected \(describeCurrent()); expected a value (true, false, null, a number, a string, an array or an object)") }
        index += count
    }

    // MARK: - Scanning

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Computed only for error messages: columns count characters, not bytes, so they match
    /// what an editor shows.
    private var column: Int {
        var count = 1
        var position = lineStart
        while position < index {
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = peek, isDigit(byte) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "' '" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ problem: String) -> TableError {
        TableError(file: file, line: line, column: column, problem: "invalid JSON: " + problem)
    }
}
