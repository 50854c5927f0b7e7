import XCTest

@testable import SpecDSL

/// The attempts rule both routes run an example by under SPECKIT_RETRY, against a stand-in for
/// the test framework.
final class AttemptsTests: XCTestCase {
    /// A test framework's case: what it recorded, and what an attempt kept from it.
    private final class Framework: AttemptRecords {
        var failedAttempts: [[SpecFailure]] = []
        var passedLastAttempt = false
        var recorded: [SpecFailure] = []
        var kept: [SpecFailure]?

        var recordedFailureCount: Int { recorded.count }
        func keepAttempt() { kept = [] }
        func takeAttempt() -> [SpecFailure] {
            defer { kept = nil }
            return kept ?? []
        }
        func recordKept(_ failure: SpecFailure) { recorded.append(failure) }

        /// A failure as an attempt's check reports it: kept when the attempt keeps its failures.
        func fail(_ message: String) {
            let failure = SpecFailure(message: message, file: "/x/CartSpec.swift", line: 7)
            if kept != nil { kept?.append(failure) } else { recorded.append(failure) }
        }
    }

    private static let planned = TreeHarness.plan("CartSpec") { it("adds an item") {} }.examples[0]

    /// Runs attempts until the rule stops them; `attempt(n)` is the n-th (from 1) and returns
    /// whether it was skipped. Returns how many ran.
    private func run(retries: Int, on framework: Framework, _ attempt: (Int) -> Bool) -> Int {
        var attempts = Attempts(of: Self.planned, in: AttemptsTests.self, retries: retries, keptIn: framework)
        var count = 0
        while true {
            attempts.start()
            count += 1
            guard attempts.end(skipped: attempt(count)) else { return count }
        }
    }

    func testAFailingAttemptRunsAgainUntilOnePasses() {
        let framework = Framework()
        let ran = run(retries: 2, on: framework) { number in
            if number == 1 { framework.fail("first") }
            return false
        }
        XCTAssertEqual(ran, 2)
        XCTAssertEqual(framework.failedAttempts.map { $0.map(\.message) }, [["first"]])
        XCTAssertEqual(framework.recorded, [], "a failure of an attempt that ran again is not the framework's")
        XCTAssertTrue(framework.passedLastAttempt)
    }

    func testAFailureAnotherExampleLeftEndsTheAttemptsWithTheAttemptsOwn() {
        let framework = Framework()
        let ran = run(retries: 2, on: framework) { number in
            framework.fail("own, attempt \(number)")
            // Recorded beside the attempt: another example's, which no attempt forgives.
            if number == 1 { framework.recorded.append(SpecFailure(message: "another example's", file: "/x/Other.swift", line: 3)) }
            return false
        }
        XCTAssertEqual(ran, 1, "no other attempt can make it pass")
        XCTAssertEqual(framework.recorded.map(\.message), ["another example's", "own, attempt 1"], "its own failure is not lost")
        XCTAssertEqual(framework.failedAttempts, [])
        XCTAssertFalse(framework.passedLastAttempt)
    }

    func testAMisuseOfTheDSLEndsTheAttemptsWithItsFailures() {
        let framework = Framework()
        var attempts = Attempts(of: Self.planned, in: AttemptsTests.self, retries: 2, keptIn: framework)
        attempts.start()
        framework.fail("aroundEach called the closure it was given more than once")
        XCTAssertFalse(attempts.end(skipped: false, misused: true), "no other attempt can make it pass")
        XCTAssertEqual(framework.recorded.map(\.message), ["aroundEach called the closure it was given more than once"],
                       "its failure is the framework's, not kept")
        XCTAssertEqual(framework.failedAttempts, [])
        XCTAssertFalse(framework.passedLastAttempt)
    }

    func testTheLastAttemptsFailuresGoToTheFramework() {
        let framework = Framework()
        let ran = run(retries: 2, on: framework) { number in
            framework.fail("attempt \(number)")
            return false
        }
        XCTAssertEqual(ran, 3)
        XCTAssertEqual(framework.failedAttempts.map { $0.map(\.message) }, [["attempt 1"], ["attempt 2"]])
        XCTAssertEqual(framework.recorded.map(\.message), ["attempt 3"])
        XCTAssertFalse(framework.passedLastAttempt)
    }

