import Foundation

/// Types read straight from a ``TableValue`` without going through `JSONDecoder`: the common
/// inputs and expectations, so a 10,000-row table does not pay for a decoder per row.
protocol TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Self
}

/// Why a table value cannot become the requested Swift type.
struct TableValueMismatch: Error {
    let problem: String

    static func expected(_ what: String, found value: TableValue) -> TableValueMismatch {
        TableValueMismatch(problem: "expected \(what), found \(describeFound(value))")
    }
}

func describeFound(_ value: TableValue) -> String {
    switch value {
    case .null: return "null"
    case .object, .array:
        let text = value.description
        return value.kindDescription + (text.count <= 60 ? " " + text : "")
    default: return value.kindDescription + " " + value.description
    }
}

/// Decodes a table value as `T`: directly for ``TableValueConvertible`` types, otherwise with
/// `JSONDecoder` on the value's JSON text (any `Decodable` type works).
///
/// The conversion is chosen once per type, not once per value.
func tableValueDecoder<T: Decodable>(for type: T.Type) -> (TableValue) throws(TableValueMismatch) -> T {
    // Cast the converter once, not every converted value: a dynamic cast per row cost more
    // than parsing the row.
    if let convertible = type as? any TableValueConvertible.Type, let converter = converter(for: convertible) as? Converter<T> {
        return converter.convert
    }
    return { value throws(TableValueMismatch) in
        do {
            return try decodeReadingEveryKey(T.self, from: Data(value.description.utf8))
        } catch let error as DecodingError {
            throw TableValueMismatch(problem: describe(error, for: value))
        } catch let error as TableValueMismatch {
            throw error
        } catch {
            throw TableValueMismatch(problem: "\(error)")
        }
    }
}

private struct Converter<Value> {
    let convert: (TableValue) throws(TableValueMismatch) -> Value
}

private func converter<C: TableValueConvertible>(for type: C.Type) -> Any {
    Converter<C> { value throws(TableValueMismatch) in try C.converted(from: value) }
}

private func describe(_ error: DecodingError, for value: TableValue) -> String {
    func at(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : " at \"" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "\""
    }
    switch error {
    case .typeMismatch(let type, let context):
        return "expected \(type)\(at(context.codingPath)), found \(describeFound(part(of: value, at: context.codingPath) ?? value))"
    case .valueNotFound(let type, let context):
        return "expected \(type)\(at(context.codingPath)), found null"
    case .keyNotFound(let key, let context):
        return "missing key \"\(key.stringValue)\"\(at(context.codingPath)) in \(describeFound(part(of: value, at: context.codingPath) ?? value))"
    case .dataCorrupted(let context) where context.codingPath.isEmpty && context.debugDescription == "The given data was not valid JSON.":
        // The text is JSON SpecKit wrote from the table's value: what JSONDecoder calls invalid
        // there (Linux's says so of a number its type cannot hold) is a value it could not read.
        return "JSONDecoder could not read a value of \(describeFound(value)) as the type declared for it "
            + "(a number that type cannot hold, such as 1.5 for an Int?)"
    case .dataCorrupted(let context):
        return context.debugDescription + at(context.codingPath)
    @unknown default:
        return "\(error)"
    }
}

/// The part of `value` that `path` leads to, or `nil` when it leads nowhere.
private func part(of value: TableValue, at path: [any CodingKey]) -> TableValue? {
    var current = value
    for key in path {
        switch current {
        case .object(let members):
            guard let member = members[key.stringValue] else { return nil }
            current = member
        case .array(let elements):
            guard let index = key.intValue, elements.indices.contains(index) else { return nil }
            current = elements[index]
        default:
            return nil
        }
    }
    return current
}

extension String: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> String {
        guard case .string(let string) = value else { throw .expected("a string", found: value) }
        return string
    }
}

extension Bool: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Bool {
        guard case .bool(let bool) = value else { throw .expected("true or false", found: value) }
        return bool
    }
}

extension TableValueConvertible where Self: FixedWidthInteger {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Self {
        guard case .number(let number) = value else { throw .expected("an integer", found: value) }
        if let exact = Self(number.text) { return exact }
        let double = number.double
        guard double.rounded() == double, let exact = Self(exactly: double) else {
            throw .expected("an integer that fits \(Self.self)", found: value)
        }
        return exact
    }
}

extension Int: TableValueConvertible {}
extension Int8: TableValueConvertible {}
extension Int16: TableValueConvertible {}
extension Int32: TableValueConvertible {}
extension Int64: TableValueConvertible {}
extension UInt: TableValueConvertible {}
extension UInt8: TableValueConvertible {}
extension UInt16: TableValueConvertible {}
extension UInt32: TableValueConvertible {}
extension UInt64: TableValueConvertible {}

extension Double: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Double {
        guard case .number(let number) = value else { throw .expected("a number", found: value) }
        return number.double
    }
}

extension Float: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Float {
        guard case .number(let number) = value else { throw .expected("a number", found: value) }
        return Float(number.double)
    }
}

extension TableNumber: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> TableNumber {
        guard case .number(let number) = value else { throw .expected("a number", found: value) }
        return number
    }
}

extension TableValue: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> TableValue { value }
}

extension Optional: TableValueConvertible where Wrapped: Decodable {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Wrapped? {
        if value == .null { return nil }
        return try tableValueDecoder(for: Wrapped.self)(value)
    }
}

extension Array: TableValueConvertible where Element: Decodable {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> [Element] {
        guard case .array(let elements) = value else { throw .expected("an array", found: value) }
        let decode = tableValueDecoder(for: Element.self)
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try decode(element))
            } catch {
                throw TableValueMismatch(problem: "element [\(index)]: \(error.problem)")
            }
        }
        return result
    }
}

extension Dictionary: TableValueConvertible where Key == String, Value: Decodable {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> [String: Value] {
        guard case .object(let members) = value else { throw .expected("an object", found: value) }
        let decode = tableValueDecoder(for: Value.self)
        var result: [String: Value] = [:]
        for (key, member) in members {
            do {
                result[key] = try decode(member)
            } catch {
                throw TableValueMismatch(problem: "key \"\(key)\": \(error.problem)")
            }
        }
        return result
    }
}
