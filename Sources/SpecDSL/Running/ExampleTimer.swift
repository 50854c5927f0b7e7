import Foundation
import Matchers

/// Runs an async example within its time limit without blocking a thread (the Swift Testing
/// route; the XCTest route waits on XCTest's waiter instead): when the limit passes, the example
/// fails, its task is cancelled and awaited for a second more, so that its `afterEach` hooks run
/// inside its own test case.
enum ExampleTimer {
    /// How long a timed-out example gets to stop once cancelled, on either route
    /// (`Misuse.stillRunningAfterCancel` says "a second").
    static let cancellationGrace: Duration = .seconds(1)

    static func run(_ run: ExampleRun, within limit: Duration) async {
        let task = Task { await run.run() }
        guard await finishes(task, within: limit) == false else { return }
        reportFailure(Misuse.timedOut(limit), location: run.metadata.location)
        task.cancel()
        if await finishes(task, within: cancellationGrace) == false {
            reportFailure(Misuse.stillRunningAfterCancel, location: run.metadata.location)
        }
    }

    /// Whether `task` finishes before `limit` passes; returns as soon as one of the two happens.
    private static func finishes(_ task: Task<Void, Never>, within limit: Duration) async -> Bool {
        let outcome = Outcome()
        return await withCheckedContinuation { continuation in
            outcome.set(continuation)
            let timer = Task {
                // Cancelled when the example finished first: a cancelled sleep returns at once,
                // and must not report a time-out.
                do { try await Task.sleep(for: limit) } catch { return }
                outcome.resume(with: false)
            }
            Task {
                await task.value
                outcome.resume(with: true)
                timer.cancel()
            }
        }
    }

    /// Resumes a continuation once, with whichever result comes first.
    private final class Outcome: Sendable {
        private let continuation = Locked<CheckedContinuation<Bool, Never>?>(nil)

        func set(_ continuation: CheckedContinuation<Bool, Never>) { self.continuation.withLock { $0 = continuation } }

        func resume(with value: Bool) {
            let waiting = continuation.withLock { continuation in
                defer { continuation = nil }
                return continuation
            }
            waiting?.resume(returning: value)
        }
    }
}
