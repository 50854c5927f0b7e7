#if os(Linux) && compiler(>=6.3)
import Glibc

/// Whether a `swift test` run selected anything to run, judged in its last test process; and,
/// when `swift test --filter` selected nothing, how to select examples: SwiftPM matches the filter
/// against the tests the binary lists (on XCTest's route, the examples too), and runs the XCTest
/// binary with the argument `''` when it matched none. Under Swift Testing an example is a case
/// of its class's test, which the filter cannot select: `SPECKIT_FILTER` does.
enum SelectionHint {
    /// The failing case of the run the reports list when its selection fails it
    /// (``emptyRunFailure(binary:isSwiftTesting:swiftTestingRanTests:arguments:)``).
    static let selectionFailedName = "selection_failed"

    /// Before `main`, in a test process `swift test` started: notes in the run's tally whether this
    /// XCTest process was given tests, when the run's selection may run nothing.
    static func noteXCTestSelection(_ arguments: [String]) {
        let listing: Set<String> = ["--list-tests", "-l", "--dump-tests-json", "--help", "-h", "--testing-library"]
        guard !arguments.dropFirst().contains(where: listing.contains), selectionMayRunNothing else { return }
        RunTally.add(arguments.count == 2 && arguments[1] == "''" ? "no-xctest" : "xctest-ran", launcher: getppid())
    }

    /// Whether the run has a selection that may leave nothing to run: `SPECKIT_FILTER`, or
    /// `swift test --filter` or `--skip`.
    private static var selectionMayRunNothing: Bool {
        if let filter = POSIX.environment("SPECKIT_FILTER"), !filter.isEmpty { return true }
        let words = swiftTestArguments
        return words.contains("--filter") || words.contains("--skip")
    }

    /// The line for `swift test --filter 'pattern'` when it selected nothing: on XCTest's route,
    /// where to find the names it matches; on Swift Testing's, when it names an example
    /// (`Class.example` or `Module.Class.example`), the command that selects it.
    /// - Parameters:
    ///   - onSwiftTesting: whether the class is a Swift Testing test, not an XCTest one.
    ///   - swiftTest: how the command starts: `swift test` with the run's build options.
    static func hint(for pattern: String, onSwiftTesting: Bool = false, swiftTest: String = "swift test") -> String? {
        guard onSwiftTesting else { return namesLine(for: pattern, matchingNo: "XCTest test") }
        guard let (classPart, example) = split(pattern) else { return nil }
        let reason = "matches no Swift Testing test; an example is a case of its class's test, which --filter cannot select"
        return "SpecKit: swift test --filter '\(pattern)' \(reason). To run examples, select "
            + "their class with --filter and the examples with SPECKIT_FILTER: "
            + RerunCommand.of(example: String(example), className: String(classPart), swiftTest: swiftTest)
    }

    /// In Swift Testing's pass, when it has spec classes: what to say of the `swift test --skip`
    /// patterns (each alternative of `A|B` on its own) that name one of its spec classes and
    /// leave out none of its tests, which may name examples: an example is a case of its class's
    /// test, which `--skip` cannot leave out. `nil` when there are none, or when the pass ran no
    /// test (`ranTests`: its `--filter` chose none).
    static func skipNote(binary: String, ranTests: Bool) -> String? {
        guard ranTests else { return nil }
        let words = swiftTestArguments
        var patterns = zip(words, words.dropFirst()).filter { $0.0 == "--skip" }.map(\.1)
        patterns += words.filter { $0.hasPrefix("--skip=") }.map { String($0.dropFirst("--skip=".count)) }
        guard !patterns.isEmpty,
              let listing = POSIX.output(of: binary, [binary, "--testing-library", "swift-testing", "--list-tests"]) else { return nil }
        let tests = listing.split(separator: "\n").filter { $0.contains("/") }
        // `Module.Class/__SpecKitExamples/example(_:)`: a spec class's test; a pattern that means its
        // examples names the class, and no other module (one for the XCTest pass's target does).
        let specClasses = tests.compactMap { test in
            test.range(of: "/__SpecKitExamples/").map { test[..<$0.lowerBound].split(separator: ".").map(String.init) }
        }
        guard !specClasses.isEmpty else { return nil }
        let skippedNothing = patterns.flatMap(alternatives).filter { pattern in
            guard let regex = try? Regex(pattern), specClasses.contains(where: { names(pattern, $0) }) else { return false }
            return !tests.contains { $0.contains(regex) }
        }
        guard !skippedNothing.isEmpty else { return nil }
        let named = skippedNothing.map { "'\($0)'" }.joined(separator: ", ")
        return "SpecKit: swift test --skip \(named) left out no Swift Testing test. Under Swift Testing a spec class is one test and "
            + "its examples are cases of it, which --skip cannot leave out: leave out the class (--skip 'Module\\.SpecClass/'), or "
            + "select the examples to run with \(ExampleFilter.variable)"
    }

    /// The alternatives of a pattern (`A|B`), when none is inside parentheses; else the pattern.
    static func alternatives(_ pattern: String) -> [String] {
        guard pattern.contains("|"), !pattern.contains("(") else { return [pattern] }
        return pattern.split(separator: "|").map(String.init).filter { !$0.isEmpty }
    }

