import Foundation

/// The JUnit XML report `SPECKIT_XUNIT_OUTPUT` asks for, with one `<testcase>` per example:
///
/// ```sh
/// SPECKIT_XUNIT_OUTPUT=specs.xml swift test
/// SPECKIT_XUNIT_OUTPUT=specs.xml swift test --parallel
/// ```
///
/// SwiftPM's own `--xunit-output` lists one test per spec class (XCTest) or one per parameterized
/// test (Swift Testing). This report lists every case that ran: each example, each definition
/// issue and, from a test process that runs spec classes under XCTest, every plain XCTest method,
/// with its time, failures and skip. The test processes of one `swift test` run (XCTest's and
/// Swift Testing's, and those of `--parallel`) add to the same file; a file left by an earlier run
/// is replaced. Bazel's `XML_OUTPUT_FILE` gets the same report. An example that passed on a retry
/// (`SPECKIT_RETRY`) lists each attempt that failed as a `<flakyFailure>`, and one that failed
/// every attempt its later attempts as `<rerunFailure>`, as Maven Surefire reports reruns. Each
/// suite's `<properties>` give the seed of a random order and the shard:
///
/// ```xml
/// <properties><property name="seed" value="51923"/><property name="shard" value="2/8"/></properties>
/// ```
struct JUnitReport {
    static let variable = "SPECKIT_XUNIT_OUTPUT"

    /// One case that ended, as the report lists it: from the test process that ran it, or from
    /// the crash journal (``EarlierProcesses``).
    struct Case: Sendable {
        /// The module-qualified class: a spec class, or a plain XCTest class.
        let className: String
        let name: String
        let duration: Double
        /// A pending case is listed as skipped.
        var outcome: ExampleResult.Outcome
        /// The failures of the attempts that failed before the last (`SPECKIT_RETRY`).
        private(set) var failedAttempts: [[SpecFailure]]
        /// Whether it is an example, not a failing case of a class or of the run, or a plain test.
        let isExample: Bool
        /// Whether it is a case of a spec class (an example or a failing case), not a plain test.
        let isSpecCase: Bool
        /// Whether it is a test that crashed, or a crash no case reports: no report but SpecKit's
        /// can hold it, since the process that ran it wrote nothing.
        let crashed: Bool
        /// Where the example is declared, when the crash journal says: for the pending list and the
        /// profile of the summary a crash supervisor prints. No report lists it.
        var place: ExamplePlace?

        /// Adds failures recorded once the case had ended (a task it left behind): it failed. One
        /// whose last attempt had passed lists no attempts, since they are not what failed it.
        mutating func fail(afterEnd late: [SpecFailure]) {
            if outcome == .passed { failedAttempts = [] }
            outcome = if case .failed(let earlier) = outcome { .failed(earlier + late) } else { .failed(late) }
        }

        /// Whether it is a plain XCTest test that ended (a method of no spec's): the reports list it
        /// only from a run that ran spec classes under XCTest (`ResultFiles.write`).
        var isPlainTest: Bool { !isSpecCase && !crashed }

        init(className: String, name: String, duration: Double, outcome: ExampleResult.Outcome, failedAttempts: [[SpecFailure]] = [],
             isExample: Bool = false, isSpecCase: Bool = true, crashed: Bool = false) {
            self.className = className
            self.name = name
            self.duration = duration
            self.outcome = outcome
            self.failedAttempts = failedAttempts
            self.isExample = isExample
            self.isSpecCase = isSpecCase
            self.crashed = crashed
        }
    }

    /// Bazel's variable for the report of a test, which SpecKit writes as it writes its own.
    static let bazelVariable = "XML_OUTPUT_FILE"

    let path: String
    /// The variable that named the path, for messages.
    let variable: String
    /// What each suite's `<properties>` say of the run (`seed`, `shard`).
    let properties: [(name: String, value: String)]

    init(path: String, variable: String = JUnitReport.variable, properties: [(name: String, value: String)] = []) {
        self.path = path
        self.variable = variable
        self.properties = properties
    }

