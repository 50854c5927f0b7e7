#if os(Linux)
import Glibc

/// What the test processes of one `swift test` run selected, for the last of them to judge: each
/// process adds a line to a file of the run (named after `swift test`'s process and when it
/// started): how many examples `SPECKIT_FILTER` selected (`examples N`), how many examples the
/// last run's failures saved for each spec class that runs name one of its examples and how many
/// none, under `SPECKIT_ONLY_FAILURES` (`failures-saved Class FOUND STALE`), how many names of a
/// listed order name an example of a target (`listed-found N`), and whether an
/// XCTest process was given tests (`xctest-ran`) or none (`no-xctest`). The crash supervisor of
/// the run's last pass reads it, fails the run when nothing was selected, and removes it. Only
/// under `swift test`, on Linux.
///
/// ```text
/// examples 0
/// examples 3
/// ```
enum RunTally {
    /// The line of a run whose test binary could not list its examples for `swift test`.
    static let unlisted = "examples-unlisted"

    /// The word of a line that says, under `SPECKIT_ONLY_FAILURES`, how many of the last run's
    /// failures saved for a spec class that runs name one of its examples, how many none, and
    /// how many of the first focus leaves out (`failures-saved Specs.CartSpec 2 1 0`).
    static let savedFailures = "failures-saved"
    /// Examples a selection matched that focus left out (`fit` elsewhere in their target).
    static let unfocused = "unfocused"

    /// The word of a line that says, under a listed order (`SPECKIT_ORDER=list:PATH`), how many of
    /// its names name an example of a test target (`listed-found 2`).
    static let listedFound = "listed-found"

    /// Lets a run whose selection runs nothing pass.
    static let allowVariable = "SPECKIT_PASS_WITH_NO_TESTS"

    /// The file of the run that `launcher` (`swift test`) runs; `nil` when it is not `swift test`.
    static func path(launcher: pid_t) -> String? {
        guard read("/proc/\(launcher)/comm")?.hasPrefix("swift-test") == true,
              let stat = read("/proc/\(launcher)/stat"), let end = stat.lastIndex(of: ")") else { return nil }
        // After the command in parentheses: state is field 3, the start time field 22.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(folder)/speckit-run-\(launcher)-\(fields[19])"
    }

    /// Adds `line` to the file of the run `launcher` runs, if it is `swift test`.
    static func add(_ line: String, launcher: pid_t) {
        guard let path = path(launcher: launcher) else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var text = line + "\n"
        text.withUTF8 { _ = write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The lines of the run's file as they are now, which stays; `nil` when there is none.
    static func peek(launcher: pid_t) -> [String]? {
        path(launcher: launcher).flatMap(lines(at:))
    }

    /// The lines of the run's file, and removes it with the files of runs whose `swift test` is
    /// gone (a run no process judged); `nil` when there is none.
    static func take(launcher: pid_t) -> [String]? {
        removeFilesOfEndedRuns()
        guard let path = path(launcher: launcher), let lines = lines(at: path) else { return nil }
        unlink(path)
        return lines
    }

    private static func lines(at path: String) -> [String]? {
        read(path).map { $0.split(separator: "\n").map(String.init) }
    }

    private static func removeFilesOfEndedRuns() {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("speckit-run-"), let pid = pid_t(name.dropFirst("speckit-run-".count).prefix { $0 != "-" }) else { continue }
            if kill(pid, 0) == -1, errno == ESRCH { unlink("\(folder)/\(name)") }
        }
    }

    /// What the lines say: how many examples the filter selected in all, and how many it matched
    /// that focus left out; how many of the last run's failures name an example and how many none
    /// (of those, how many name a class gone from its target), and how many of the found focus
    /// left out; how many names of a listed order name an example (`nil` when no process said),
    /// whether an XCTest process was given tests, and whether one started at all.
    static func judge(_ lines: [String]) -> (examples: Int?, unfocused: Int, failuresFound: Int?, failuresStale: Int?,
                                             failuresUnfocused: Int, failuresOfGoneClasses: Int, goneClasses: [String],
                                             listedFound: Int?, xctestRan: Bool, xctestStarted: Bool) {
        // Each class once, though several processes (a restart, shards of a class) said it.
        var byClass: [Substring: (found: Int, stale: Int, unfocused: Int)] = [:]
        for line in lines where line.hasPrefix(savedFailures + " ") {
            let words = line.split(separator: " ")
            guard words.count == 4 || words.count == 5, let found = Int(words[2]), let stale = Int(words[3]) else { continue }
            byClass[words[1]] = (found, stale, words.count == 5 ? Int(words[4]) ?? 0 : 0)
        }
        let counts = byClass.isEmpty ? nil : byClass.values.reduce((found: 0, stale: 0, unfocused: 0)) {
            ($0.found + $1.found, $0.stale + $1.stale, $0.unfocused + $1.unfocused)
        }
        // A `Module.Class.*` line counts the failures of a class its target no longer has.
        let goneLines = byClass.filter { $0.key.hasSuffix(".*") }
        let gone = goneLines.values.reduce(0) { $0 + $1.stale }
        let goneClasses = goneLines.keys.map { String($0.dropLast(2)) }.sorted()
        return (sum(of: "examples ", in: lines), sum(of: unfocused + " ", in: lines) ?? 0, counts?.found, counts?.stale,
                counts?.unfocused ?? 0, gone, goneClasses, sum(of: listedFound + " ", in: lines),
                lines.contains("xctest-ran"), lines.contains("xctest-ran") || lines.contains("no-xctest"))
    }

    private static func sum(of prefix: String, in lines: [String]) -> Int? {
        var total: Int?
        for line in lines where line.hasPrefix(prefix) { total = (total ?? 0) + (Int(line.dropFirst(prefix.count)) ?? 0) }
        return total
    }

    private static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard got > 0 else { break }
            bytes += chunk[0..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
#endif
