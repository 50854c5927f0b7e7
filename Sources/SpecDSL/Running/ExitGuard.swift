import Foundation
import Matchers

/// What runs outside any example right now that the process must not end in: a suite hook, a
/// spec's `spec()`, a configuration's `configure(_:)`. At exit, the routes fail the process when
/// something still runs: `exit(_:)` there would otherwise end the run with status 0 and no totals.
enum ExitGuard {
    private static let activities = Locked<[String]>([])

    /// Runs `body` as `activity` ("the beforeSuite at Hooks.swift:3"); the crash journal notes it.
    static func running<T>(_ activity: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
        let name = activity()
        activities.withLock { $0.append(name) }
        let recorded = RunRecord.takesStarts
        if recorded { RunRecord.shared.record(.activity(name, started: true)) }
        defer {
            if recorded { RunRecord.shared.record(.activity(name, started: false)) }
            activities.withLock { _ = $0.popLast() }
        }
        return try body()
    }

    /// At exit: when something still runs, says that the process exited inside it and fails the
    /// process.
    static func failIfSomethingRuns() {
        guard let activity = activities.withLock({ $0.last }) else { return }
        exitFailing(saying: ["error: the process exited while \(activity) ran (exit(_:) or a framework calling it): the run "
            + "fails, and the examples after it did not run"])
    }

    /// At exit: prints, for each example still running, that it ended the process, and exits with
    /// a failure: the run's own totals never came.
    static func failInside(_ examples: [ExampleMetadata]) -> Never {
        exitFailing(saying: examples.map { "\($0.file):\($0.line): error: \($0.specName).\($0.testName) : \(Misuse.exitedInside)" })
    }

    /// Prints `lines` and ends the process with a failure; under a supervisor it prints nothing:
    /// the supervisor says what ran, and goes on without it in a new process. What the process
    /// printed before is written out first, as `exit(_:)` would have.
    private static func exitFailing(saying lines: [String]) -> Never {
        if !CrashJournal.isSupervised {
            for line in lines { print(line) }
        }
        fflush(nil)
        _exit(EXIT_FAILURE)
    }
}
