/// Turns descriptions into XCTest case names.
///
/// Each description is sanitised to identifier characters: ASCII letters, digits and `_` stay,
/// Unicode letters and digits stay, everything else (spaces, punctuation, emoji) becomes `_`,
/// runs of `_` collapse into one, leading and trailing `_` are dropped, and a leading digit gets
/// a `_` in front. The sanitised descriptions of the groups and the example are joined with `__`:
///
/// ```text
/// describe("MyClass") { describe("execute the function") { it("sets the variable") } }
/// → MyClass__execute_the_function__sets_the_variable
/// ```
enum TestName {
    /// The sanitised form of one description; `unnamed` when nothing of it is left.
    static func sanitize(_ description: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(description.utf8.count)
        var pendingUnderscore = false

        func emit(_ scalarBytes: some Sequence<UInt8>) {
            if pendingUnderscore && !bytes.isEmpty { bytes.append(underscore) }
            pendingUnderscore = false
            bytes.append(contentsOf: scalarBytes)
        }

        // Work on UTF-8 bytes: ASCII is decided byte by byte, which keeps naming 10,000
        // examples cheap in debug builds; only non-ASCII scalars take the slower path.
        for scalar in description.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if isASCIIIdentifierByte(byte) && byte != underscore {
                    emit(CollectionOfOne(byte))
                } else {
                    pendingUnderscore = true
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                emit(String(scalar).utf8)
            } else {
                pendingUnderscore = true
            }
        }

        guard let first = bytes.first else { return "unnamed" }
        if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            bytes.insert(underscore, at: 0)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The name of an example from its groups' and its own description.
    static func join(_ parts: [String]) -> String {
        parts.joined(separator: separator)
    }

    static let separator = "__"

    private static let underscore = UInt8(ascii: "_")

    private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
