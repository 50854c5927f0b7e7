#if os(Linux) && compiler(>=6.3)
import Glibc

/// When `swift test --filter` matches none of XCTest's tests, SwiftPM runs the XCTest binary with
/// the argument `''`: a filter written as SpecKit prints an example's name (`Class.example`)
/// selects nothing, since an example is not one of XCTest's tests. This says how to select it.
enum SelectionHint {
    static func explainEmptySelection(_ arguments: [String]) {
        guard arguments.count == 2, arguments[1] == "''" else { return }
        let parent = getppid()
        guard let command = read("/proc/\(parent)/comm"), command.hasPrefix("swift-test"),
              let line = read("/proc/\(parent)/cmdline") else { return }
        let words = line.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        for (word, pattern) in zip(words, words.dropFirst()) where word == "--filter" {
            guard let hint = hint(for: pattern) else { continue }
            return POSIX.say(hint)
        }
    }

    /// The line for `swift test --filter 'pattern'`, when it names an example: `Class.example`
    /// or `Module.Class.example`.
    static func hint(for pattern: String) -> String? {
        guard let dot = pattern.lastIndex(of: "."), dot != pattern.startIndex, pattern.index(after: dot) != pattern.endIndex else {
            return nil
        }
        let classPart = pattern[..<dot]
        let simpleClass = classPart.split(separator: ".").last ?? classPart
        let example = pattern[pattern.index(after: dot)...]
        return "SpecKit: swift test --filter '\(pattern)' matches no XCTest test; an example is not one. To run examples, select "
            + "their class with --filter and the examples with SPECKIT_FILTER: "
            + "SPECKIT_FILTER='\(simpleClass)\\.\(example)' swift test --filter \(classPart)"
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return String(decoding: POSIX.readToEnd(descriptor), as: UTF8.self)
    }
}
#endif
