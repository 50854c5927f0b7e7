import Foundation

/// The examples' recorded times that a sharded run balances its shards by: whole microseconds by
/// module-qualified name (`Module.SpecClass.example_name`), taken from the saved status's text.
///
/// The times are read from the text as written, digit by digit, into whole numbers: no
/// floating-point parsing, rounding or summing takes part, so every machine that reads the same
/// file gets the same numbers and the same shards.
///
/// Only a status file that `SPECKIT_STATUS_FILE` names counts, not the default one in `.build`:
/// shards on several machines need the same file on each, which a CI passes around and names;
/// and every local run rewrites the default file, so shards run one after another in a checkout
/// would each read other times and deal other shards.
///
/// Every test process of one run reads the same text: the status file as the run's first sharded
/// process read it (``forThisRun``), not as the run's own processes rewrite it meanwhile.
struct ShardDurations: Sendable {
    /// The recorded time of each case, in microseconds.
    let microseconds: [String: Int]
    /// Tells these times apart from others in a cache of partitions: a hash of the text they were
    /// read from, empty when there are none.
    let key: String

    static let none = ShardDurations(microseconds: [:], key: "")

    /// A longer time than any example takes, so that sums of many never overflow.
    private static let longest = 100_000_000_000

    private init(microseconds: [String: Int], key: String) {
        self.microseconds = microseconds
        self.key = key
    }

    /// The times the saved status `text` records. A `skipped` case recorded at zero never ran,
    /// so it has no time; a time that is not plain digits with a decimal point is left out.
    init(text: String) {
        var times: [String: Int] = [:]
        SavedStatus.forEachRow(of: text) { name, status, seconds in
            guard let time = Self.microseconds(in: seconds), status != .skipped || time > 0 else { return }
            times[name] = min(time, Self.longest)
        }
        guard !times.isEmpty else {
            self = .none
            return
        }
        var hash = StableHash()
        hash.add(text)
        self.init(microseconds: times, key: String(hash.value))
    }

    /// The whole microseconds `text` (seconds, written `12.3456`) says, digits past the sixth
    /// decimal left out; `nil` when it is not digits with at most one decimal point.
    static func microseconds(in text: String) -> Int? {
        var whole = 0
        var fraction = 0
        var decimals = -1  // no decimal point yet
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard decimals < 0 else { return nil }
                decimals = 0
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            digits += 1
            if decimals < 0 {
                guard whole <= longest / 10 else { return longest }
                whole = whole * 10 + digit
            } else if decimals < 6 {
                fraction = fraction * 10 + digit
                decimals += 1
            }
        }
        guard digits > 0 else { return nil }
        for _ in max(0, decimals)..<6 { fraction *= 10 }
        return min(longest, whole * 1_000_000 + fraction)
    }

    // MARK: Once per run

    /// The times this process balances its shards by: read once, from the text every process of
    /// the run reads (``textForThisRun(of:owner:folder:)``); none unless `SPECKIT_STATUS_FILE`
    /// names a status file.
    static let forThisRun: ShardDurations = {
        guard let path = namedPath(reading: ProcessEnvironment.value(of:)) else { return .none }
        return ShardDurations(text: textForThisRun(of: path))
    }()

    /// The times in the status file `environment` names, read now: what a process with that
    /// environment would balance by, for tests.
    static func read(_ environment: [String: String]) -> ShardDurations {
        guard let path = namedPath(reading: { environment[$0] }),
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return .none }
        return ShardDurations(text: text)
    }

    /// The status file `SPECKIT_STATUS_FILE` names; `nil` when it is unset or `off`.
    private static func namedPath(reading read: (String) -> String?) -> String? {
        guard let value = read(SavedStatus.variable)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return SavedStatus.path(reading: read)
    }

    /// The text of the status file at `path` as the first process of the run `owner` (see
    /// ``RunOwner``) that asks read it, kept in `folder` for the run's other processes.
    ///
    /// The run's processes rewrite the status file as each ends, while others (those of
    /// `--parallel`, of the second test library, or started after a crash) have not yet read it.
    /// Were each to read the file itself, a process that starts late would balance by times the
    /// run wrote, and compute other shards than the processes before it: an example could run in
    /// two shards or in none. So the first process keeps a copy, named after the run, and every
    /// later process reads the copy. No process writes the times of examples before it has
    /// read them, so the copy is always the file as it was before the run changed it.
    ///
    /// Returns an empty text when there is no status file yet; the copy records that too.
    static func textForThisRun(of path: String, owner: String = RunOwner.current, folder: String = temporaryFolder) -> String {
        var hash = StableHash()
        hash.add(path)
        let copy = "\(folder)/\(copyPrefix)\(owner)-\(hash.value)"
        if let kept = contents(of: copy) { return kept }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // Written whole under another name, then linked: a process sees the copy whole or not at all.
        let draft = "\(copy).\(getpid())"
        guard FileManager.default.createFile(atPath: draft, contents: Data(text.utf8)) else { return text }
        defer { unlink(draft) }
        if link(draft, copy) != 0 {
            // Another process of the run kept its copy first: read that one, as every process does.
            if errno == EEXIST, let kept = contents(of: copy) { return kept }
            return text
        }
        removeCopiesOfEndedRuns(in: folder)
        return text
    }

    private static let copyPrefix = "speckit-durations-"

    /// `TMPDIR`, or `/tmp`.
    static var temporaryFolder: String {
        guard let folder = ProcessEnvironment.value(of: "TMPDIR"), !folder.isEmpty else { return "/tmp" }
        return folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    }

    private static func contents(of path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Removes the copies of runs whose owner no longer runs.
    private static func removeCopiesOfEndedRuns(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(copyPrefix) {
            // `speckit-durations-PID-START-HASH`, and a draft's `.PID` after it.
            let fields = name.dropFirst(copyPrefix.count).split(separator: "-")
            guard fields.count >= 3, !RunOwner.isRunning("\(fields[0])-\(fields[1])") else { continue }
            unlink("\(folder)/\(name)")
        }
    }
}
