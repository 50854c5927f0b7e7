import Foundation
import Matchers

/// One failure of the run, at the place it points to: a check that failed in an example, a
/// definition issue, a failing suite hook or configuration, a late failure, a crash.
///
/// The runner's own failures are made as this value and handed to the framework that runs the
/// spec (XCTest or Swift Testing) by its adapter; what the framework records comes back as this
/// value too, for the summary, the report and the crash journal. The path is a `String`, empty
/// when the failure points nowhere (a crash outside any test).
struct SpecFailure: Sendable, Equatable {
    let kind: TestFailure.Kind
    let message: String
    let file: String
    let line: Int

    init(_ kind: TestFailure.Kind = .expectationFailed, _ message: String, file: String, line: Int) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
    }

    init(_ kind: TestFailure.Kind = .expectationFailed, _ message: String, at location: SourceLocation) {
        self.init(kind, message, file: "\(location.filePath)", line: Int(location.line))
    }

    /// A failure as a framework records it: at `file`, when it names one.
    init(message: String, file: String?, line: Int) {
        self.init(.expectationFailed, message, file: file ?? "", line: line)
    }

    /// `Tests/Specs/BoolSpec.swift:12`, relative to the current folder when inside it; `nil` when
    /// the failure points nowhere.
    var place: String? { file.isEmpty ? nil : "\(Self.shortPath(file)):\(line)" }

    /// `path` relative to the current folder (the package's, under `swift test`) when inside it.
    static func shortPath(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// `file:line: message`, as the report and the console list a failure.
    var listed: String { (file.isEmpty ? "" : "\(file):\(line): ") + message }

    /// A failure about the test process's environment (`SPECKIT_FILTER`, `SPECKIT_EXAMPLE_TIMEOUT`),
    /// placed at `<environment>:1` on both routes: Swift Testing records no line 0.
    static func environment(_ message: String) -> SpecFailure {
        SpecFailure(.apiMisused, message, file: environmentFile, line: 1)
    }

    /// Where a failure about the environment is placed, as a file.
    static let environmentFile = "<environment>"
}

/// A test case the runner adds beside the examples, which fails with its failures: named after
/// what failed (`Cart__left_empty__empty_group`, `beforeSuite`, `late_failure`).
struct FailingCase: Sendable {
    /// The case of failures that reached no example's case: work a test left running recorded
    /// them once it had ended (`late_failure`, `late_failure_2` for a second in a class).
    static let lateFailureName = "late_failure"

    /// Whether `name` is a ``lateFailureName`` case, numbered or not.
    static func isLateFailure(_ name: String) -> Bool { isNumbered(name, from: lateFailureName) }

    /// Whether `name` is `base`, or `base` numbered as ``numbered(_:avoiding:)`` numbers it.
    static func isNumbered(_ name: String, from base: String) -> Bool {
        guard name.hasPrefix(base) else { return false }
        let rest = name.dropFirst(base.count)
        return rest.isEmpty || (rest.first == "_" && rest.count > 1 && rest.dropFirst().allSatisfy(\.isNumber))
    }

    let name: String
    let failures: [SpecFailure]
    /// Whether the case crashed an earlier process of the run: it reports that crash.
    var crashed = false

    /// A case named after the groups that were open (`path`) and `title`: `Cart__left_empty__empty_group`.
    init(path: [String], title: String, failures: [SpecFailure]) {
        self.init(name: TestName.join(path.map { TestName.sanitize($0, orElse: "group") } + [title]), failures: failures)
    }

    init(name: String, failures: [SpecFailure]) {
        self.name = name
        self.failures = failures
    }

    /// The cases with `_2`, `_3` … added to names that repeat (`beforeSuite`, `beforeSuite_2`)
    /// or that an example of the class has already.
    static func numbered(_ cases: [FailingCase], avoiding taken: Set<String> = []) -> [FailingCase] {
        var used: [String: Int] = [:]
        return cases.map { failing in
            var count = used[failing.name] ?? 0
            var name: String
            repeat {
                count += 1
                name = count == 1 ? failing.name : failing.name + "_\(count)"
            } while taken.contains(name)
            used[failing.name] = count
            return name == failing.name ? failing : FailingCase(name: name, failures: failing.failures)
        }
    }
}