    /// The reports the environment asks for: `SPECKIT_XUNIT_OUTPUT`'s and Bazel's `XML_OUTPUT_FILE`
    /// (one report when both name the same file), each with the run's seed and shard.
    static func allFromEnvironment(_ settings: RunSettings = .current) -> [JUnitReport] {
        var reports: [JUnitReport] = []
        for name in [variable, bazelVariable] {
            guard let value = ProcessEnvironment.value(of: name), !value.isEmpty else { continue }
            // Relative to where the process started: an example may change the working directory.
            let path = value.hasPrefix("/") ? value : ProcessEnvironment.startingDirectory.map { "\($0)/\(value)" } ?? value
            guard !reports.contains(where: { $0.path == path }) else { continue }
            reports.append(JUnitReport(path: path, variable: name, properties: settings.reportProperties))
        }
        return reports
    }

    /// What makes the report impossible to write, said before the run starts: a folder that
    /// does not exist, or a path that is a folder.
    var problem: String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "\(variable)=\(path) is a folder: name the report's file, e.g. \(path)/specs.xml"
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            return "\(variable)=\(path): the folder \(folder) does not exist; create it, or point the variable at a file in an existing folder"
        }
        if let reason = ReportFile.whyUnwritable(path) {
            return "\(variable)=\(path) cannot be written (\(reason)); point it at a file you may write"
        }
        return nil
    }

    /// The failing case that reports `problem`, for the first spec class that runs.
    var problemCase: FailingCase? {
        problem.map { FailingCase(name: variable == Self.variable ? "invalid_xunit_output" : "invalid_xml_output_file", failures: [.environment($0)]) }
    }

    /// Makes the report this run's before any case is added: a report an earlier run left is
    /// replaced by an empty one, so that a run that crashes before it writes leaves no report of
    /// another run's results.
    func claim() { add([]) }

    /// Adds `cases` to the report, one suite per class in the order the classes first appear, with
    /// its totals (a CI may read those rather than count the cases); prints an error when the file
    /// cannot be written. A case the report of the same run holds
    /// already, failure and all, is not added again: test processes of one run that each report
    /// the same crash (under `--parallel`) make one case of it.
    func add(_ cases: [Case]) {
        let propertyLines = properties.isEmpty ? "" : "<properties>"
            + properties.map { "<property name=\"\(Self.escape($0.name, inAttribute: true))\" value=\"\(Self.escape($0.value, inAttribute: true))\"/>" }.joined()
            + "</properties>\n"
        let made = cases.map { (className: $0.className, element: Self.element(for: $0), outcome: $0.outcome) }
        do {
            try merge { earlier in
                var order: [String] = []
                var suites: [String: [(element: String, outcome: ExampleResult.Outcome)]] = [:]
                for (className, element, outcome) in made where earlier.isEmpty || !earlier.contains(Self.withoutTime(element)) {
                    if suites[className] == nil { order.append(className) }
                    suites[className, default: []].append((element, outcome))
                }
                return order.map { className -> String in
                    let list = suites[className] ?? []
                    let failures = list.count { $0.outcome.isFailure }
                    let skipped = list.count { if case .skipped = $0.outcome { true } else if case .pending = $0.outcome { true } else { false } }
                    return "<testsuite name=\"\(Self.escape(className, inAttribute: true))\" tests=\"\(list.count)\" failures=\"\(failures)\" errors=\"0\" "
                        + "skipped=\"\(skipped)\">\n" + propertyLines + list.map(\.element).joined(separator: "\n") + "\n</testsuite>"
                }
            }
        } catch {
            print("error: SpecKit could not write \(variable)=\(path): \(error)")
        }
    }

    private static func element(for reported: Case) -> String {
        var element = "<testcase classname=\"\(escape(reported.className, inAttribute: true))\" name=\"\(escape(reported.name, inAttribute: true))\" "
            + "time=\"\(String(format: "%.6f", reported.duration))\""
        switch reported.outcome {
        case .passed where reported.failedAttempts.isEmpty:
            element += "/>"
        case .passed:
            // Flaky: it passed on a retry. One element per attempt that failed, as Maven Surefire writes reruns.
            element += ">" + reported.failedAttempts.map { failureElement("flakyFailure", $0) }.joined() + "</testcase>"
        case .skipped(let reason), .pending(let reason):
            // With its reason, as Maven Surefire writes it: a CI's report shows why it did not run.
            element += "><skipped message=\"\(escape(reason, inAttribute: true))\"/></testcase>"
        case .failed(let failures):
            // The first attempt is the failure; each later one, the last included, a rerun that failed too.
            let attempts = reported.failedAttempts + [failures]
            element += ">" + failureElement("failure", attempts[0])
                + attempts.dropFirst().map { failureElement("rerunFailure", $0) }.joined() + "</testcase>"
        }
        return element
    }

    /// `<failure message="…">…</failure>` (or another element `name`) for the failures of one attempt.
    private static func failureElement(_ name: String, _ failures: [SpecFailure]) -> String {
        let messages = failures.map(\.listed)
        let text = messages.isEmpty ? "failed" : messages.joined(separator: "\n")
        return "<\(name) message=\"\(escape(messages.first ?? "failed", inAttribute: true))\">\(escape(text))</\(name)>"
    }

    /// `element` without its `time` attribute: two processes take different times for one case.
    private static func withoutTime(_ element: String) -> String {
        element.replacingOccurrences(of: #" time="[^"]*""#, with: "", options: .regularExpression)
    }

    /// Adds this process's suites to the report of the current run, replacing a report an earlier
    /// run left.
    ///
    /// A report names the processes that own its run (`run="…"`): `swift test`, or the process
    /// that a test binary was started as. A process whose owner is named there, or that finds one
    /// of the named owners still running, adds to the report and names its own owner too: test
    /// processes that overlap in time are one run, however they were started. A report whose
    /// owners all ended is an earlier run's, and is replaced. Writers take turns on a lock of the
    /// report's folder, so that no file is left beside the report.
    private func merge(_ suites: (_ earlierCases: String) -> [String]) throws {
        try ReportFile.whileLocking(folderOf: path) { try write(suites) }
    }

    private func write(_ suites: (_ earlierCases: String) -> [String]) throws {
        var body: [String] = []
        var earlierCases = ""
        var owners = [RunOwner.current]
        let opening = "<testsuites name=\"SpecKit\" run=\""
        if let existing = try? String(contentsOfFile: path, encoding: .utf8), let start = existing.range(of: opening),
           let close = existing[start.upperBound...].range(of: "\">"),
           let end = existing.range(of: "</testsuites>", options: .backwards), close.upperBound <= end.lowerBound {
            let named = existing[start.upperBound..<close.lowerBound].split(separator: " ").map(String.init)
            if named.contains(RunOwner.current) || named.contains(where: RunOwner.isRunning) {
                owners = named.filter { $0 == RunOwner.current || RunOwner.isRunning($0) }
                if !owners.contains(RunOwner.current) { owners.append(RunOwner.current) }
                let earlier = String(existing[close.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines)
                if !earlier.isEmpty { body.append(earlier) }
                earlierCases = Self.withoutTime(earlier)
            }
        }
        body += suites(earlierCases)
        let header = opening + owners.joined(separator: " ") + "\">"
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(header)\n" + body.joined(separator: "\n") + "\n</testsuites>\n"
        try document.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `text` as XML element text, or as an attribute's value when `inAttribute`. Characters XML
    /// 1.0 cannot carry at all (control characters such as an ANSI colour's ESC in a compared
    /// string) are written as `\u{1B}`: one of them would make the whole report unreadable to a
    /// CI's JUnit importer. In an attribute a line break or a tab is a character reference, which
    /// a reader keeps (it reads a raw one as a space); so is a carriage return anywhere.
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            // A reader takes a raw carriage return for a line feed, in text too.
            case "\r": escaped += "&#13;"
            case "\t", "\n":
                if inAttribute { escaped += "&#\(scalar.value);" } else { escaped.unicodeScalars.append(scalar) }
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
