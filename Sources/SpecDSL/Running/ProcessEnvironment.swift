import Foundation

/// Reads one environment variable of the test process (`SPECKIT_FILTER`, `SPECKIT_EXAMPLE_TIMEOUT`, …).
///
/// `ProcessInfo.processInfo.environment` copies the whole environment into a dictionary on each
/// call, and every spec class reads two variables; `getenv` reads the same environment, as it is
/// at the time of the call, without the copy.
enum ProcessEnvironment {
    static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The working directory the process started in, before an example could change it: what a
    /// relative path in a variable (`SPECKIT_XUNIT_OUTPUT=specs.xml`) is relative to. Read before
    /// `main` on Linux.
    static let startingDirectory: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// The process that started the test binary (`swift test`, a shell): the parent, or, in a
    /// process the crash supervisor started, the supervisor's parent.
    static var launcher: pid_t {
        CrashJournal.isSupervised ? parent(of: getppid()) ?? getppid() : getppid()
    }

    /// The parent of `process`, from Linux's `/proc`; `nil` elsewhere.
    static func parent(of process: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let end = stat.range(of: ")", options: .backwards) else { return nil }
        // After the command in parentheses: state is field 3, the parent field 4.
        let fields = stat[end.upperBound...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
