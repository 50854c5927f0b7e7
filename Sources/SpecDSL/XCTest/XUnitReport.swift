import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// A JUnit XML report with one `<testcase>` per example, written when `SPECKIT_XUNIT_OUTPUT`
/// names a file:
///
/// ```sh
/// SPECKIT_XUNIT_OUTPUT=specs.xml swift test
/// SPECKIT_XUNIT_OUTPUT=specs.xml swift test --parallel
/// ```
///
/// SwiftPM's own `--xunit-output` can only list the tests it discovered at build time, one per
/// spec class. This report lists every XCTest case that ran in the process — each example, each
/// definition issue and every plain XCTest method — with its time, failures and skip. The test
/// processes of one `swift test --parallel` run add to the same file; a file left by an earlier
/// run is replaced. A process that runs no spec at all (with `--parallel`, one that runs only a
/// plain XCTestCase class) never runs SpecKit code and adds nothing.
final class XUnitReport: NSObject, XCTestObservation, @unchecked Sendable {
    static let variable = "SPECKIT_XUNIT_OUTPUT"

    private let path: String
    private let lock = NSLock()
    private var failures: [ObjectIdentifier: [String]] = [:]
    private var lastFinishedSuite: XCTestSuite?

    init(path: String) {
        self.path = path
    }

    /// The report the environment asks for, if any.
    static func fromEnvironment() -> XUnitReport? {
        guard let path = ProcessEnvironment.value(of: variable), !path.isEmpty else { return nil }
        return XUnitReport(path: path)
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let location = filePath.map { "\($0):\(lineNumber): " } ?? ""
        lock.withLock { failures[ObjectIdentifier(testCase), default: []].append(location + description) }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
        lock.withLock { lastFinishedSuite = testSuite }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        guard let root = lock.withLock({ lastFinishedSuite }) else { return }
        var cases: [String: [String]] = [:]
        var order: [String] = []
        collect(root, into: &cases, order: &order)
        let suites = order.map { className -> String in
            let elements = cases[className] ?? []
            return "<testsuite name=\"\(Self.escape(className))\" tests=\"\(elements.count)\">\n"
                + elements.joined(separator: "\n") + "\n</testsuite>"
        }
        do {
            try merge(suites)
        } catch {
            print("error: SpecKit could not write \(Self.variable)=\(path): \(error)")
        }
    }

    // MARK: Collecting

    private func collect(_ test: XCTest, into cases: inout [String: [String]], order: inout [String]) {
        if let suite = test as? XCTestSuite {
            for child in suite.tests { collect(child, into: &cases, order: &order) }
        } else if let spec = test as? SpecCase, let expanded = spec.expandedSuite {
            collect(expanded, into: &cases, order: &order)
        } else if let testCase = test as? XCTestCase, let run = testCase.testRun {
            let className = String(reflecting: type(of: testCase))
            let name = testCase.name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? testCase.name
            var element = "<testcase classname=\"\(Self.escape(className))\" name=\"\(Self.escape(name))\" "
                + "time=\"\(String(format: "%.6f", run.totalDuration))\""
            let messages = lock.withLock { failures[ObjectIdentifier(testCase)] ?? [] }
            if run.hasBeenSkipped {
                element += "><skipped/></testcase>"
            } else if run.totalFailureCount > 0 {
                let text = messages.isEmpty ? "failed" : messages.joined(separator: "\n")
                element += "><failure message=\"\(Self.escape(messages.first ?? "failed"))\">\(Self.escape(text))</failure></testcase>"
            } else {
                element += "/>"
            }
            if cases[className] == nil { order.append(className) }
            cases[className, default: []].append(element)
        }
    }

    // MARK: Writing

    /// Adds this process's suites to the report of the current `swift test` run (the processes of
    /// one run share their parent), replacing a report an earlier run left.
    private func merge(_ suites: [String]) throws {
        let runID = "\(getppid())"
        let lockPath = path + ".lock"
        let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        defer {
            if descriptor >= 0 {
                flock(descriptor, LOCK_UN)
                close(descriptor)
                unlink(lockPath)
            }
        }
        var body: [String] = []
        let header = "<testsuites name=\"SpecKit\" run=\"\(runID)\">"
        if let existing = try? String(contentsOfFile: path, encoding: .utf8), existing.contains(header),
           let start = existing.range(of: header), let end = existing.range(of: "</testsuites>", options: .backwards) {
            body.append(String(existing[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines))
        }
        body += suites
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(header)\n" + body.joined(separator: "\n") + "\n</testsuites>\n"
        try document.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `text` as XML attribute or element text. Characters XML 1.0 cannot carry at all (control
    /// characters such as an ANSI colour's ESC in a compared string) are written as `\u{1B}`:
    /// one of them would make the whole report unreadable to a CI's JUnit importer.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
