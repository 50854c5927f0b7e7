import Foundation

/// Each example's last outcome and time, saved after every run and merged with the runs before:
/// what `SPECKIT_ONLY_FAILURES` and `SPECKIT_NEXT_FAILURE` select from.
///
/// The file is plain text, one line per example, the classes sorted by name and a class's examples
/// in the order its last whole run ran them, the columns lined up as a terminal shows them
/// (``TerminalColumns``), so that it reads (and diffs) well:
///
/// ```text
/// # SpecKit saved status: each example's last outcome and time in seconds, merged over runs.
/// example                                     | status  | seconds
/// ConsumerSpecs.CartSpec.a_cart__adds_an_item | passed  | 0.0004
/// ConsumerSpecs.CartSpec.a_cart__keeps_item_3 | failed  | 0.0121
/// ```
///
/// It is `SPECKIT_STATUS_FILE` when set (`off` saves none), or else `speckit-status.txt` in the
/// package's `.build` folder: nothing to configure, nothing to commit. A run that selects only
/// some examples updates their lines and keeps the others'; the test processes of one run
/// (`--parallel`, a restart after a crash, both test libraries) each add theirs.
struct SavedStatus: Equatable, Sendable {
    static let variable = "SPECKIT_STATUS_FILE"
    /// The file's name in the package's `.build` folder when `SPECKIT_STATUS_FILE` is unset.
    static let defaultName = "speckit-status.txt"

    /// How a case ended, as the file says it.
    enum Status: String, Sendable {
        case passed, failed, skipped
    }

    struct Entry: Equatable, Sendable {
        var status: Status
        var seconds: Double
    }

    /// The cases, by their module-qualified name: `Module.SpecClass.example_name`.
    var entries: [String: Entry] = [:]
    /// The names in the order the text listed them.
    private(set) var order: [String] = []

    /// Two statuses are equal when they hold the same cases, whatever order they were read in.
    static func == (left: SavedStatus, right: SavedStatus) -> Bool { left.entries == right.entries }

    init(entries: [String: Entry] = [:]) {
        self.entries = entries
        order = entries.keys.sorted()
    }

    /// The status `text` holds; lines it cannot read are left out.
    ///
    /// Read as UTF-8 bytes: a suite's file has a line per example, and Swift's `Character` work
    /// (line breaks, trimming) costs a debug build more than the rest of a large run.
    init(text: String) {
        Self.forEachRow(of: text) { name, status, seconds in
            // A time no run records (a hand's `inf`, `-5`) is no time.
            guard let seconds = Double(seconds), seconds.isFinite, seconds >= 0 else { return }
            if entries.updateValue(Entry(status: status, seconds: seconds), forKey: name) == nil { order.append(name) }
        }
    }

