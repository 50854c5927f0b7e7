import Foundation

extension SavedStatus {
    /// The bytes of the status `old` (a file's bytes) with the updates of `classes` in it.
    ///
    /// Each update replaces its example's line, and one that did not run keeps it; a skipped
    /// example keeps the time it took when it last ran. When the run `ranWholeClasses` (no filter,
    /// shard or selection of failures), the lines of its classes' examples it did not report are
    /// dropped: they were renamed or removed.
    ///
    /// The text is a comment, a header, then one line per example, aligned: the classes sorted by
    /// name, a class's examples in the order its last whole run reported them. A file in that form
    /// merges as bytes, line by line, and a class every example of which a whole run reported is
    /// written from the run alone: a debug build's `String`s and dictionaries cost more than the
    /// rest of a large run. Any other text (a table written by hand) is read and put in that form first.
    static func merge(_ classes: [ClassUpdates], into old: UnsafeRawBufferPointer, ranWholeClasses: Bool) -> Data {
        if old.isEmpty || StatusText.isCanonical(old) {
            var text = StatusText(old: old, classes: classes)
            if let merged = text.merged(ranWholeClasses: ranWholeClasses) { return merged }
            // Classes out of order: a hand moved lines.
        }
        return canonical(SavedStatus(text: String(decoding: old, as: UTF8.self))).withUnsafeBytes { canonical in
            var text = StatusText(old: canonical, classes: classes)
            return text.merged(ranWholeClasses: ranWholeClasses) ?? Data()
        }
    }

    /// `status` in the form ``merge(_:into:ranWholeClasses:)`` merges as bytes, in the order it was read.
    static func canonical(_ status: SavedStatus) -> Data {
        var classes: [ClassUpdates] = []
        for fullName in status.order {
            // A name with a space or a tab is none SpecKit writes, and would not read back.
            guard let entry = status.entries[fullName], !fullName.contains(where: \.isWhitespace) else { continue }
            let dot = fullName.lastIndex(of: ".")
            let update = Update(dot.map { String(fullName[fullName.index(after: $0)...]) } ?? fullName, entry.status, savedSeconds: entry.seconds)
            classes.append(update, of: dot.map { String(fullName[..<$0]) } ?? "")
        }
        var text = StatusText(old: UnsafeRawBufferPointer(start: nil, count: 0), classes: classes)
        return text.merged(ranWholeClasses: false) ?? Data()
    }
}
