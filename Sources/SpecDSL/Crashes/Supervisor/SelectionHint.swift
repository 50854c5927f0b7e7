#if os(Linux) && compiler(>=6.3)
import Glibc

/// When `swift test --filter` matches none of XCTest's tests, SwiftPM runs the XCTest binary with
/// the argument `''`: a filter written as SpecKit prints an example's name (`Class.example`)
/// selects nothing, since an example is not one of XCTest's tests. This says how to select it.
enum SelectionHint {
    static func explainEmptySelection(_ arguments: [String]) {
        guard arguments.count == 2, arguments[1] == "''" else { return }
        for (word, pattern) in zip(swiftTestArguments, swiftTestArguments.dropFirst()) where word == "--filter" {
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

    /// The arguments of `swift test` when it started this process; none otherwise.
    static var swiftTestArguments: [String] {
        let parent = getppid()
        guard let command = read("/proc/\(parent)/comm"), command.hasPrefix("swift-test"),
              let line = read("/proc/\(parent)/cmdline") else { return [] }
        return line.split(separator: "\0").map(String.init)
    }

    /// In the last test process of a `swift test` run (Swift Testing's, or XCTest's when there is
    /// no Swift Testing pass): the line that fails the run when its selection ran nothing —
    /// `SPECKIT_FILTER` selected no example in any process, or `swift test --filter` no test;
    /// `nil` when something ran, when `SPECKIT_PASS_WITH_NO_TESTS` allows it, or in any other
    /// process. Takes the run's tally either way.
    static func emptyRunFailure(isSwiftTesting: Bool, swiftTestingStartedTests: Bool?) -> String? {
        let words = swiftTestArguments
        guard !words.isEmpty else { return nil }
        let isLastPass = isSwiftTesting || (words.contains("--disable-swift-testing") && !words.contains("--parallel"))
        guard isLastPass else { return nil }
        let lines = RunTally.take(launcher: getppid()) ?? []
        if let allowed = POSIX.environment(RunTally.allowVariable), !allowed.isEmpty, allowed != "0" { return nil }
        let tally = RunTally.judge(lines)
        if let filter = POSIX.environment("SPECKIT_FILTER"), !filter.isEmpty, (tally.examples ?? 0) == 0 {
            return "SpecKit: SPECKIT_FILTER='\(filter)' selected no example in any test process of this run, so the run fails: "
                + "match it against the names SpecKit prints (SpecClass.example_name), or set \(RunTally.allowVariable)=1 to let "
                + "a run without examples pass"
        }
        let noXCTest = tally.noXCTest || words.contains("--disable-xctest")
        if let filter = zip(words, words.dropFirst()).first(where: { $0.0 == "--filter" })?.1, noXCTest,
           isSwiftTesting ? swiftTestingStartedTests == false : true {
            return "SpecKit: swift test --filter '\(filter)' selected no test in this run, so the run fails: "
                + "set \(RunTally.allowVariable)=1 to let a run without tests pass"
        }
        return nil
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return String(decoding: POSIX.readToEnd(descriptor), as: UTF8.self)
    }
}
#endif
