import XCTest

#if canImport(Testing)
// The toolchain's Swift Testing, not a package: no dependency for consumers. Imported
// `internal` so it stays out of Matchers' public interface.
internal import Testing
#endif

/// Reports a failure to wherever the current test collects them. Every failure of SpecKit
/// (matchers, `require`, doubles, tables, the spec DSL) ends here, in this order:
///
/// 1. the enclosing `gatherFailures`, which the task-local recorder follows into child tasks
///    and `Task { }`, or, for an expectation's failure, the enclosing `withAssertionHandler`;
/// 2. for an expectation's failure, the assertion handler a migrated Nimble suite assigned to
///    `NimbleAssertionHandler` (NimbleCompat), which takes it in place of the test runner;
/// 3. inside a Swift Testing test: a Swift Testing issue at `failure.location`, with the text
///    XCTest would show;
/// 4. otherwise the innermost `gatherFailures` still running in an XCTest process, for failures
///    from a Dispatch queue, a `Thread` or a `Task.detached` while the block runs;
/// 5. otherwise, in a spec run while no XCTest case runs (background work that outlived its
///    test), SpecDSL, which reports it as a failing case `late_failure` (XCTest would drop it);
/// 6. otherwise XCTest, attributed to its running test case: XCTest alone in a spec run (SpecDSL
///    knows XCTest is the runner). Elsewhere a failure no task-local ties to a test (a
///    `Task.detached` or another thread) is also recorded with Swift Testing, which reports it as
///    a failure of the run when Swift Testing is the runner and ignores it when XCTest is, so it
///    fails whichever runner is running instead of passing silently.
///
/// ```swift
/// reportFailure(TestFailure(kind: .table, message: "IsValidPassword.testkit:6: …", location: SourceLocation()))
/// ```
/// - Parameter failure: What failed and where.
public func reportFailure(_ failure: TestFailure) {
    deliver(failure)
}

/// ``reportFailure(_:)``, returning the `gatherFailures` recorder that took the failure, if one did.
///
/// An expectation's failure goes to the assertion handler in place (`withAssertionHandler`, or
/// the process-wide one), unless `pastHandlers`, which a handler sets to report to the runner;
/// other failures (a thrown error, a double, a misuse) never go to a handler, as in Nimble, where
/// only expectations reach it.
@discardableResult
func deliver(_ failure: TestFailure, pastHandlers: Bool = false) -> FailureRecorder? {
    recordFailure(failure.message, at: failure.location)   // for an enclosing gatherExpectations
    let toHandlers = !pastHandlers && failure.kind == .expectationFailed
    if let recorder = FailureRecorder.current?.nearest(takingHandlers: toHandlers), recorder.append(failure) { return recorder }
    if toHandlers, let handler = MatchersRegistry.shared.processWideHandler {
        handler.receive(passed: false, message: FailureMessage(stringValue: failure.message), location: failure.location)
        return nil
    }
    if TestRunner.isSwiftTestingRunning {
        TestRunner.recordInSwiftTesting(failure)
        return nil
    }
    let fallback = MatchersRegistry.shared.fallback(takingHandlers: toHandlers)
    if let recorder = fallback.recorder, recorder.append(failure) { return recorder }
    let disposition = fallback.withoutTest?(failure)
    if disposition == .kept { return nil }
    TestRunner.recordInXCTest(failure)
    if disposition == nil { TestRunner.$isEchoing.withValue(true) { TestRunner.recordInSwiftTesting(failure) } }
    return nil
}

/// Tells an issue handler that runs outside Swift Testing's run (SpecDSL's, which hands Swift
/// Testing's issues to XCTest) which issues are failures Matchers gave XCTest already.
@_spi(SpecRunner)
public enum FailureEcho {
    /// Whether the calling code records, with Swift Testing, a failure XCTest has already: the
    /// handler leaves such an issue alone.
    public static var isEchoing: Bool { TestRunner.isEchoing }
}

/// Reports a failure at `location` (see ``reportFailure(_:)``): the entry point for anything that
/// fails a test outside a matcher.
///
/// ```swift
/// reportFailure("table row 3: missing key <price>", location: SourceLocation(filePath: file, line: line))
/// ```
/// - Parameters:
///   - message: The failure text.
///   - kind: What failed; an expectation by default.
///   - location: Where the failure belongs.
public func reportFailure(_ message: String, kind: TestFailure.Kind = .expectationFailed, location: SourceLocation) {
    reportFailure(TestFailure(kind: kind, message: message, location: location))
}

/// Reports a failure at the caller's file and line (see ``reportFailure(_:)``).
///
/// ```swift
/// func expectSorted(_ xs: [Int], file: StaticString = #filePath, line: UInt = #line) {
///     if xs != xs.sorted() { reportFailure("expected <\(xs)> to be sorted", file: file, line: line) }
/// }
/// ```
/// - Parameters:
///   - message: The failure text.
///   - kind: What failed; an expectation by default.
///   - fileID: The `#fileID` the failure is reported with, the caller's by default.
///   - file: The file the failure is reported in, the caller's by default.
///   - line: The line the failure is reported at, the caller's by default.
///   - column: The column the failure is reported at, the caller's by default.
public func reportFailure(
    _ message: String,
    kind: TestFailure.Kind = .expectationFailed,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailure(TestFailure(kind: kind, message: message, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// The two runners a failure can go to. Only the failure path and `gatherFailures` ask them
/// anything, so a passing expectation never touches Swift Testing.
enum TestRunner {
    /// Set while a failure XCTest has already is also recorded with Swift Testing.
    @TaskLocal static var isEchoing = false

    /// Whether the current task runs a Swift Testing test (task-local: child tasks inherit it,
    /// `Task.detached` and other threads do not).
    static var isSwiftTestingRunning: Bool {
        #if canImport(Testing)
        Test.current != nil
        #else
        false
        #endif
    }

    static func recordInSwiftTesting(_ failure: TestFailure) {
        #if canImport(Testing)
        let location = failure.location
        let filePath = "\(location.filePath)"
        Issue.record(
            Comment(rawValue: failure.message),
            sourceLocation: Testing.SourceLocation(
                fileID: fileID(of: location, filePath: filePath), filePath: filePath,
                // Swift Testing requires positive lines and columns; DSL locations may have column 0.
                line: max(1, Int(location.line)), column: max(1, Int(location.column))))
        #endif
    }

    /// Swift Testing shows the file name of the `#fileID`. Helpers that take only `file:` and
    /// `line:` (doubles, the DSL) leave a `#fileID` of their own: derive `Module/File.swift` from
    /// the path then (SwiftPM's layout puts a target's files in a folder named after it).
    static func fileID(of location: SourceLocation, filePath: String) -> String {
        let path = filePath.split(separator: "/")
        guard let fileName = path.last else { return location.fileID }
        let parts = location.fileID.split(separator: "/")
        if parts.count == 2, parts[1] == fileName { return location.fileID }
        let module = path.count >= 2 ? path[path.count - 2] : "Unknown"
        return "\(module)/\(fileName)"
    }

    static func recordInXCTest(_ failure: TestFailure) {
        XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
    }
}
