#if os(Linux) && compiler(>=6.3)
import Glibc

/// Follows the journal as the workers write it to find what runs past its time limit: an example,
/// or something outside the examples (`spec()`, a suite hook, a class `setUp()` or `tearDown()`,
/// a plain XCTest test).
///
/// An `async` example has a timer of its own, which fails it at its limit. Nothing else has:
/// a synchronous example or a `beforeSuite` that waits forever (a deadlock, a server that never
/// starts) would hang the run, so the supervisor stops the worker instead, and what ran fails as
/// a crashed example does.
///
/// It is the supervisor's one reader of the journal: each line it reads also goes to what the
/// blame after a crash needs (``summary``) and to what the reports and the end of a crashed run
/// need (``run``), so that no line is read twice. A `W` line (the supervisor's, before each
/// worker) starts the watch anew.
struct ExampleWatch {
    /// How long past its limit an example may still run: an `async` example's own timer fails it
    /// at the limit and gives it a second to stop.
    static let grace = 5.0

    /// The limit of an example whose journal line names none, and of everything outside the
    /// examples: `SPECKIT_EXAMPLE_TIMEOUT`'s, or the default (an invalid value fails the run in
    /// the worker).
    static let defaultLimit: Double = {
        let seconds = try? ExampleSelection.readTimeout(POSIX.environment(Misuse.asyncTimeoutVariable)).get()
        return (seconds ?? nil) ?? ExampleSelection.defaultAsyncExampleTimeout.seconds
    }()

    /// What ran past its limit.
    struct Overdue: Equatable {
        let what: Watched
        let limit: Double

        /// How the supervisor's line names it: `M.Spec.the_example`, `the beforeSuite at Hooks.swift:3`.
        var name: String {
            switch what {
            case .example(let key): key.split(separator: "\t").joined(separator: ".")
            case .activity(let name): name
            case .specClass(let className): "the class setUp() or tearDown() of \(className)"
            case .test(let id): "the test \(id)"
            }
        }
    }

    /// What the watch follows.
    enum Watched: Hashable {
        /// `class<TAB>example`.
        case example(String)
        /// `spec() of M.Spec`, `the beforeSuite at Hooks.swift:3`, `the class setUp() of M.Spec`.
        case activity(String)
        /// An XCTest class outside its tests: its class `setUp()` or `tearDown()`.
        case specClass(String)
        /// A plain XCTest test, `M.Tests/testName`.
        case test(String)
    }

    /// Something running now: since when the watch has seen it run, and its limit.
    private struct Running {
        let since: Double
        let limit: Double
    }

    /// How far the journal was read: up to the end of its last whole line.
    private var offset: Int
    /// What runs outside the examples (the examples that run are the summary's).
    private var outside: [Watched: Running] = [:]
    /// The XCTest class whose tests run, while none of its tests does (its class `setUp()`, the
    /// time between two tests, its class `tearDown()`).
    private var openClass: String?

    /// What the blame after a crash needs: what the last worker runs, with the examples the watch
    /// follows, and what ended in any.
    private(set) var summary = JournalSummary()
    /// What every worker did, for the reports and the end of a run after a crash.
    private(set) var run = EarlierProcesses()

    /// A watch of what is written to `journal` from now on.
    init(journal: Int32) {
        offset = POSIX.size(of: journal)
    }

    /// Reads the whole lines written since the last call, as seen at `now`.
    mutating func read(_ journal: Int32, now: Double) {
        let bytes = POSIX.bytes(of: journal, from: offset)
        guard let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return }
        offset += lastBreak + 1
        bytes.withUnsafeBytes { bytes in
            CrashJournal.forEachRecord(in: UnsafeRawBufferPointer(rebasing: bytes[...lastBreak])) { line in
                note(line, now: now)
                summary.read(line, now: now)
                run.read(line)
            }
        }
    }

    /// What has run longer than its limit and the grace. An example that waits on something it
    /// started outside the examples (Swift Testing runs a class's `setUp()` inside its first
    /// example) is overdue as that.
    func overdue(now: Double) -> Overdue? {
        let late = { (running: Running) in now - running.since > running.limit + Self.grace }
        if let example = summary.open.first(where: { late(Running(since: $0.since, limit: $0.limit ?? Self.defaultLimit)) }) {
            if let inside = outside.filter({ $0.value.since >= example.since }).min(by: { $0.value.since < $1.value.since }) {
                return Overdue(what: inside.key, limit: inside.value.limit)
            }
            return Overdue(what: .example(example.key), limit: example.limit ?? Self.defaultLimit)
        }
        return outside.first(where: { late($0.value) }).map { Overdue(what: $0.key, limit: $0.value.limit) }
    }

    /// Notes what the journal line `line` says began or ended.
    private mutating func note(_ line: CrashJournal.Record, now: Double) {
        let fields = line.fields
        let body = fields.count > 1 ? fields[1] : ""
        switch line.kind {
        case .worker:
            outside = [:]
            openClass = nil
        case .activityStarted:
            outside[.activity(body)] = Running(since: now, limit: Self.defaultLimit)
        case .activityEnded:
            outside[.activity(body)] = nil
        case .classStarted:
            setOpenClass(body, now: now)
        case .classEnded:
            setOpenClass(nil, now: now)
        case .specClassStarted, .testStarted:
            if let openClass { outside[.specClass(openClass)] = nil }
            // A spec class's examples are watched each on its own; a plain test as a whole.
            if line.kind == .testStarted { outside[.test(body)] = Running(since: now, limit: Self.defaultLimit) }
        case .specClassEnded, .testEnded:
            if line.kind == .testEnded { outside[.test(body)] = nil }
            if let openClass { outside[.specClass(openClass)] = Running(since: now, limit: Self.defaultLimit) }
        default:
            break
        }
    }

    private mutating func setOpenClass(_ className: String?, now: Double) {
        if let openClass { outside[.specClass(openClass)] = nil }
        openClass = className
        if let className { outside[.specClass(className)] = Running(since: now, limit: Self.defaultLimit) }
    }
}
#endif
