/// One branch of an `#if` block: the directive lines from the block's `#if` up to the one that
/// opens the branch, e.g. `["#if os(macOS)", "#elseif DEBUG"]` or `["#if DEBUG", "#else"]`.
/// Repeating them around generated code compiles it exactly when the declaration is compiled.
package struct ConditionalClause: Equatable, Sendable {
    package let directives: [String]

    package init(directives: [String]) {
        self.directives = directives
    }

    /// The directive on `line` (1-based) of `lines` as written, without a trailing comment; a
    /// condition continued on the next lines (a line ending in `&&`, `||`, `,` or `(`) is joined
    /// onto one line.
    package static func directiveText(lines: [Substring], line: Int) -> String {
        var text = ""
        var current = line - 1
        while current < lines.count {
            var part = String(lines[current])
            if let comment = part.firstRange(of: "//") { part = String(part[..<comment.lowerBound]) }
            if let comment = part.firstRange(of: "/*") { part = String(part[..<comment.lowerBound]) }
            part = part.trimmingWhitespace()
            text += text.isEmpty ? part : " " + part
            guard part.hasSuffix("&&") || part.hasSuffix("||") || part.hasSuffix(",") || part.hasSuffix("(") else { break }
            current += 1
        }
        return text
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var characters = Substring(self)
        while let first = characters.first, first == " " || first == "\t" || first == "\r" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" || last == "\r" { characters.removeLast() }
        return String(characters)
    }
}
