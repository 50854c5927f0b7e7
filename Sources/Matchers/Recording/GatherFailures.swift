import Foundation

/// Collects the failures of one `gatherFailures` call. Appends may come from any thread.
/// (``reportFailure(_:)`` decides which recorder, if any, a failure goes to.)
final class FailureRecorder: @unchecked Sendable {
    /// The recorder of the `gatherFailures` call enclosing the current task, if any.
    @TaskLocal static var current: FailureRecorder?

    /// Whether the `gatherFailures` call runs inside a Swift Testing test. Swift Testing runs
    /// tests in parallel, so such a recorder only takes failures that reach it through the task
    /// (never a stray one from another thread, which may belong to another test).
    let isInSwiftTesting = TestRunner.isSwiftTestingRunning

    private let lock = NSLock()
    private var failures: [TestFailure] = []
    private var isClosed = false
    /// When set, each failure goes here as it is recorded instead of being kept.
    private let forward: (@Sendable (TestFailure) -> Void)?
    /// Whether this recorder stands for a `withAssertionHandler` call: it takes expectation
    /// failures only, and a handler reporting to the test runner passes over it.
    let isAssertionHandler: Bool
    /// The recorder that was current where this one was made: where a failure that this one
    /// does not take goes.
    let enclosing: FailureRecorder?

    init(forwardingTo forward: (@Sendable (TestFailure) -> Void)? = nil, isAssertionHandler: Bool = false) {
        self.forward = forward
        self.isAssertionHandler = isAssertionHandler
        enclosing = FailureRecorder.current
    }

    /// This recorder, or the nearest enclosing one that is no assertion handler's when
    /// `takingHandlers` is `false`.
    func nearest(takingHandlers: Bool) -> FailureRecorder? {
        var recorder: FailureRecorder? = self
        while !takingHandlers, let candidate = recorder, candidate.isAssertionHandler { recorder = candidate.enclosing }
        return recorder
    }

    /// Records the failure unless the `gatherFailures` call has returned already.
    /// - Returns: `false` when closed, so that a late failure (from a task that outlived the
    ///   block) is reported elsewhere instead of being lost.
    @discardableResult
    func append(_ failure: TestFailure) -> Bool {
        lock.lock()
        guard !isClosed else {
            lock.unlock()
            return false
        }
        if let forward {
            lock.unlock()
            forward(failure)
            return true
        }
        failures.append(failure)
        lock.unlock()
        return true
    }

    /// Records an error that escaped a `gatherFailures` block, except the ``RequireError`` of a
    /// failed `require`, which was recorded where it failed.
    func appendThrown(_ error: any Error, at location: SourceLocation) {
        if let requireError = error as? RequireError {
            if !requireError.isOnRecord { append(TestFailure(kind: .expectationFailed, message: requireError.message, location: requireError.location)) }
            return
        }
        append(TestFailure(kind: .errorThrown, message: "unexpected error thrown: <\(error)>", location: location))
    }

    /// Whether the `gatherFailures` call returned: what it recorded is the caller's now.
    var hasClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isClosed
    }

    /// Stops recording and returns what was recorded.
    func close() -> [TestFailure] {
        lock.lock()
        defer { lock.unlock() }
        isClosed = true
        return failures
    }

}

/// Runs `body` and returns the failures it produced instead of reporting them to the test
/// runner (XCTest or Swift Testing).
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
/// - Parameters:
///   - fileID: The `#fileID` a thrown error is reported with, the caller's by default.
///   - file: The file a thrown error is reported in, the caller's by default.
///   - line: The line a thrown error is reported at, the caller's by default.
///   - column: The column a thrown error is reported at, the caller's by default.
///   - body: The code whose failures to collect.
/// - Returns: The failures, in the order they were recorded.
public func gatherFailures(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
) -> [TestFailure] {
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
/// - Parameters:
///   - fileID: The `#fileID` a thrown error is reported with, the caller's by default.
///   - file: The file a thrown error is reported in, the caller's by default.
///   - line: The line a thrown error is reported at, the caller's by default.
///   - column: The column a thrown error is reported at, the caller's by default.
///   - isolation: The actor `body` runs on, the caller's by default.
///   - body: The code whose failures to collect.
/// - Returns: The failures, in the order they were recorded.
public func gatherFailures(
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
) async -> [TestFailure] {
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

/// Runs `body` and hands each failure it records, on its task and the tasks it starts, to
/// `handler` as it is recorded, instead of reporting it to a test runner: for a runner that files
/// failures outside of any test (while a spec's tree is built) under what was running then.
///
/// ```swift
/// forwardingFailures(to: { failure in builder.addFailureOutsideExample(failure) }) { spec() }
/// ```
/// - Parameters:
///   - handler: Receives each failure, on the thread that recorded it.
///   - body: The code whose failures to forward.
@_spi(SpecRunner)
public func forwardingFailures(to handler: @escaping @Sendable (TestFailure) -> Void, _ body: () -> Void) {
    let recorder = FailureRecorder(forwardingTo: handler)
    FailureRecorder.$current.withValue(recorder, operation: body)
    _ = recorder.close()
}
