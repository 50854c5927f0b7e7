import Foundation

/// The rules of one polling expectation, shared by the sync and async forms: feed it one
/// verdict per attempt and it says whether to pass, fail or try again.
struct Poll {
    enum Kind {
        /// Pass as soon as the verdict passes; fail at the deadline.
        case eventually
        /// Fail as soon as the verdict fails; pass at the deadline.
        case continuously
    }

    enum Decision {
        case pass
        case fail(String)
        case retry
    }

    let kind: Kind
    /// The wanted verdict of every attempt.
    let style: ExpectationStyle
    /// The verb in the message: `to eventually`, `to never`, …
    let to: String
    let description: String?
    let timeout: Duration
    let pollInterval: Duration
    let deadline: ContinuousClock.Instant

    init(_ kind: Kind, _ style: ExpectationStyle, to: String, timeout: Duration, pollInterval: Duration, description: String?) {
        self.kind = kind
        self.style = style
        self.to = to
        self.timeout = timeout
        // A zero or negative interval would spin without letting other work run.
        self.pollInterval = max(pollInterval, .milliseconds(1))
        self.description = description
        self.deadline = ContinuousClock.now + timeout
    }

    static func eventually(to: String, _ style: ExpectationStyle, timeout: Duration, pollInterval: Duration, description: String?) -> Poll {
        Poll(.eventually, style, to: to, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    static func continuously(to: String, _ style: ExpectationStyle, until: Duration, pollInterval: Duration, description: String?) -> Poll {
        Poll(.continuously, style, to: to, timeout: until, pollInterval: pollInterval, description: description)
    }

    func decide(_ verdict: Verdict) -> Decision {
        if verdict.threw { return .fail(verdict.failureMessage(to: to, description: description)) }
        let timedOut = ContinuousClock.now >= deadline
        switch (kind, verdict.passed) {
        case (.eventually, true): return .pass
        case (.eventually, false):
            guard timedOut else { return .retry }
            // Nimble's wording: the last attempt's message, with nothing about the timeout.
            return .fail(verdict.failureMessage(to: to, description: description))
        case (.continuously, false): return .fail(verdict.failureMessage(to: to, description: description))
        case (.continuously, true): return timedOut ? .pass : .retry
        }
    }

    /// The pause before the next attempt, never past the deadline by more than one interval.
    var nextPause: Duration {
        min(pollInterval, max(deadline - ContinuousClock.now, .zero))
    }

    /// Waits without blocking the run loop of the current thread: timers, main-queue blocks and
    /// other run-loop sources keep firing while a synchronous poll waits on the main thread.
    static func waitRunningRunLoop(for pause: Duration) {
        MainQueue.$turnsRunLoop.withValue(true) { turnRunLoop(for: pause) }
    }

    private static func turnRunLoop(for pause: Duration) {
        let until = Date(timeIntervalSinceNow: seconds(pause))
        while Date() < until {
            // `run(mode:before:)` returns at once when the run loop has no sources (a fresh
            // background thread); sleep briefly then, instead of spinning.
            if !RunLoop.current.run(mode: .default, before: until) {
                Thread.sleep(forTimeInterval: min(0.001, until.timeIntervalSinceNow))
            }
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
