#if SPECKIT_CORELIBS_XCTEST
import Foundation
import XCTest

/// Writes the start and end of every XCTest case (each example and failing case, and every plain
/// test method) to the crash journal, with its outcome and failures: what the crash supervisor
/// reads when the process crashes, and what the process it starts next reports again.
///
/// The supervisor's worker registers it before `main`, so that the plain tests before the first
/// spec class are in the journal too.
final class CaseJournal: NSObject, XCTestObservation, @unchecked Sendable {
    private let lock = NSLock()
    /// The failures of the running case.
    private var failures: [ExampleResult.Failure] = []
    /// The module-qualified name of the last spec class seen: a class's cases come one after another.
    private var lastClass: (id: ObjectIdentifier, name: String)?

    /// `String(reflecting:)` of `spec`'s class, which takes a while to make: kept for the next case.
    private func className(of spec: SpecCase) -> String {
        let id = ObjectIdentifier(type(of: spec))
        if let lastClass = lock.withLock({ lastClass }), lastClass.id == id { return lastClass.name }
        let name = String(reflecting: type(of: spec))
        lock.withLock { lastClass = (id, name) }
        return name
    }

    /// `Module.Class/test`, as XCTest lists a test.
    static func id(of testCase: XCTestCase) -> String {
        let method = testCase.name.split(separator: ".").last.map(String.init) ?? testCase.name
        return "\(String(reflecting: type(of: testCase)))/\(method)"
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.withLock { failures = [] }
        if let spec = testCase as? SpecCase, let name = Self.specCaseName(spec) {
            CrashJournal.caseStarted(name, of: className(of: spec))
        } else {
            CrashJournal.testStarted(Self.id(of: testCase), isSpecClass: false)
        }
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        let failure = ExampleResult.Failure(message: FailureCapture.message(from: description), file: filePath, line: lineNumber)
        lock.withLock { failures.append(failure) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let run = testCase.testRun
        let failed = (run?.totalFailureCount ?? 0) > 0
        let skipped = run?.hasBeenSkipped ?? false
        let duration = run?.totalDuration ?? 0
        let failures = lock.withLock { self.failures }
        guard let spec = testCase as? SpecCase, let name = Self.specCaseName(spec) else {
            return CrashJournal.testEnded(Self.id(of: testCase), failed ? .failed : skipped ? .skipped : .passed,
                                          duration: duration, failures: failures)
        }
        var outcome: CrashJournal.Outcome = failed ? .failed : skipped ? .skipped : .passed
        var reason = ""
        // A skipped or disabled example has its reason kept already.
        if skipped && !failed {
            switch RunRecord.shared.result(forCase: ObjectIdentifier(spec))?.outcome {
            case .pending(let text)?:
                outcome = .pending
                reason = text
            case .skipped(let text)?:
                reason = text
            default:
                break
            }
        }
        CrashJournal.caseEnded(name, of: className(of: spec), isExample: spec.planned != nil, outcome,
                               reason: reason, duration: duration, failures: failures)
    }

    /// The name of the example or failing case `spec` runs; `nil` for a plain test method of a
    /// spec class.
    private static func specCaseName(_ spec: SpecCase) -> String? {
        if let planned = spec.planned { return planned.metadata.testName }
        if let failing = spec.failingCase { return failing.name }
        let name = spec.name.split(separator: ".").last.map(String.init)
        return name == ExampleSelection.noExamplesName ? name : nil
    }
}

extension CaseJournal {
    /// In each process the crash supervisor starts, before `main`: the journal of XCTest's
    /// cases, and the JUnit report, start with the first test.
    static func startBeforeFirstTest() {
        XCTestObservationCenter.shared.addTestObserver(CaseJournal())
        XCTestRoute.shared.observeForReportsIfNeeded()
    }
}
#endif