    func testWithoutRetriesOneAttemptRunsAndKeepsNothing() {
        let framework = Framework()
        let ran = run(retries: 0, on: framework) { _ in
            framework.fail("only")
            return false
        }
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(framework.recorded.map(\.message), ["only"])
        XCTAssertEqual(framework.failedAttempts, [])
    }

    func testASkipEndsTheAttemptsAndAFailureBeforeItStillFails() {
        let skippedAfterFailing = Framework()
        let ran = run(retries: 3, on: skippedAfterFailing) { number in
            if number == 1 { skippedAfterFailing.fail("before the skip") }
            return number == 2
        }
        XCTAssertEqual(ran, 2)
        XCTAssertEqual(skippedAfterFailing.recorded.map(\.message), ["before the skip"], "the attempt that failed before the skip")
        XCTAssertEqual(skippedAfterFailing.failedAttempts, [])
        XCTAssertFalse(skippedAfterFailing.passedLastAttempt)

        let failedThenSkipped = Framework()
        _ = run(retries: 3, on: failedThenSkipped) { _ in
            failedThenSkipped.fail("in the skipping attempt")
            return true
        }
        XCTAssertEqual(failedThenSkipped.recorded.map(\.message), ["in the skipping attempt"])

        // The last attempt allowed records its failures at once: the one before keeps its own.
        let lastFailedThenSkipped = Framework()
        _ = run(retries: 1, on: lastFailedThenSkipped) { number in
            lastFailedThenSkipped.fail("attempt \(number)")
            return number == 2
        }
        XCTAssertEqual(lastFailedThenSkipped.recorded.map(\.message), ["attempt 2"])
        XCTAssertEqual(lastFailedThenSkipped.failedAttempts.map { $0.map(\.message) }, [["attempt 1"]])
    }

    func testAttemptsThatCrashedEarlierProcessesCountAgainstTheRetries() {
        let framework = Framework()
        framework.failedAttempts = [[SpecFailure(message: "crashed: signal 4 (SIGILL)", file: "/x/CartSpec.swift", line: 7)]]
        let ran = run(retries: 1, on: framework) { _ in
            framework.fail("again")
            return false
        }
        XCTAssertEqual(ran, 1, "one retry, spent by the crash")
        XCTAssertEqual(framework.recorded.map(\.message), ["again"])
        XCTAssertEqual(framework.failedAttempts.count, 1)
    }

    func testACaseListsItsAttemptsUnlessItFailedAfterTheLastPassed() {
        let framework = Framework()
        _ = run(retries: 1, on: framework) { number in
            if number == 1 { framework.fail("first") }
            return false
        }
        var flaky = ExampleResult(Self.planned, of: nil, outcome: .passed)
        framework.listAttempts(in: &flaky, retries: 1)
        XCTAssertEqual(flaky.failedAttempts.map { $0.map(\.message) }, [["first"]])
        XCTAssertTrue(flaky.isFlaky)

        // Its tear-down failed once the last attempt had passed: the attempts are not the cause.
        let tearDown = SpecFailure(message: "tear-down", file: "/x/CartSpec.swift", line: 9)
        var failedAfter = ExampleResult(Self.planned, of: nil, outcome: .failed([tearDown]))
        framework.listAttempts(in: &failedAfter, retries: 1)
        XCTAssertEqual(failedAfter.failedAttempts, [])

        let everyAttemptFailed = Framework()
        _ = run(retries: 1, on: everyAttemptFailed) { number in
            everyAttemptFailed.fail("attempt \(number)")
            return false
        }
        var failed = ExampleResult(Self.planned, of: nil, outcome: .failed(everyAttemptFailed.recorded))
        everyAttemptFailed.listAttempts(in: &failed, retries: 1)
        XCTAssertEqual(failed.failedAttempts.map { $0.map(\.message) }, [["attempt 1"]])
    }

    func testAFailureTheFrameworkRecordedInAPassingAttemptIsNoPassAfterRetries() {
        let framework = Framework()
        _ = run(retries: 1, on: framework) { number in
            if number == 1 { framework.fail("first") }
            // Another example's failure, which no attempt keeps, lands in the last attempt.
            if number == 2 { framework.recorded.append(SpecFailure(message: "from elsewhere", file: "", line: 0)) }
            return false
        }
        XCTAssertFalse(framework.passedLastAttempt)
    }
}
