import XCTest

/// Collects the failures of one `gatherFailures` call. Appends may come from any thread.
final class FailureRecorder: @unchecked Sendable {
    /// The recorder of the `gatherFailures` call enclosing the current task, if any.
    @TaskLocal static var current: FailureRecorder?

    private let lock = NSLock()
    private var failures: [RecordedFailure] = []
    private var isClosed = false

    /// Records the failure unless the `gatherFailures` call has returned already.
    /// - Returns: `false` when closed, so that a late failure (from a task that outlived the
    ///   block) is reported elsewhere instead of being lost.
    @discardableResult
    func append(_ failure: RecordedFailure) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return false }
        failures.append(failure)
        return true
    }

    /// Records an error that escaped a `gatherFailures` block, except the ``RequireError`` of a
    /// failed `require`, which was recorded where it failed.
    func appendThrown(_ error: any Error, at location: SourceLocation) {
        guard !(error is RequireError) else { return }
        append(RecordedFailure(message: "unexpected error thrown: <\(error)>", location: location))
    }

    /// Stops recording and returns what was recorded.
    func close() -> [RecordedFailure] {
        lock.lock()
        defer { lock.unlock() }
        isClosed = true
        return failures
    }

}

// Routing a failure to the right recorder:
// 1. the task-local recorder, which follows the code of a `gatherFailures` block into child
//    tasks and `Task { }` but not into Dispatch queues or threads;
// 2. otherwise the innermost recorder still running anywhere in the process (the lock-protected
//    `MatchersRegistry`), which catches failures from a Dispatch queue, a `Thread`, or a
//    `Task.detached` while the block runs — XCTest runs one test at a time per process, so that
//    recorder belongs to the running test;
// 3. otherwise XCTest, attributed to its current test case.

/// Runs `body` and returns the failures it produced instead of reporting them to XCTest.
///
/// Use it to test custom matchers and helpers, including their failure messages and the
/// reported file and line:
///
/// ```swift
/// let failures = gatherFailures { expect(1) == 2 }
/// XCTAssertEqual(failures.map(\.message), ["expected to equal <2>, got <1>"])
/// XCTAssertEqual(failures.first?.line, #line - 2)
/// ```
///
/// Failures recorded on other threads or tasks while `body` runs are gathered too. An error
/// thrown by `body` is recorded as `unexpected error thrown: <error>` at the call site of
/// `gatherFailures`, except the ``RequireError`` of a failed `require`, which was recorded
/// already.
/// - Parameter body: The code whose failures to collect.
/// - Returns: The failures, in the order they were recorded.
public func gatherFailures(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) -> [RecordedFailure] {
    let recorder = FailureRecorder()
    MatchersRegistry.shared.push(recorder)
    FailureRecorder.$current.withValue(recorder) {
        do {
            try body()
        } catch {
            recorder.appendThrown(error, at: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
        }
    }
    MatchersRegistry.shared.remove(recorder)
    return recorder.close()
}

/// The `async` form of `gatherFailures`, for blocks that `await`.
///
/// ```swift
/// let failures = await gatherFailures {
///     await expect { await counter.value }.toEventually(equal(3))
/// }
/// ```
/// - Parameter body: The code whose failures to collect.
/// - Returns: The failures, in the order they were recorded.
public func gatherFailures(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async -> [RecordedFailure] {
    let recorder = FailureRecorder()
    MatchersRegistry.shared.push(recorder)
    await FailureRecorder.$current.withValue(recorder) {
        do {
            try await body()
        } catch {
            recorder.appendThrown(error, at: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
        }
    }
    MatchersRegistry.shared.remove(recorder)
    return recorder.close()
}

/// Reports a failure: to the enclosing `gatherFailures` if one is running, else to XCTest
/// (attributed to the running test case, at `location`).
///
/// The entry point for anything that fails a test outside a matcher (doubles, tables, the DSL):
///
/// ```swift
/// reportFailure("table row 3: missing key <price>", location: SourceLocation(filePath: file, line: line))
/// ```
/// - Parameters:
///   - message: The failure text.
///   - location: Where the failure belongs.
public func reportFailure(_ message: String, location: SourceLocation) {
    recordFailure(message, at: location)
    let failure = RecordedFailure(message: message, location: location)
    if let recorder = FailureRecorder.current, recorder.append(failure) { return }
    if let recorder = MatchersRegistry.shared.innermostRecorder, recorder.append(failure) { return }
    XCTFail(message, file: location.filePath, line: location.line)
}

/// Reports a failure at the caller's file and line (see ``reportFailure(_:location:)``).
///
/// ```swift
/// func expectSorted(_ xs: [Int], file: StaticString = #filePath, line: UInt = #line) {
///     if xs != xs.sorted() { reportFailure("expected <\(xs)> to be sorted", file: file, line: line) }
/// }
/// ```
/// - Parameters:
///   - message: The failure text.
///   - file: The file to report, `#filePath` of the caller by default.
///   - line: The line to report, `#line` of the caller by default.
public func reportFailure(
    _ message: String,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    reportFailure(message, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
}