    /// Whether `pattern` names the spec class `qualified` (`["Module", "Class"]`): its name, after
    /// its own module or none (`Other\.Class` names another target's class).
    static func names(_ pattern: String, _ qualified: [String]) -> Bool {
        guard let name = qualified.last, let module = qualified.first, pattern.contains(name) else { return false }
        let plain = pattern.replacingOccurrences(of: "\\.", with: ".")
        guard let range = plain.range(of: "." + name) else { return true }
        let before = plain[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return before.isEmpty || String(before.reversed()) == module
    }

    /// Where the names `swift test --filter` matches are, for a `pattern` that matched no `what` and no example.
    private static func namesLine(for pattern: String, matchingNo what: String) -> String {
        "SpecKit: swift test --filter '\(pattern)' matches no \(what) and no example. swift test list prints "
            + "their names (Module.Class/example_name); --filter matches a regular expression against them"
    }

    /// `Class` (or `Module.Class`) and `example` of a pattern that names an example, as SpecKit
    /// names it (`Class.example`) or as `swift test list` does (`Module.Class/example`): names and
    /// dots alone, so that the command the hint prints is what was meant (an alternation or a
    /// pattern gets no command).
    private static func split(_ pattern: String) -> (Substring, Substring)? {
        let slashes = pattern.filter { $0 == "/" }.count
        guard slashes <= 1, pattern.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "/" }),
              let separator = pattern.lastIndex(of: slashes == 1 ? "/" : "."), separator != pattern.startIndex,
              pattern.index(after: separator) != pattern.endIndex, !pattern[pattern.index(after: separator)...].contains(".") else {
            return nil
        }
        return (pattern[..<separator], pattern[pattern.index(after: separator)...])
    }

    /// Whether XCTest's list of tests (`--list-tests`: `Module.Class/test` lines) has a test of
    /// the class `pattern` names; `false` when it names none.
    static func namesXCTestClass(_ pattern: String, listing: String) -> Bool {
        guard let (classPart, _) = split(pattern) else { return false }
        return listing.split(separator: "\n").contains { line in
            guard let slash = line.firstIndex(of: "/") else { return false }
            let owner = line[..<slash].trimmingPrefix(while: { $0 == " " })
            return owner == classPart || owner.hasSuffix("." + classPart)
        }
    }

    /// The arguments of `swift test` when it started this process; none otherwise.
    static var swiftTestArguments: [String] { swiftTestArguments(of: getppid()) }

    /// The arguments of the process `pid` when it is `swift test`; none otherwise.
    static func swiftTestArguments(of pid: pid_t) -> [String] {
        guard let command = read("/proc/\(pid)/comm"), command.hasPrefix("swift-test"),
              let line = read("/proc/\(pid)/cmdline") else { return [] }
        return line.split(separator: "\0").map(String.init)
    }

    /// In the last test process of a `swift test` run (Swift Testing's, or XCTest's when there is
    /// no Swift Testing pass and no `--parallel`): the lines that fail the run when its selection
    /// could not run what it was asked to — some of the last run's failures (`SPECKIT_ONLY_FAILURES`)
    /// name a renamed or removed example, whether or not others were found, or there is no status
    /// to read them from; a listed order (`SPECKIT_ORDER=list:PATH`) names no example of any process;
    /// `SPECKIT_FILTER` selected no example in any process, or `swift test --filter` no test (with
    /// how to select examples); none when something ran, when
    /// `SPECKIT_PASS_WITH_NO_TESTS` allows it, or in any other process. Takes the run's tally
    /// either way.
    static func emptyRunFailure(binary: String, isSwiftTesting: Bool, swiftTestingRanTests: Bool?, arguments: [String]) -> [String] {
        let words = swiftTestArguments
        guard !words.isEmpty else { return [] }
        let isLastPass = isSwiftTesting || (words.contains("--disable-swift-testing") && !words.contains("--parallel"))
        guard isLastPass else { return [] }
        let lines = RunTally.take(launcher: getppid()) ?? []
        // A value no one can read lets nothing pass; the worker failed the run with it.
        if (try? Switch.read(RunTally.allowVariable, POSIX.environment(RunTally.allowVariable), default: false)) == true { return [] }
        let tally = RunTally.judge(lines)
        // Failures of a module the binary has no test of: a test target renamed or removed.
        let ofGoneModules = RunSettings.current.onlyFailures ? savedFailuresOfModulesGone(from: binary) : []
        let stale = (tally.failuresStale ?? 0) + ofGoneModules.count
        let goneClasses = Set(tally.goneClasses + ofGoneModules.compactMap(SavedStatus.className(ofExample:)).map(String.init)).sorted()
        if tally.failuresFound == 0 || stale > 0,
           let line = ProcessRun.noFailureFoundLine(stale: stale, ofGoneClasses: tally.failuresOfGoneClasses + ofGoneModules.count,
                                                    goneClassNames: goneClasses, foundOthers: (tally.failuresFound ?? 0) > 0) { return [line] }
        if let list = RunSettings.current.order.list, !list.names.isEmpty, tally.listedFound == 0 {
            return ["SpecKit: \(ExampleOrder.variable)=\(ExampleOrder.listPrefix)\(list.path) names no example of any test process of "
                + "this run (renamed or removed since the list was written?), so the run fails: write the list again (SPECKIT_BISECT "
                + "writes one), or set \(RunTally.allowVariable)=1 to let a run without examples pass"]
        }
        // Focus (`fit` elsewhere in their targets) left out every failure found: none ran.
        if let found = tally.failuresFound, found > 0, tally.failuresUnfocused == found {
            return [ProcessRun.unfocusedFailuresLine(found)]
        }
        if let filter = POSIX.environment("SPECKIT_FILTER"), !filter.isEmpty, (tally.examples ?? 0) == 0 {
            if tally.unfocused > 0 {
                return ["SpecKit: " + Misuse.filterSelectedOnlyUnfocused(filter, tally.unfocused, verdict: ", so no example ran and the run fails")]
            }
            return ["SpecKit: SPECKIT_FILTER='\(filter)' selected no example in any test process of this run, so the run fails: "
                + "match it against the names SpecKit prints (SpecClass.example_name), or set \(RunTally.allowVariable)=1 to let "
                + "a run without examples pass"]
        }
        guard let filter = zip(words, words.dropFirst()).first(where: { $0.0 == "--filter" })?.1 else { return [] }
        // XCTest ran nothing: no XCTest process said it was given tests (under `--parallel`,
        // SwiftPM starts none when its filter matched nothing), or this is XCTest's `''`.
        let xctestRanNothing = isSwiftTesting ? !tally.xctestRan : arguments.count == 2 && arguments[1] == "''"
        // SwiftPM starts XCTest with `''` when the filter matched none of its tests; it started
        // none at all when it could not pass the tests it matched (one argument, which Linux caps
        // at 128 KiB: `Argument list too long`).
        if isSwiftTesting, !tally.xctestStarted, !words.contains("--disable-xctest"), !words.contains("--parallel"),
           swiftTestingRanTests == false, xctestListsTests(binary) {
            return ["SpecKit: swift test --filter '\(filter)' started no XCTest test process: SwiftPM passes the tests it selected "
                + "as one argument, too long for that many examples (\"Argument list too long\" above?), so the run fails: select "
                + "their classes with --filter and the examples with SPECKIT_FILTER, as in SPECKIT_FILTER='^CartSpec\\.adds' "
                + "swift test --filter '^Module\\.CartSpec/'"]
        }
        guard xctestRanNothing, !isSwiftTesting || swiftTestingRanTests == false else { return [] }
        // In Swift Testing's pass, the class is a Swift Testing test unless XCTest lists it.
        // With XCTest off, the class can only be Swift Testing's, whatever XCTest's list holds.
        let onSwiftTesting = isSwiftTesting && (words.contains("--disable-xctest") || !(POSIX.output(of: binary, [binary, "--list-tests"])
            .map { namesXCTestClass(filter, listing: $0) } ?? false))
        let unlisted = lines.contains(RunTally.unlisted)
            ? "SpecKit: the test binary failed while it listed the examples (a spec() that crashes?), so --filter could select classes alone"
            : nil
        // A pattern no route's hint fits (a class name with a typo) is told where the names are.
        let namesHint = hint(for: filter, onSwiftTesting: onSwiftTesting, swiftTest: RerunCommand.swiftTest(carrying: words))
            ?? namesLine(for: filter, matchingNo: "test")
        return [namesHint, unlisted, "SpecKit: swift test --filter '\(filter)' selected no test in this run, so the run fails: "
            + "fix the pattern, or set \(RunTally.allowVariable)=1 to let a run without tests pass"].compactMap { $0 }
    }

    /// The last run's failures that name a module of which `binary` lists no test, on either
    /// route: of a test target renamed or removed since, which no process of the run finds or
    /// leaves out. None when the binary lists no test at all.
    private static func savedFailuresOfModulesGone(from binary: String) -> [String] {
        let failures = SavedStatus.lastRun.failures
        guard !failures.isEmpty else { return [] }
        var modules = Set<Substring>()
        for arguments in [[binary, "--list-tests"], [binary, "--testing-library", "swift-testing", "--list-tests"]] {
            // `Module.Class/test`, `Module.Class/__SpecKitExamples/example(_:)`
            for line in (POSIX.output(of: binary, arguments) ?? "").split(separator: "\n") where line.contains("/") {
                if let dot = line.firstIndex(of: ".") { modules.insert(line[..<dot]) }
            }
        }
        guard !modules.isEmpty else { return [] }
        return failures.filter { failure in failure.firstIndex(of: ".").map { !modules.contains(failure[..<$0]) } ?? false }
    }

    /// Whether XCTest lists a test in `binary` (`Module.Class/test`).
    private static func xctestListsTests(_ binary: String) -> Bool {
        (POSIX.output(of: binary, [binary, "--list-tests"]) ?? "").split(separator: "\n").contains { $0.contains("/") }
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return String(decoding: POSIX.readToEnd(descriptor), as: UTF8.self)
    }
}
#endif
