import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What this test process tells the supervisor that watches it for crashes: one line as each
/// test, spec class, example or activity outside an example (`spec()`, a suite hook,
/// `configure(_:)`) starts, and one as it ends. When the process crashes, the supervisor reads
/// the last lines to learn what ran, and the process it starts next reads them all
/// (``EarlierProcesses``) to skip what ran already and report what crashed.
///
/// Every line is written with one `write(2)` as it happens, so that it survives a crash. Without
/// a supervisor (``CrashSupervisor``, Linux) nothing is written.
///
/// ```text
/// A   ConsumerSpecs.BasketSpec/testAllExamplesOfBasketSpec     a spec class's test started
/// S   ConsumerSpecs.BasketSpec   Basket__adds_tea              an example started
/// F   expected to equal <1>, got <0>   /path/BasketSpec.swift   12      a failure of the case
/// E   ConsumerSpecs.BasketSpec   Basket__adds_tea   failed      0.0012  the example ended
/// P   spec() of ConsumerSpecs.BasketSpec                       an activity started (p: ended)
/// ```
enum CrashJournal {
    /// The journal's file descriptor, or -1 when no supervisor watches this process: set once,
    /// before `main`, by the process's start (``ProcessStart``).
    nonisolated(unsafe) static var descriptor: Int32 = -1

    /// Whether a supervisor watches this process: it goes on after a crash.
    static var isSupervised: Bool { descriptor >= 0 }

    /// How a case ended, as the journal writes it.
    enum Outcome: String {
        case passed, failed, skipped, pending
    }

    /// Notes that the XCTest test `id` (`Module.Class/test`) started: a plain test, or a spec
    /// class's generated test when `isSpecClass`.
    static func testStarted(_ id: String, isSpecClass: Bool) {
        guard isSupervised else { return }
        append([[isSpecClass ? "A" : "T", id]])
    }

    /// Notes that a spec class's generated test ended.
    static func specClassEnded(_ id: String) {
        guard isSupervised else { return }
        append([["a", id]])
    }

    /// Notes that the case `name` (an example or a failing case) of the spec class `className`
    /// (module-qualified) started.
    static func caseStarted(_ name: String, of className: String) {
        guard isSupervised else { return }
        append([["S", className, name]])
    }

    /// Notes that the case `name` of `className` ended, with its failures: in one write, so that
    /// the lines of cases ending at once on other threads do not mix with them.
    static func caseEnded(_ name: String, of className: String, isExample: Bool, _ outcome: Outcome, reason: String = "",
                          duration: Double, failures: [ExampleResult.Failure]) {
        guard isSupervised else { return }
        append(failures.map(failureFields) + [["E", className, name, outcome.rawValue, reason, String(duration), isExample ? "example" : "case"]])
    }

    /// Notes that a plain XCTest test ended, with its failures.
    static func testEnded(_ id: String, _ outcome: Outcome, duration: Double, failures: [ExampleResult.Failure]) {
        guard isSupervised else { return }
        append(failures.map(failureFields) + [["t", id, outcome.rawValue, "", String(duration)]])
    }

    private static func failureFields(_ failure: ExampleResult.Failure) -> [String] {
        ["F", failure.message, failure.file ?? "", String(failure.line)]
    }

    /// Runs `body`, an activity outside any example (`spec() of Module.Class`, `beforeSuite at
    /// Hooks.swift:3`, `configure(_:) of Module.Config`), between two lines of the journal.
    static func activity<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        guard isSupervised else { return try body() }
        append([["P", name]])
        defer { append([["p", name]]) }
        return try body()
    }

    /// One line for each list of fields, tab-separated, each field escaped so that it holds no tab
    /// or line break; all in one write.
    private static func append(_ lines: [[String]]) {
        var line = ""
        for fields in lines {
            for (index, field) in fields.enumerated() {
                if index > 0 { line += "\t" }
                line += escape(field)
            }
            line += "\n"
        }
        let bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x5C }) else { return field }
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
        guard field.contains("\\") else { return String(field) }
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
}
