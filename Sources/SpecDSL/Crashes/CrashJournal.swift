import Foundation
import Matchers

/// What this test process tells the supervisor that watches it for crashes: one line as each
/// test, spec class, example or activity outside an example (`spec()`, a suite hook,
/// `configure(_:)`) starts, and one as it ends, with its outcome. The supervisor reads each line
/// once, as the run goes (``ExampleWatch``): to stop an example past its time limit, to learn what
/// ran when a worker crashed, and to write the JUnit reports at the end; the process it starts
/// after a crash reads it too (``EarlierProcesses``), to skip what ran already and report what
/// crashed.
///
/// Every line is written with one `write(2)` as it happens, so that it survives a crash; the end
/// of an example that passed under XCTest goes with the next line, in the same write. Without a
/// supervisor (``CrashSupervisor``, Linux) nothing is written. The lines, fields apart by tabs:
///
/// ```text
/// W  [seconds]                   a worker starts (the first with the time the run started)
/// B, Z                           XCTest's run starts, ends
/// K, k  Module.Class             an XCTest class's tests start, end (its class setUp, tearDown)
/// A, a  Module.Class/test        a spec class's generated test starts, ends
/// T     Module.Class/test        a plain test starts
/// t     Module.Class/test  outcome  reason  µs          it ends
/// S     Module.Class  case  [limit  [place  groupPlace  [group]]]   an example or failing case starts
/// F     message  file  line                              a failure of the case that ends next
/// R                                                      the failures before it were an attempt; another ran
/// R     Module.Class  case  attempt  message  file  line    a failure of an attempt of it that runs again
/// f     Module.Class  case  message  file  line          a failure of it as it is recorded, while it runs
/// E     Module.Class  case  outcome  reason  µs  example|case      it ends
/// e     µs                                               under XCTest, the open example passed
/// G     Module.Class  case  message  file  line          a failure of it after it ended
/// P, p  spec() of Module.Class                           an activity starts, ends
/// Y                              this process printed the closing summary
/// X     signal  seconds.nanoseconds                  a crash signal reached it: what fails after, failed as it went down
/// C     cause  example|activity|class|test|parallel|unknown  [what]   the supervisor: it crashed
///       (an example's line ends with how long it ran, in µs, until its process ended)
/// ```
enum CrashJournal {
    /// The journal's file descriptor, or -1 when no supervisor watches this process: set once,
    /// before `main`, by the process's start (``ProcessStart``).
    nonisolated(unsafe) static var descriptor: Int32 = -1

    /// Whether a supervisor watches this process: it goes on after a crash.
    static var isSupervised: Bool { descriptor >= 0 }

    /// Notes that the XCTest test `id` (`Module.Class/test`) started: a plain test, or a spec
    /// class's generated test when `isSpecClass`.
    static func testStarted(_ id: String, isSpecClass: Bool) {
        guard isSupervised else { return }
        writeLines((isSpecClass ? "A\t" : "T\t") + escape(id) + "\n")
    }

    /// Notes that XCTest's run started (`B`) or ended (`Z`): a process that exits between the two
    /// without a crash called `exit(_:)` somewhere.
    static func xctestRun(started: Bool) {
        guard isSupervised else { return }
        writeLines(started ? "B\n" : "Z\n")
    }

    /// Notes that the tests of the XCTest class `id` (`Module.Class`) start (`K`), with its class
    /// `setUp()`, or ended (`k`), after its class `tearDown()`.
    static func xctestClass(_ id: String, started: Bool) {
        guard isSupervised else { return }
        writeLines((started ? "K\t" : "k\t") + escape(id) + "\n")
    }

    /// Notes that this process printed the closing summary (`Y`): after a crash, the supervisor
    /// prints it when the last process did not.
    static func noteSummarized() {
        guard isSupervised else { return }
        writeLines("Y\n")
    }

    /// Notes that a spec class's generated test ended.
    static func specClassEnded(_ id: String) {
        guard isSupervised else { return }
        writeLines("a\t" + escape(id) + "\n")
    }

