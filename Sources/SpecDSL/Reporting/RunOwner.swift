import Foundation

/// The process whose life spans a test process's part of a run, written `pid-start`: `swift test`
/// when it started the run (its test processes, those of `--parallel` too, share it), else the
/// process the test binary was started as (the crash supervisor, whose workers share it).
///
/// The JUnit report names the owners of its run, and a random order without a seed takes its
/// seed from the owner, so that every process of one `swift test` run shuffles alike.
enum RunOwner {
    /// Names the owner for the processes a bisect starts (``variable``): its first run reports as
    /// part of the `swift test` run that started the bisect.
    static let variable = "SPECKIT_RUN_OWNER"

    /// This process's owner.
    static let current: String = {
        if let given = ProcessEnvironment.value(of: variable), !given.isEmpty { return given }
        let parent = ProcessEnvironment.launcher
        if command(of: parent)?.hasPrefix("swift-test") == true { return identity(of: parent) }
        return identity(of: CrashJournal.isSupervised ? getppid() : getpid())
    }()

    /// Whether the owner `identity` still runs: a process with its pid that started when it did.
    static func isRunning(_ identity: String) -> Bool {
        guard let dash = identity.firstIndex(of: "-"), let pid = pid_t(identity[..<dash]), pid > 0 else { return false }
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        let started = identity[identity.index(after: dash)...]
        return started == "0" || startTime(of: pid).map { $0 == started } ?? true
    }

    static func identity(of process: pid_t) -> String {
        "\(process)-\(startTime(of: process) ?? "0")"
    }

    private static func command(of process: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The clock tick the process started at (Linux's `/proc`); `nil` elsewhere.
    private static func startTime(of process: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let end = stat.range(of: ")", options: .backwards) else { return nil }
        // After the command in parentheses: state is field 3, the start time field 22.
        let fields = stat[end.upperBound...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
