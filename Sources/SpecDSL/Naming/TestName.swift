/// Turns descriptions into XCTest case names.
///
/// Each description is sanitised to identifier characters: ASCII letters, digits and `_` stay,
/// Unicode letters and digits stay (with the combining marks that follow them, as in `e\u{301}`),
/// everything else (spaces, punctuation, emoji) becomes `_`,
/// runs of `_` collapse into one, and leading and trailing `_` are dropped. The sanitised
/// descriptions of the groups and the example are joined with `__`, and a name that would start
/// with a digit gets a `_` in front:
///
/// ```text
/// describe("MyClass") { describe("execute the function") { it("sets the variable") } }
/// → MyClass__execute_the_function__sets_the_variable
/// ```
package enum TestName {
    /// The sanitised form of one description; `unnamed` when nothing of it is left.
    package static func sanitize(_ description: String) -> String {
        sanitize(description, orElse: "unnamed")
    }

    /// The sanitised form of one description; `fallback` when nothing of it is left (a name a
    /// reader can map back to the code, such as `example_at_line_12`).
    static func sanitize(_ description: String, orElse fallback: @autoclosure () -> String) -> String {
        name(prefix: "", sanitizing: description, digitGetsUnderscore: false) ?? fallback()
    }

    /// `prefix` followed by the sanitised `description`, built in one buffer; `nil` when nothing
    /// of the description is left. With an empty `prefix`, a name that starts with a digit gets
    /// a `_` in front (`identifier(_:)`): pass a prefix that is already an identifier. With
    /// `thenSeparator`, the `separator` follows: the prefix of the names inside a group.
    ///
    /// Every example and group is named this way: one pass and one allocation per name, instead
    /// of a sanitised string, two concatenations and the identifier check (each of them slow in
    /// debug builds).
    static func name(prefix: String, sanitizing description: String, digitGetsUnderscore: Bool = true,
                     thenSeparator: Bool = false) -> String? {
        var prefix = prefix
        var description = description
        return prefix.withUTF8 { head in
            description.withUTF8 { bytes in
                join(head, sanitizing: bytes, digitGetsUnderscore: digitGetsUnderscore, thenSeparator: thenSeparator)
            }
        }
    }

    private static func join(_ head: UnsafeBufferPointer<UInt8>, sanitizing bytes: UnsafeBufferPointer<UInt8>,
                             digitGetsUnderscore: Bool, thenSeparator: Bool) -> String? {
        guard bytes.count > 0 else { return nil }
        var kept = false
        // Each `_` written stands for at least one byte dropped, so the sanitised part never
        // outgrows the description; one more byte for a leading digit's `_`, two for the separator.
        let name = String(unsafeUninitializedCapacity: head.count + bytes.count + 3) { buffer in
            guard let output = buffer.baseAddress else { return 0 }
            var written = 0
            if let start = head.baseAddress {
                output.update(from: start, count: head.count)
                written = head.count
            }
            var end = sanitize(bytes, into: output, at: written,
                               digitGetsUnderscore: digitGetsUnderscore && written == 0)
            kept = end > written
            if kept && thenSeparator {
                output[end] = underscore
                output[end + 1] = underscore
                end += 2
            }
            return end
        }
        return kept ? name : nil
    }

    /// Writes the sanitised `bytes` to `output` from `start` on; returns where the writing ended
    /// (`start` when nothing was kept).
    private static func sanitize(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, at start: Int,
                                 digitGetsUnderscore: Bool) -> Int {
        // Pointers, while loops and wrapping arithmetic: in debug builds, generic collection calls
        // (`append`, ranges, `min`) and even a function call per byte cost more than the rest.
        // Nested `if`s rather than `&&` and `||`, whose right-hand sides are closures there too.
        guard let input = bytes.baseAddress else { return start }
        let count = bytes.count
        var written = start
        // Set only once something was kept: a `_` is never written first.
        var pendingUnderscore = false
        var index = 0
        while index < count {
            let byte = input[index]
            // `0`–`9`, then `a`–`z` and `A`–`Z` (the `0x20` bit folds upper case onto lower case),
            // compared as numbers: `UInt8(ascii:)` ranges are generic calls on every byte in
            // debug builds.
            if byte &- 48 < 10 {
                if written == start {
                    if digitGetsUnderscore {
                        output[written] = underscore
                        written &+= 1
                    }
                }
            } else if (byte | 0x20) &- 97 >= 26 {
                if byte < 0x80 {
                    if written > start { pendingUnderscore = true }
                    index &+= 1
                    continue
                }
                index = keepNonASCII(input, count: count, at: index, into: output, written: &written,
                                     pendingUnderscore: &pendingUnderscore, start: start)
                continue
            }
            if pendingUnderscore {
                output[written] = underscore
                written &+= 1
                pendingUnderscore = false
            }
            output[written] = byte
            written &+= 1
            index &+= 1
        }
        return written
    }

    /// Copies the non-ASCII scalar at `index` to `output` if it is a letter or digit (after a
    /// pending `_`), else leaves a `_` pending; returns the index after it.
    private static func keepNonASCII(_ input: UnsafePointer<UInt8>, count: Int, at index: Int,
                                     into output: UnsafeMutablePointer<UInt8>, written: inout Int,
                                     pendingUnderscore: inout Bool, start: Int) -> Int {
        let byte = input[index]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let end = index + length < count ? index + length : count
        // A combining mark (the accent of `e\u{301}`, which reads as `é`) stays with the letter it follows.
        let keeps = isLetterOrDigit(UnsafeBufferPointer(start: input + index, count: end - index), followingKept: written > start && !pendingUnderscore)
        guard keeps else {
            if written > start { pendingUnderscore = true }
            return end
        }
        if pendingUnderscore {
            output[written] = underscore
            written += 1
            pendingUnderscore = false
        }
        var position = index
        while position < end {
            output[written] = input[position]
            written += 1
            position += 1
        }
        return end
    }

    /// Whether one UTF-8 encoded non-ASCII scalar is kept in names: a letter or digit, or a
    /// combining mark `followingKept` a character that was kept.
    private static func isLetterOrDigit(_ scalarBytes: UnsafeBufferPointer<UInt8>, followingKept: Bool) -> Bool {
        guard let scalar = String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first else { return false }
        if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return true }
        guard followingKept else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The name of an example from its groups' and its own sanitised descriptions.
    package static func join(_ parts: [String]) -> String {
        identifier(parts.joined(separator: separator))
    }

    /// `name`, with a `_` in front if it starts with a digit: only the start of a whole name needs it.
    static func identifier(_ name: String) -> String {
        guard let first = name.utf8.first, first >= 48 && first <= 57 else { return name }
        return "_" + name
    }

    static let separator = "__"

    private static let underscore: UInt8 = 95  // "_"
}
