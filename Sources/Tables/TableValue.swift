/// One JSON value read from a `.testkit` table: an input, an expected output or a part of one.
///
/// Numbers keep the text they were written with, so an integer never loses precision and a
/// floating-point expectation knows how many decimals the table's author wrote
/// (see ``TableNumber``).
///
/// ```swift
/// let value = try TableValue(json: #"{"subject": "cat", "legs": 4}"#)
/// value["subject"]?.string   // "cat"
/// value["legs"]?.int         // 4
/// ```
public enum TableValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(TableNumber)
    case string(String)
    case array([TableValue])
    case object([String: TableValue])

    /// Parses one JSON document (any JSON value, not only an object or an array).
    ///
    /// - Parameter json: The JSON text.
    /// - Throws: ``TableError`` with the line and column of the first syntax error.
    public init(json: String) throws {
        var parser = TableJSONParser(text: json, file: "<string>")
        self = try parser.parseDocument().tableValue
    }

    /// The string, or `nil` when the value is not a JSON string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, or `nil` when the value is not `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The integer, or `nil` when the value is not a number with an exact `Int` value.
    public var int: Int? {
        if case .number(let value) = self { return value.int }
        return nil
    }

    /// The number as a `Double`, or `nil` when the value is not a number.
    public var double: Double? {
        if case .number(let value) = self { return value.double }
        return nil
    }

    /// The elements, or `nil` when the value is not an array.
    public var array: [TableValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, or `nil` when the value is not an object.
    public var object: [String: TableValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// `true` for JSON `null`.
    public var isNull: Bool { self == .null }

    /// The member named `key` when the value is an object.
    public subscript(key: String) -> TableValue? {
        object?[key]
    }

    /// The JSON type's name as failure messages say it: "a string", "an object", ….
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension TableValue: CustomStringConvertible {
    /// Compact JSON with sorted keys, so messages are stable across runs.
    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.text
        case .string(let value): writeJSONString(value, to: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                element.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += ", " }
                writeJSONString(key, to: &out)
                out += ": "
                members[key]?.write(to: &out)
            }
            out += "}"
        }
    }
}

/// Writes `value` as a JSON string literal, escaping what JSON requires.
func writeJSONString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    out += "\""
}