    /// The start of the lines of one spec class's cases, made once per class: every example
    /// writes two lines, which cost little this way. Class and case names never hold a tab, a
    /// line break or a backslash (a case's name is made of letters, digits and `_`).
    struct ClassLines: Sendable {
        let started: String
        let ended: String
        let failedAfterEnd: String
        let attempt: String
        let failedWhileRunning: String

        /// The lines of the module-qualified class `className`.
        init(_ className: String) {
            started = "S\t" + className + "\t"
            ended = "E\t" + className + "\t"
            failedAfterEnd = "G\t" + className + "\t"
            attempt = "R\t" + className + "\t"
            failedWhileRunning = "f\t" + className + "\t"
        }
    }

    /// Notes that attempt `number` of the example `name` failed with `failures`, and that it runs
    /// again (`SPECKIT_RETRY`): one line per failure, in one write, so that a crash in a later
    /// attempt leaves them to the process that runs it next.
    static func attemptFailed(_ number: Int, of name: String, _ failures: [SpecFailure], in caseClass: CaseClass) {
        guard isSupervised else { return }
        let lines = caseClass.journalLines
        var text = ""
        for failure in failures {
            text += lines.attempt + name + "\t" + String(number) + "\t" + escape(failure.message) + "\t" + escape(failure.file) + "\t"
                + String(failure.line) + "\n"
        }
        writeLines(text)
    }

    /// Notes a failure of the running case `name` as it is recorded: a crash or a hang of the case
    /// reports it with its own, since the case's end, which lists its failures, never comes.
    static func failedWhileRunning(_ failure: SpecFailure, of name: String, in caseClass: CaseClass) {
        guard isSupervised else { return }
        writeLines(caseClass.journalLines.failedWhileRunning + name + "\t" + escape(failure.message) + "\t" + escape(failure.file) + "\t"
                   + String(failure.line) + "\n")
    }

    /// Notes a failure of the case `name` that came after its end (a task it left behind).
    static func failedAfterEnd(_ failure: SpecFailure, of name: String, in caseClass: CaseClass) {
        guard isSupervised else { return }
        writeLines(caseClass.journalLines.failedAfterEnd + name + "\t" + escape(failure.message) + "\t" + escape(failure.file) + "\t" + String(failure.line) + "\n")
    }

    /// Notes that the case `name` (an example or a failing case) of a spec class started, with
    /// the time limit its groups set, if any (the supervisor stops a process whose example runs
    /// far past its limit), and the example's place where the closing summary prints it (the
    /// supervisor prints that summary when the process that ran the example crashed).
    static func caseStarted(_ name: String, of caseClass: CaseClass, limit: Duration? = nil, place: ExamplePlace? = nil) {
        guard isSupervised else { return }
        var text = caseClass.journalLines.started
        text += name
        if limit != nil || place != nil {
            text += "\t"
            if let limit { text += limit.secondsText }
        }
        if let place {
            text += "\t" + escape(place.example) + "\t" + escape(place.groupPlace)
            if let group = place.group { text += "\t" + escape(group) }
        }
        text += "\n"
        writeLines(text)
    }

    /// Notes that a case ended, with its outcome and failures: in one write, so that the lines of
    /// cases ending at once on other threads do not mix with them. Durations are written in
    /// microseconds. A spec class's case is written as such (`E`), a plain XCTest test as a test (`t`).
    static func ended(_ result: ExampleResult, as kind: RunEvent.CaseKind) {
        guard isSupervised else { return }
        // Every case of the Swift Testing route writes this line: one string, built in place.
        var failures: [SpecFailure] = []
        var outcome = "passed"
        var reason = ""
        switch result.outcome {
        case .passed: break
        case .failed(let list):
            outcome = "failed"
            failures = list
        case .skipped(let text):
            outcome = "skipped"
            reason = text
        case .pending(let text):
            outcome = "pending"
            reason = text
        }
        var text: String
        switch kind {
        case .specCase(let caseClass):
            let lines = caseClass.journalLines
            text = failures.isEmpty ? lines.ended : self.lines(of: failures) + lines.ended
            if !result.failedAttempts.isEmpty {
                text = result.failedAttempts.map { self.lines(of: $0) + "R\n" }.joined() + text
            }
            text += result.name
            text += "\t"
            text += outcome
            text += "\t"
            if !reason.isEmpty { text += escape(reason) }
            text += "\t"
            text += microseconds(result.duration)
            text += result.isExample ? "\texample\n" : "\tcase\n"
        case .test(let id):
            text = (failures.isEmpty ? "" : self.lines(of: failures)) + "t\t" + escape(id) + "\t" + outcome + "\t\t"
                + microseconds(result.duration) + "\n"
        }
        writeLines(text)
    }

