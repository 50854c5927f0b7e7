extension String {
    /// The text on one line, as a description shows where each one takes a line (the
    /// documentation format's tree, Swift Testing's console): a line break or a tab in it shows as
    /// `\n`, `\r`, `\t`, and another control character as Swift writes it (`\u{1B}`), so that
    /// none reaches a terminal as a command.
    var onOneLine: String {
        // Most descriptions hold no control character and no byte that starts U+0085, U+2028 or
        // U+2029: the bytes are looked at first, which a debug build does far faster than characters.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }),
              unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || Character($0).isNewline }) else { return self }
        var line = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: line.unicodeScalars.append(Character(scalar).isNewline ? " " : scalar)
            }
        }
        return line
    }
}
