/// A JSON number exactly as the table wrote it.
///
/// Keeping the text means `12345678901234567890` is not rounded through `Double`, and a
/// floating-point expectation written as `2.18` can be compared to the precision the author
/// chose: it matches any value that rounds to `2.18` (within half a unit of the last written
/// decimal, here ±0.005). A number written without decimals must match to within `1e-9` of its
/// magnitude.
///
/// ```swift
/// let expected = TableNumber(text: "2.18")!
/// expected.isClose(to: 24.0 / 11.0)   // true: 2.1818… rounds to 2.18
/// expected.isClose(to: 2.19)          // false
/// ```
public struct TableNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number's JSON text, e.g. `-0.5e3`.
    public let text: String

    /// Creates a number from JSON number text.
    ///
    /// - Parameter text: A JSON number literal.
    /// - Returns: `nil` when `text` is not a valid JSON number.
    public init?(text: String) {
        var parser = TableJSONParser(text: text, file: "<number>")
        guard let document = try? parser.parseDocument(), case .number(let number) = document.tableValue else {
            return nil
        }
        self = number
    }

    init(validatedText: String) {
        self.text = validatedText
    }

    /// The value as a `Double` (the nearest one for long literals).
    public var double: Double { Double(text) ?? .nan }

    /// The value as an `Int` when it has one exactly (`4`, `4.0`, `4e2`), otherwise `nil`.
    public var int: Int? {
        if let exact = Int(text) { return exact }
        let value = double
        guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
        return exact
    }

    /// How far a floating-point result may be from this number and still match it.
    public var tolerance: Double {
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        guard let dot = mantissa.firstIndex(of: ".") else {
            return Swift.max(abs(double) * 1e-9, Double.leastNormalMagnitude)
        }
        let decimals = mantissa.distance(from: mantissa.index(after: dot), to: mantissa.endIndex)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        return 0.5 * pow10(exponent - decimals)
    }

    /// Whether `value` matches this number to the precision it was written with.
    ///
    /// - Parameter value: The value a function under test produced.
    /// - Returns: `true` when `value` is within ``tolerance`` of this number.
    public func isClose(to value: Double) -> Bool {
        if value.isNaN || double.isNaN { return false }
        if value == double { return true }
        return abs(value - double) <= tolerance * (1 + 1e-12)
    }

    /// The number as the table wrote it.
    public var description: String { text }

    /// Equal when the values are equal, however they were written: `1`, `1.0` and `1e0` are equal.
    /// Integers compare exactly, however large: `9007199254740993` is not `9007199254740992`,
    /// although both are the same `Double`.
    public static func == (lhs: TableNumber, rhs: TableNumber) -> Bool {
        if lhs.text == rhs.text { return true }
        if let left = lhs.exactInteger, let right = rhs.exactInteger { return left == right }
        if lhs.exactInteger != nil || rhs.exactInteger != nil, let left = lhs.decimal, let right = rhs.decimal {
            // An integer against a fraction: equal only if the fraction is that integer exactly.
            return left == right
        }
        return lhs.double == rhs.double
    }

    /// The digits without leading or trailing zeros, the sign and the power of ten of the last
    /// digit: `-1.50e2` is `(negative, "15", 1)`. `nil` for text that is not a plain JSON number.
    private var decimal: Decimal? {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(text[text.index(after: e)...]) else { return nil }
            mantissa = text[..<e]
            exponent = value
        }
        let negative = mantissa.first == "-"
        if negative { mantissa = mantissa.dropFirst() }
        var digits = ""
        if let dot = mantissa.firstIndex(of: ".") {
            let fraction = mantissa[mantissa.index(after: dot)...]
            digits = String(mantissa[..<dot]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(mantissa)
        }
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        let significant = digits.drop { $0 == "0" }
        guard !significant.isEmpty else { return Decimal(negative: false, digits: "", exponent: 0) }
        let trailingZeros = significant.reversed().prefix { $0 == "0" }.count
        return Decimal(negative: negative, digits: String(significant.dropLast(trailingZeros)), exponent: exponent + trailingZeros)
    }

    /// The value when it is a whole number, exactly, however many digits it has.
    private var exactInteger: Decimal? {
        guard let decimal, decimal.exponent >= 0 else { return nil }
        return decimal
    }

    private struct Decimal: Equatable {
        let negative: Bool
        let digits: String
        let exponent: Int
    }

    /// Hashes the value, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(double)
    }
}

private func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    if exponent >= 0 {
        for _ in 0..<exponent { result *= 10 }
    } else {
        for _ in 0..<(-exponent) { result /= 10 }
    }
    return result
}
