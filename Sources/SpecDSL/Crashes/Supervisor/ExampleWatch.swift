#if os(Linux) && compiler(>=6.3)
import Glibc

/// Follows the journal of a running worker to find an example that runs past its time limit.
///
/// An `async` example has a timer of its own, which fails it at its limit. A synchronous one has
/// none: one that waits forever (a deadlock, a semaphore no one signals) would hang the run, so
/// the supervisor stops the worker instead, and the example fails as a crashed one does.
struct ExampleWatch {
    /// How long past its limit an example may still run: an `async` example's own timer fails it
    /// at the limit and gives it a second to stop.
    static let grace = 5.0

    /// The limit of an example whose journal line names none: `SPECKIT_EXAMPLE_TIMEOUT`'s, or
    /// the default (an invalid value fails the run in the worker).
    static let defaultLimit: Double = {
        let name = Misuse.asyncTimeoutVariable
        let environment = POSIX.environment(name).map { [name: $0] } ?? [:]
        let seconds = try? ExampleSelection.environmentTimeout(environment).get()
        return (seconds ?? nil) ?? ExampleSelection.defaultAsyncExampleTimeout.seconds
    }()

    /// An example running now: since when the watch has seen it run, and its limit.
    private struct Running {
        let since: Double
        let limit: Double
    }

    /// How far the journal was read: up to the end of its last whole line.
    private var offset: Int
    /// `class<TAB>example` of each example that started and did not end.
    private var running: [String: Running] = [:]
    /// Whether the worker runs XCTest: one case at a time, so the next line ends an example that
    /// passed (it writes no line of its own).
    private var serialCases = false

    /// A watch of what a worker writes to `journal` from now on.
    init(journal: Int32) {
        offset = POSIX.size(of: journal)
    }

    /// Reads the lines written since the last call, as seen at `now`.
    mutating func read(_ journal: Int32, now: Double) {
        let bytes = POSIX.bytes(of: journal, from: offset)
        guard let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return }
        offset += lastBreak + 1
        for line in bytes[...lastBreak].split(separator: UInt8(ascii: "\n")) {
            note(String(decoding: line, as: UTF8.self), now: now)
        }
    }

    /// The example that has run longer than its limit and the grace, with its limit.
    func overdue(now: Double) -> (example: String, limit: Double)? {
        running.first { now - $0.value.since > $0.value.limit + Self.grace }.map { ($0.key, $0.value.limit) }
    }

    private mutating func note(_ line: String, now: Double) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard let kind = fields.first else { return }
        if serialCases, !running.isEmpty, JournalSummary.endsPassedExample(kind) {
            running = [:]
        }
        switch kind {
        case "B":
            serialCases = true
        case "S" where fields.count >= 3:
            let limit = fields.count > 3 ? Double(fields[3]) ?? Self.defaultLimit : Self.defaultLimit
            running[JournalSummary.exampleKey(fields)] = Running(since: now, limit: limit)
        case "E" where fields.count >= 3:
            running[JournalSummary.exampleKey(fields)] = nil
        default:
            break
        }
    }
}
#endif
