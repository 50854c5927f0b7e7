import Foundation

/// Colours for SpecKit's own lines: green for what passed, red for what failed, yellow for what
/// was skipped or is pending; none unless the standard output is a terminal, and none when
/// `NO_COLOR` is set to anything (https://no-color.org). `swift test` hands the test process a
/// pipe that it copies to its own output: there, that output is the one that counts.
///
/// ```swift
/// let style = TerminalStyle(colors: true)
/// style.failed("fails")  // "\u{1B}[31mfails\u{1B}[0m"
/// ```
struct TerminalStyle: Sendable {
    let colors: Bool

    /// The style for this process's standard output.
    static let standardOutput = TerminalStyle(
        colors: ProcessEnvironment.value(of: "NO_COLOR")?.isEmpty != false && (isatty(STDOUT_FILENO) != 0 || swiftTestWritesToATerminal))

    /// Whether `swift test` started this test binary and its standard output is a terminal
    /// (Linux's `/proc` tells; elsewhere this is `false`).
    private static var swiftTestWritesToATerminal: Bool {
        let parent = ProcessEnvironment.launcher
        let command = (try? String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard command == "swift-test", let output = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(parent)/fd/1") else {
            return false
        }
        return output.hasPrefix("/dev/pts/") || output.hasPrefix("/dev/tty")
    }

    func passed(_ text: String) -> String { paint(text, 32) }
    func failed(_ text: String) -> String { paint(text, 31) }
    func skipped(_ text: String) -> String { paint(text, 33) }

    private func paint(_ text: String, _ code: Int) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