    /// Calls `body` with each case's row of `text`, in the file's order: its name, its status, and
    /// its seconds as written; lines that are no such row are left out.
    ///
    /// Read as UTF-8 bytes: a suite's file has a line per example, and Swift's `Character` work
    /// (line breaks, trimming) costs a debug build more than the rest of a large run.
    static func forEachRow(of text: String, _ body: (_ name: String, _ status: Status, _ seconds: String) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if end > start && bytes[start] != UInt8(ascii: "#") { row(bytes, start, end, body) }
                start = end + 1
            }
        }
    }

    /// Hands `body` the row of the line `bytes[start..<end]`, `name | status | seconds`, the name
    /// being all before the last two columns; nothing when it is no such row.
    private static func row(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                            _ body: (_ name: String, _ status: Status, _ seconds: String) -> Void) {
        var last = end - 1
        while last >= start && bytes[last] != UInt8(ascii: "|") { last -= 1 }
        var middle = last - 1
        while middle >= start && bytes[middle] != UInt8(ascii: "|") { middle -= 1 }
        guard middle >= start else { return }
        let name = trimmed(bytes, start, middle)
        guard !name.isEmpty, let status = status(bytes, trimmed(bytes, middle + 1, last)) else { return }
        body(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self), status,
             String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed(bytes, last + 1, end)]), as: UTF8.self))
    }

    /// `start..<end` without the spaces, tabs and carriage returns at either end.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var low = start
        var high = end
        while low < high && (bytes[low] == 0x20 || bytes[low] == 0x09 || bytes[low] == 0x0D) { low += 1 }
        while high > low && (bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 || bytes[high - 1] == 0x0D) { high -= 1 }
        return low..<high
    }

    private static func status(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Status? {
        let status: Status
        switch range.isEmpty ? 0 : bytes[range.lowerBound] {
        case UInt8(ascii: "p"): status = .passed
        case UInt8(ascii: "f"): status = .failed
        case UInt8(ascii: "s"): status = .skipped
        default: return nil
        }
        var index = range.lowerBound
        for byte in status.rawValue.utf8 {
            guard index < range.upperBound, bytes[index] == byte else { return nil }
            index += 1
        }
        return index == range.upperBound ? status : nil
    }

    /// The names of the cases whose last outcome was a failure.
    var failures: Set<String> { Set(entries.filter { $0.value.status == .failed }.keys) }

    /// The module-qualified class of a saved example's name (`Specs.CartSpec` of
    /// `Specs.CartSpec.a_cart__adds`): what comes before its last dot, as example names have none.
    static func className(ofExample name: String) -> Substring? {
        name.lastIndex(of: ".").map { name[..<$0] }
    }

    /// Whether the environment runs every example of the classes that run: no `SPECKIT_FILTER`,
    /// no shard, no listed order, no selection of the last failures, and no `swift test --filter`
    /// that names single examples (`namesSingleCases`, from the test process's command line).
    static func runsWholeClasses(namesSingleCases: Bool = false, reading read: (String) -> String? = ProcessEnvironment.value(of:)) -> Bool {
        guard !namesSingleCases else { return false }
        let narrowing = [ExampleFilter.variable, Shard.variable, Shard.bazelTotalVariable]
        guard narrowing.allSatisfy({ (read($0) ?? "").isEmpty }) else { return false }
        // A listed order runs the examples its file lists, and no others.
        if read(ExampleOrder.variable)?.trimmingCharacters(in: .whitespaces).hasPrefix(ExampleOrder.listPrefix) == true { return false }
        // The two switches alone: the other settings (a listed order's file) need not be read again.
        return ![RunSettings.onlyFailuresVariable, RunSettings.nextFailureVariable].contains { name in
            (try? Switch.read(name, read(name), default: false)) == true
        }
    }

    /// How the file SpecKit writes starts: a file that starts otherwise is not replaced.
    static let header = "# SpecKit saved status"

    /// Whether the file at `path` is one SpecKit may replace: none, an empty one, one it wrote, or
    /// a status table someone wrote (a row it can read) without the comment SpecKit starts with.
    private static func mayReplace(_ path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return true }
        return FileManager.default.contents(atPath: path).map(mayReplace) ?? false
    }

    /// Whether a file holding `bytes` is one SpecKit may replace.
    private static func mayReplace(_ bytes: Data) -> Bool {
        if bytes.isEmpty || bytes.starts(with: header.utf8) { return true }
        guard let text = String(data: bytes, encoding: .utf8) else { return false }
        return isTable(text)
    }

    /// Whether `text` is a status table someone wrote: at least one row, and every other line
    /// empty, a comment or the header. A row's name is module-qualified (`Module.Class.example`)
    /// and has no spaces: prose with a bar in it is no table.
    static func isTable(_ text: String) -> Bool {
        var rows = 0
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let columns = trimmed.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count == 3 else { return false }
            if columns[0] == "example" { continue }
            guard columns[0].contains("."), !columns[0].contains(where: \.isWhitespace), Status(rawValue: columns[1]) != nil,
                  Double(columns[2]) != nil else { return false }
            rows += 1
        }
        return rows > 0
    }

    // MARK: The file

    /// Where the status is saved: `SPECKIT_STATUS_FILE` (relative to where the process started),
    /// else the package's `.build` folder; `nil` when it is `off` or no `.build` folder is found.
    static func path(reading read: (String) -> String? = ProcessEnvironment.value(of:)) -> String? {
        if let value = read(variable)?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            if value.lowercased() == "off" { return nil }
            let path = value.hasPrefix("/") ? value : ProcessEnvironment.startingDirectory.map { "\($0)/\(value)" } ?? value
            return following(path)
        }
        return defaultPath
    }

    /// Whether `path` is the default file itself, in the build folder, and not a link: what it
    /// holds is SpecKit's; a file a link there points at may be someone else's.
    private static func isOwnPlace(_ path: String) -> Bool {
        guard let folder = buildFolder() else { return false }
        let place = "\(folder)/\(defaultName)"
        return path == place && (try? FileManager.default.destinationOfSymbolicLink(atPath: place)) == nil
    }

    /// Where the status is saved when `SPECKIT_STATUS_FILE` says nothing: in the build folder.
    static var defaultPath: String? { buildFolder().map { following("\($0)/\(defaultName)") } }

    /// The file a link at `path` points at, link after link, even one not made yet: the file a CI
    /// keeps between jobs is the one written, and the link stays.
    private static func following(_ path: String) -> String {
        var current = path
        for _ in 0..<16 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = target.hasPrefix("/") ? target : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        return current
    }

    /// The folder SwiftPM built the test binary in (`.build`, or the `--scratch-path`, which holds
    /// its `workspace-state.json`), or else the `.build` folder where the process started.
    static func buildFolder() -> String? {
        let files = FileManager.default
        var folder = (executablePath() as NSString?)?.deletingLastPathComponent
        while let current = folder, current != "/", !current.isEmpty {
            if (current as NSString).lastPathComponent == ".build" || files.fileExists(atPath: current + "/workspace-state.json") {
                return current
            }
            folder = (current as NSString).deletingLastPathComponent
        }
        var isFolder: ObjCBool = false
        guard let start = ProcessEnvironment.startingDirectory,
              files.fileExists(atPath: start + "/.build", isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return start + "/.build"
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        return Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundlePath ?? Bundle.main.executablePath
        #endif
    }

    /// What makes a `SPECKIT_STATUS_FILE` the user set impossible to write, said before the run
    /// starts: a folder that does not exist, or a path that is a folder.
    static func problem(reading read: (String) -> String? = ProcessEnvironment.value(of:)) -> String? {
        guard let value = read(variable)?.trimmingCharacters(in: .whitespaces), !value.isEmpty, let path = path(reading: read) else {
            return nil
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(variable)=\(value) is a folder: name the status file, e.g. \(value)/\(defaultName)"
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            return "\(variable)=\(value): the folder \(folder) does not exist; create it, or point the variable at a file in an "
                + "existing folder (\(variable)=off saves no status)"
        }
        if !mayReplace(path) {
            return "\(variable)=\(value) is a file SpecKit did not write (it does not start with \"\(header)\", and it is not a "
                + "table of examples' statuses), so it is left alone; point the variable at a new file"
        }
        if let reason = ReportFile.whyUnwritable(path) {
            return "\(variable)=\(value) cannot be written (\(reason)); point it at a file you may write"
        }
        return nil
    }

    /// The status saved when this run started (none when it is not saved): read once, before the
    /// first example runs, so that this run's own results do not change what it selects. The
    /// run's test processes (`--parallel`'s, the other test library's, those after a crash), each
    /// of which rewrites the file as it ends, all read it as the first of them did, from its copy
    /// (``ShardDurations/textForThisRun(of:owner:folder:)``): `SPECKIT_ONLY_FAILURES` with a shard
    /// selects the same failures in each.
    static let lastRun: SavedStatus = path().map { SavedStatus(text: ShardDurations.textForThisRun(of: $0)) } ?? SavedStatus()

    /// The status saved at `path`: empty when there is no file yet, `nil` when it cannot be read.
    static func read(at path: String) -> SavedStatus? {
        guard FileManager.default.fileExists(atPath: path) else { return SavedStatus() }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return SavedStatus(text: text)
    }

    /// Adds what the updates of `classes` say to the status saved at `path` (see
    /// ``merge(_:into:ranWholeClasses:)``); prints an error when it cannot be written.
    ///
    /// Writers take turns on a lock of the file's folder, and each writes a new file that
    /// replaces the old one: a reader sees the status before or after a write, never half of it.
    static func add(_ classes: [ClassUpdates], at path: String, ranWholeClasses: Bool = false) {
        let folder = (path as NSString).deletingLastPathComponent
        // A folder that is not there, or a file of someone else's, is a problem the run reported as it started.
        guard !classes.isEmpty, folder.isEmpty || FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try ReportFile.whileLocking(folderOf: path) {
                let old: Data
                if FileManager.default.fileExists(atPath: path), let text = FileManager.default.contents(atPath: path), mayReplace(text) {
                    old = text
                } else {
                    // A file of someone else's at a path the user chose stays; one at SpecKit's
                    // own path in the build folder is SpecKit's to write again.
                    guard !FileManager.default.fileExists(atPath: path) || isOwnPlace(path) else { return }
                    old = Data()
                }
                let merged = old.withUnsafeBytes { merge(classes, into: $0, ranWholeClasses: ranWholeClasses) }
                try merged.write(to: URL(fileURLWithPath: path), options: .atomic)
            }
        } catch {
            var isFolder: ObjCBool = false
            let reason = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                ? "it is a folder; remove it" : (error as NSError).localizedDescription
            print("error: SpecKit could not save the examples' status in \(path) (\(reason)); "
                  + "set \(variable) to a file you may write, or \(variable)=off")
        }
    }
}
