/// Turns descriptions into XCTest case names.
///
/// Each description is sanitised to identifier characters: ASCII letters, digits and `_` stay,
/// Unicode letters and digits stay, everything else (spaces, punctuation, emoji) becomes `_`,
/// runs of `_` collapse into one, and leading and trailing `_` are dropped. The sanitised
/// descriptions of the groups and the example are joined with `__`, and a name that would start
/// with a digit gets a `_` in front:
///
/// ```text
/// describe("MyClass") { describe("execute the function") { it("sets the variable") } }
/// → MyClass__execute_the_function__sets_the_variable
/// ```
enum TestName {
    /// The sanitised form of one description; `unnamed` when nothing of it is left.
    static func sanitize(_ description: String) -> String {
        sanitize(description, orElse: "unnamed")
    }

    /// The sanitised form of one description; `fallback` when nothing of it is left (a name a
    /// reader can map back to the code, such as `example_at_line_12`).
    static func sanitize(_ description: String, orElse fallback: @autoclosure () -> String) -> String {
        var description = description
        // One pass over the UTF-8 bytes: ASCII is decided byte by byte, which keeps naming
        // 10,000 examples cheap in debug builds; only non-ASCII scalars are decoded.
        return description.withUTF8 { sanitize($0) } ?? fallback()
    }

    private static func sanitize(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Pointers and while loops: in debug builds, generic collection calls (`append`, ranges,
        // `min`) cost hundreds of instructions per byte, and every example is named this way.
        guard let input = bytes.baseAddress, bytes.count > 0 else { return nil }
        let count = bytes.count
        // Each `_` written stands for at least one byte dropped: the output never outgrows the input.
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { output.deallocate() }
        var written = 0
        var pendingUnderscore = false
        var index = 0
        while index < count {
            let byte = input[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = index + length < count ? index + length : count
            let keep = length == 1
                ? isASCIILetterOrDigit(byte)
                : isLetterOrDigit(UnsafeBufferPointer(start: input + index, count: end - index))
            if keep {
                if pendingUnderscore && written > 0 {
                    output[written] = underscore
                    written += 1
                }
                pendingUnderscore = false
                var position = index
                while position < end {
                    output[written] = input[position]
                    written += 1
                    position += 1
                }
            } else {
                pendingUnderscore = true
            }
            index = end
        }
        guard written > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: output, count: written), as: UTF8.self)
    }

    /// Whether one UTF-8 encoded non-ASCII scalar is a letter or digit (kept in names).
    private static func isLetterOrDigit(_ scalarBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let scalar = String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The name of an example from its groups' and its own sanitised descriptions.
    static func join(_ parts: [String]) -> String {
        identifier(parts.joined(separator: separator))
    }

    /// `name`, with a `_` in front if it starts with a digit: only the start of a whole name needs it.
    static func identifier(_ name: String) -> String {
        guard let first = name.utf8.first, first >= 48 && first <= 57 else { return name }
        return "_" + name
    }

    static let separator = "__"

    private static let underscore: UInt8 = 95  // "_"

    /// `a`–`z`, `A`–`Z`, `0`–`9`, compared as numbers: in debug builds `UInt8(ascii:)` ranges
    /// cost thousands of instructions per byte.
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
    }
}
