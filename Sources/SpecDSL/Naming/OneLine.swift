extension String {
    /// The text on one line, as a description shows where each one takes a line (the
    /// documentation format's tree, Swift Testing's console): a line break or a tab in it shows as
    /// `\n`, `\r`, `\t`.
    var onOneLine: String {
        // Most descriptions hold no control character and no byte that starts U+0085, U+2028 or
        // U+2029: the bytes are looked at first, which a debug build does far faster than characters.
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0xC2 || $0 == 0xE2 }),
              contains(where: { $0.isNewline || $0 == "\t" }) else { return self }
        var line = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            default: line.unicodeScalars.append(Character(scalar).isNewline ? " " : scalar)
            }
        }
        return line
    }
}