    /// Notes that the open example passed, in `duration` seconds, under XCTest, which runs one case
    /// at a time: with the next line, in one write (most examples pass, and each then costs one
    /// write, not two), and in few bytes.
    static func passedWithNextLine(duration: Double) {
        guard isSupervised else { return }
        writer.keepForNextWrite("e\t" + microseconds(duration) + "\n")
    }

    private static let writer = Writer()

    /// Writes lines to the journal, each call with one `write(2)`, after the lines kept for it.
    private struct Writer: Sendable {
        private let kept = Locked("")

        func keepForNextWrite(_ text: String) {
            kept.withLock { $0 += text }
        }

        /// Writes `text` (whole lines) with one `write(2)`. Every example writes two lines: the text
        /// is built with `+` and written from its own storage, which costs little in debug builds.
        func append(_ text: String) {
            kept.withLock { kept in
                var text = text
                if !kept.isEmpty {
                    text = kept + text
                    kept = ""
                }
                text.withUTF8 { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let written = write(CrashJournal.descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                        if written < 0, errno == EINTR { continue }
                        guard written > 0 else { return }
                        offset += written
                    }
                }
            }
        }
    }

    /// Notes that an activity outside any example (`spec() of Module.Class`, `beforeSuite at
    /// Hooks.swift:3`, `configure(_:) of Module.Config`) started or ended.
    static func activity(_ name: String, started: Bool) {
        guard isSupervised else { return }
        writeLines((started ? "P\t" : "p\t") + escape(name) + "\n")
    }

    /// The `F` lines of a case's failures (most cases have none).
    private static func lines(of failures: [SpecFailure]) -> String {
        var text = ""
        for failure in failures {
            text += "F\t" + escape(failure.message) + "\t" + escape(failure.file) + "\t" + String(failure.line) + "\n"
        }
        return text
    }

    private static func microseconds(_ seconds: Double) -> String {
        String(Int((seconds * 1_000_000).rounded()))
    }

    private static func writeLines(_ text: String) {
        writer.append(text)
    }

