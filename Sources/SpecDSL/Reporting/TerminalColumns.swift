/// How many columns of a terminal or an editor a name takes, to align the saved status's table:
/// one per character (a letter and the accents on it are one), two for an East Asian wide or
/// fullwidth character and for an emoji, none for a mark or an invisible format character on its
/// own.
///
/// An approximation of what terminals show, from the standard library's Unicode properties and
/// the blocks Unicode gives a wide East Asian width: C's `wcwidth` would answer by the process's
/// locale, which a test process does not set.
///
/// ```swift
/// TerminalColumns.of("zählt_Äpfel")  // 11
/// TerminalColumns.of("计算")          // 4
/// ```
enum TerminalColumns {
    /// Whether the UTF-8 text `bytes` is ASCII, as most status files are: made a string at once,
    /// which the standard library checks many bytes at a time, where a debug build's own loop
    /// would take longer over each.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf16.count == text.utf8.count
    }

    /// The columns of `text`: its bytes when it is ASCII, which most names are, found at once.
    static func of(_ text: String) -> Int {
        // Only ASCII has as many UTF-8 bytes as UTF-16 units; a string knows whether it is ASCII,
        // so counting the units of one that is takes no pass over its bytes.
        let bytes = text.utf8.count
        if text.utf16.count == bytes { return bytes }
        var columns = 0
        for character in text { columns += of(character) }
        return columns
    }

    /// The columns of one character.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        // A text character made an emoji (`❤️`, a keycap `1️⃣`) by the variation selector that follows it.
        if properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        if first.isASCII { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        return properties.isEmojiPresentation || isWide(first.value) ? 2 : 1
    }

    /// Whether the scalar `value` is in a block whose characters Unicode's East Asian width calls
    /// wide or fullwidth (emoji are found by their own property).
    private static func isWide(_ value: UInt32) -> Bool {
        for range in wideBlocks where range.contains(value) { return true }
        return false
    }

    /// Hangul's leading consonants; CJK radicals, symbols and punctuation; kana, Bopomofo and
    /// Hangul's compatibility letters; the CJK ideographs; Yi; Hangul's syllables and their
    /// extensions; CJK compatibility ideographs and forms; fullwidth forms; Tangut and the kana
    /// supplements; enclosed ideographs; the ideographs of the supplementary planes.
    private static let wideBlocks: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
