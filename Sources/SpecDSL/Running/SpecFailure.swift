import Matchers

/// One failure the runner reports itself, outside a matcher: a definition issue, a failure while
/// `spec()` built the tree, a failing suite hook or configuration, a late failure.
///
/// Every such failure is made once as this record and handed to the framework that runs the spec
/// (XCTest or Swift Testing) by its adapter. The path is a `String`: failures recorded through
/// XCTest carry one.
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

    /// A failure about the test process's environment (`SPECKIT_FILTER`, `SPECKIT_EXAMPLE_TIMEOUT`).
    static func environment(_ message: String) -> SpecFailure {
        SpecFailure(.apiMisused, message, file: "<environment>", line: 0)
    }
}

/// A test case the runner adds beside the examples, which fails with its failures: named after
/// what failed (`Cart__left_empty__empty_group`, `beforeSuite`, `late_failure`).
struct FailingCase: Sendable {
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