    /// `field` with its backslashes, tabs and line breaks escaped; most fields have none, which
    /// three C calls over its bytes find (not over a C string, which ends at a NUL the field may hold).
    static func escape(_ field: String) -> String {
        var bytes = field
        let plain = bytes.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return true }
            return memchr(base, 0x09, buffer.count) == nil && memchr(base, 0x0A, buffer.count) == nil
                && memchr(base, 0x5C, buffer.count) == nil
        }
        return plain ? field : escapeEach(field)
    }

    private static func escapeEach(_ field: String) -> String {
        var escaped = ""
        for character in field.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ field: Substring) -> String {
        guard field.utf8.contains(UInt8(ascii: "\\")) else { return String(field) }
        var text = ""
        var escaping = false
        for character in field.unicodeScalars {
            if escaping {
                switch character {
                case "t": text += "\t"
                case "n": text += "\n"
                default: text.unicodeScalars.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.unicodeScalars.append(character)
            }
        }
        return text
    }

    /// The kind of a line, its first field: one ASCII letter, as a byte. Readers switch on it,
    /// not on the field, which costs a debug build more on every line of a large run.
    enum Kind: UInt8 {
        /// `W`: a worker starts.
        case worker = 0x57
        /// `B`: XCTest's run starts.
        case xctestStarted = 0x42
        /// `Z`: XCTest's run ends.
        case xctestEnded = 0x5A
        /// `K`: an XCTest class's tests start.
        case classStarted = 0x4B
        /// `k`: an XCTest class's tests end.
        case classEnded = 0x6B
        /// `A`: a spec class's generated test starts.
        case specClassStarted = 0x41
        /// `a`: a spec class's generated test ends.
        case specClassEnded = 0x61
        /// `T`: a plain test starts.
        case testStarted = 0x54
        /// `t`: a plain test ends.
        case testEnded = 0x74
        /// `S`: an example or failing case starts.
        case caseStarted = 0x53
        /// `F`: a failure of the case that ends next.
        case failure = 0x46
        /// `R`: an attempt that failed, of the case that ends next or of an example that runs again.
        case attempt = 0x52
        /// `f`: a failure of a running case, as it is recorded.
        case failedWhileRunning = 0x66
        /// `E`: a case ends.
        case caseEnded = 0x45
        /// `e`: under XCTest, the open example passed.
        case passed = 0x65
        /// `G`: a failure of a case after it ended.
        case failedAfterEnd = 0x47
        /// `P`: an activity starts.
        case activityStarted = 0x50
        /// `p`: an activity ends.
        case activityEnded = 0x70
        /// `Y`: the process printed the closing summary.
        case summarized = 0x59
        /// `C`: the supervisor's line of a crash.
        case crash = 0x43
        /// `X`: a crash signal reached the worker (``CrashSignalNote``).
        case crashSignal = 0x58
        /// A line of no kind this version writes.
        case unknown = 0

        /// Whether a line of this kind ends the example that runs under XCTest, whose end, when it
        /// passes, goes with the next line (and is lost if the process ends before it): any line but
        /// its failures (and those of its earlier attempts), its end, a crash, a new worker or a
        /// line no kind reads.
        var endsPassedExample: Bool {
            self != .failure && self != .attempt && self != .failedWhileRunning && self != .caseEnded && self != .crash
                && self != .crashSignal && self != .worker && self != .unknown
        }
    }

    /// One line of the journal.
    struct Record {
        /// What the line says: its first field, read as a ``Kind``.
        let kind: Kind
        /// Its tab-separated fields, unescaped; the first is its kind.
        let fields: [String]
    }

    /// The lines of the journal `bytes`; empty lines are left out.
    ///
    /// Read as bytes, with `memchr`: a supervisor reads a whole run's journal, a line or two per
    /// example, and `split` costs a debug build more there than the run it watched.
    static func records(in bytes: UnsafeRawBufferPointer) -> [Record] {
        var records: [Record] = []
        forEachRecord(in: bytes) { records.append($0) }
        return records
    }

    /// Calls `body` with each line of `bytes`, as ``records(in:)`` lists them.
    static func forEachRecord(in bytes: UnsafeRawBufferPointer, _ body: (Record) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count {
            var end = bytes.count
            if let found = memchr(base + start, 0x0A, bytes.count - start) { end = Int(bitPattern: found) - Int(bitPattern: base) }
            if end > start {
                let kind = end == start + 1 || bytes[start + 1] == 0x09 ? Kind(rawValue: bytes[start]) ?? .unknown : .unknown
                body(Record(kind: kind, fields: fields(in: UnsafeRawBufferPointer(start: base + start, count: end - start))))
            }
            start = end + 1
        }
    }

    /// The tab-separated fields of one line's bytes, unescaped.
    private static func fields(in line: UnsafeRawBufferPointer) -> [String] {
        guard let base = line.baseAddress else { return [] }
        var fields: [String] = []
        // Room for the fields of every kind of line: growing the array field by field costs more.
        fields.reserveCapacity(8)
        var start = 0
        while true {
            var end = line.count
            if let found = memchr(base + start, 0x09, line.count - start) { end = Int(bitPattern: found) - Int(bitPattern: base) }
            let field = UnsafeRawBufferPointer(start: base + start, count: end - start)
            let text = String(decoding: field, as: UTF8.self)
            fields.append(field.isEmpty || memchr(field.baseAddress!, 0x5C, field.count) == nil ? text : unescape(Substring(text)))
            guard end < line.count else { return fields }
            start = end + 1
        }
    }
}
