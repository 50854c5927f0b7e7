import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Each example's last outcome and time, saved after every run and merged with the runs before:
/// what `SPECKIT_ONLY_FAILURES` and `SPECKIT_NEXT_FAILURE` select from.
///
/// The file is plain text, one line per case, sorted by name, so that it reads (and diffs) well:
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

    init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The status `text` holds; lines it cannot read are left out.
    init(text: String) {
        Self.forEachRow(of: text) { name, status, seconds in
            guard let seconds = Double(seconds) else { return }
            entries[name] = Entry(status: status, seconds: seconds)
        }
    }

    /// Calls `body` with each case's row of `text`, in the file's order: its name, its status, and
    /// its seconds as written; lines that are no such row are left out.
    static func forEachRow(of text: String, _ body: (_ name: String, _ status: Status, _ seconds: String) -> Void) {
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            // The name is everything before the last two columns.
            let columns = line.components(separatedBy: " | ")
            guard columns.count >= 3, let status = Status(rawValue: columns[columns.count - 2].trimmingCharacters(in: .whitespaces)) else {
                continue
            }
            let name = columns.dropLast(2).joined(separator: " | ").trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            body(name, status, columns[columns.count - 1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The file's text: a comment, a header, then one aligned line per case, by name.
    var text: String {
        let names = entries.keys.sorted()
        let width = max("example".count, names.map(\.count).max() ?? 0)
        func padded(_ text: String, to width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = ["# SpecKit saved status: each example's last outcome and time in seconds, merged over runs.",
                     padded("example", to: width) + " | status  | seconds"]
        lines.reserveCapacity(names.count + 2)
        for name in names {
            guard let entry = entries[name] else { continue }
            lines.append(padded(name, to: width) + " | " + padded(entry.status.rawValue, to: 7) + " | " + String(format: "%.4f", entry.seconds))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names of the cases whose last outcome was a failure.
    var failures: Set<String> { Set(entries.filter { $0.value.status == .failed }.keys) }

    /// This status with `cases` in it: each one's line is replaced. A case skipped because the run
    /// stopped early (`SPECKIT_FAIL_FAST`) did not run, and leaves its line as it was; one that
    /// was skipped keeps the time it took when it last ran.
    func adding(_ cases: [JUnitReport.Case]) -> SavedStatus {
        var merged = self
        for reported in cases {
            let name = reported.className + "." + reported.name
            let status: Status
            switch reported.outcome {
            case .passed: status = .passed
            case .failed: status = .failed
            case .skipped(let reason):
                if reason.hasPrefix(FailFast.reasonStart) { continue }
                status = .skipped
            case .pending: status = .skipped
            }
            let seconds = status == .skipped ? merged.entries[name]?.seconds ?? 0 : reported.duration
            merged.entries[name] = Entry(status: status, seconds: seconds)
        }
        return merged
    }

    // MARK: The file

    /// Where the status is saved: `SPECKIT_STATUS_FILE` (relative to where the process started),
    /// else the package's `.build` folder; `nil` when it is `off` or no `.build` folder is found.
    static func path(reading read: (String) -> String? = ProcessEnvironment.value(of:)) -> String? {
        if let value = read(variable)?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            if value.lowercased() == "off" { return nil }
            return value.hasPrefix("/") ? value : ProcessEnvironment.startingDirectory.map { "\($0)/\(value)" } ?? value
        }
        return buildFolder().map { "\($0)/\(defaultName)" }
    }

    /// The folder SwiftPM built the test binary in (`.build`, or the `--scratch-path`, which holds
    /// its `workspace-state.json`), or else the `.build` folder where the process started.
    private static func buildFolder() -> String? {
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
        return nil
    }

    /// The status saved when this process started (none when it is not saved): read once, before
    /// the first example runs, so that this run's own results do not change what it selects.
    static let lastRun: SavedStatus = path().flatMap(read(at:)) ?? SavedStatus()

    /// The status saved at `path`: empty when there is no file yet, `nil` when it cannot be read.
    static func read(at path: String) -> SavedStatus? {
        guard FileManager.default.fileExists(atPath: path) else { return SavedStatus() }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return SavedStatus(text: text)
    }

    /// Adds `cases` to the status saved at `path`; prints an error when it cannot be written.
    ///
    /// Writers take turns on a lock of the file's folder, and each writes a new file that
    /// replaces the old one: a reader sees the status before or after a write, never half of it.
    static func add(_ cases: [JUnitReport.Case], at path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        // A folder that is not there is a problem the run reported as it started.
        guard !cases.isEmpty, folder.isEmpty || FileManager.default.fileExists(atPath: folder) else { return }
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }
        let saved = read(at: path) ?? SavedStatus()
        do {
            try saved.adding(cases).text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            print("error: SpecKit could not save the examples' status in \(path): \(error); "
                  + "set \(variable) to a file you may write, or \(variable)=off")
        }
    }
}
