import Foundation
import Matchers
import XCTest

/// A value shared with timers, queues and tasks in these tests.
final class Shared<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); defer { lock.unlock() }; stored = newValue }
    }
}

final class PollingTests: XCTestCase {
    func testToEventuallyPassesWhenAMainQueueBlockChangesTheValue() {
        let flag = Shared(false)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { flag.value = true }
        XCTAssertEqual(gatherFailures { expect(flag.value).toEventually(beTrue()) }, [])
    }

    func testToEventuallyPassesWhenATimerOnTheMainRunLoopFires() {
        let count = Shared(0)
        let timer = Timer(timeInterval: 0.02, repeats: true) { _ in count.value += 1 }
        RunLoop.current.add(timer, forMode: .default)
        defer { timer.invalidate() }
        XCTAssertEqual(gatherFailures { expect(count.value).toEventually(beGreaterThanOrEqualTo(3)) }, [])
    }

    func testToEventuallyFailsWithTheLastAttemptsMessageAndNothingAboutTheTimeout() {
        let line: UInt = #line + 2
        let failures = gatherFailures {
            expect(1).toEventually(equal(2), timeout: .milliseconds(50), pollInterval: .milliseconds(5))
        }
        XCTAssertEqual(failures.map(\.message), ["expected to eventually equal <2>, got <1>"])
        XCTAssertEqual(failures.first?.line, line)
    }

    func testToEventuallyNot() {
        let value = Shared(1)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) { value.value = 2 }
        XCTAssertEqual(gatherFailures { expect(value.value).toEventuallyNot(equal(1)) }, [])
        let failures = gatherFailures {
            expect(1).toNotEventually(equal(1), timeout: .milliseconds(30), description: "the count")
        }
        XCTAssertEqual(failures.map(\.message), ["the count\nexpected to eventually not equal <1>, got <1>"])
    }

    func testToNeverFailsAsSoonAsTheValueMatches() {
        let value = Shared(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { value.value = 1 }
        let start = Date()
        let failures = gatherFailures { expect(value.value).toNever(equal(1), until: .seconds(5)) }
        XCTAssertEqual(failures.map(\.message), ["expected to never equal <1>, got <1>"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testToNeverAndToAlwaysPassWhenTheConditionHolds() {
        XCTAssertEqual(gatherFailures {
            expect(0).toNever(equal(1), until: .milliseconds(30))
            expect(0).neverTo(equal(1), until: .milliseconds(30))
            expect(0).toAlways(equal(0), until: .milliseconds(30))
            expect(0).alwaysTo(equal(0), until: .milliseconds(30))
        }, [])
    }

    func testToAlwaysFailsAsSoonAsTheValueStopsMatching() {
        let value = Shared(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { value.value = 7 }
        let start = Date()
        let failures = gatherFailures { expect(value.value).toAlways(equal(0), until: .seconds(5)) }
        XCTAssertEqual(failures.map(\.message), ["expected to always equal <0>, got <7>"])
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testThrownErrorStopsPolling() {
        struct Broken: Error {}
        let failures = gatherFailures {
            expect { () throws -> Int in throw Broken() }.toEventually(equal(1), timeout: .seconds(5))
        }
        XCTAssertEqual(failures.map(\.message), ["unexpected error thrown: <Broken()>"])
    }

    func testAStalledExpressionGetsNimblesPlainMessages() {
        // Each attempt outlasts the whole timeout: one attempt, then the deadline.
        func slowly<T>(_ value: T) -> T { Thread.sleep(forTimeInterval: 0.03); return value }
        let line: UInt = #line + 3
        let failures = gatherFailures {
            expect(slowly(true)).toAlways(beTrue(), until: .milliseconds(10))
            expect(slowly(0)).toEventually(equal(1), timeout: .milliseconds(10))
            expect(slowly(0)).toEventuallyNot(equal(0), timeout: .milliseconds(10))
            expect(slowly(0)).toNever(equal(0), until: .milliseconds(10))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to eventually equal <1>, got <0>",
            "expected to eventually not equal <0>, got <0>",
            "expected to never equal <0>, got <0>",
        ])
        XCTAssertEqual(failures.map(\.line), [line, line + 1, line + 2])
    }

    func testToAlwaysOnNilGivesTheBeNilHint() {
        let failures = gatherFailures { expect(nil as Int?).toAlways(equal(0), until: .milliseconds(20)) }
        XCTAssertEqual(failures.map(\.message), ["expected to always equal <0>, got <nil> (use beNil() to match nils)"])
    }

    func testPollingDefaultsAreUsed() {
        let saved = PollingDefaults.timeout
        defer { PollingDefaults.timeout = saved }
        PollingDefaults.timeout = .milliseconds(20)
        XCTAssertEqual(gatherFailures { expect(1).toEventually(equal(2)) }.map(\.message),
                       ["expected to eventually equal <2>, got <1>"])
    }

    func testAsyncToEventuallyAwaitsTheExpressionAgain() async {
        let counter = Counter()
        Task { await counter.increment(after: .milliseconds(30)) }
        let failures = await gatherFailures {
            await expect { await counter.value }.toEventually(equal(1))
        }
        XCTAssertEqual(failures, [])
    }

    func testAsyncPollingFailureMessages() async {
        let counter = Counter()
        let failures = await gatherFailures {
            await expect { await counter.value }.toEventually(equal(1), timeout: .milliseconds(30))
            await expect { await counter.value }.toNever(equal(0), until: .milliseconds(30))
            await expect { await counter.value }.toAlways(equal(1), until: .milliseconds(30))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to eventually equal <1>, got <0>",
            "expected to never equal <0>, got <0>",
            "expected to always equal <1>, got <0>",
        ])
    }

    func testACancelledAsyncPollReportsTheCancellationErrorAsNimbleDoes() async {
        let line: UInt = #line + 3
        let failures = await gatherFailures {
            let poll = Task {
                _ = await expect { 0 }.toEventually(equal(1), timeout: .seconds(30), description: "the inbox")
            }
            try? await Task.sleep(for: .milliseconds(30))
            poll.cancel()
            await poll.value
        }
        XCTAssertEqual(failures.map(\.message), ["the inbox\nunexpected error thrown: <CancellationError()>"])
        XCTAssertEqual(failures.first?.line, line)
    }

    func testAwaitingASyncExpectationPollsWithoutBlocking() async {
        let flag = Shared(false)
        Task { try? await Task.sleep(for: .milliseconds(30)); flag.value = true }
        let failures = await gatherFailures {
            await expect(flag.value).toEventually(beTrue())
            await expect(flag.value).toAlways(beTrue(), until: .milliseconds(20))
        }
        XCTAssertEqual(failures, [])
    }

    @MainActor
    func testMainActorAsyncPollingLetsMainQueueWorkRun() async {
        final class Model { var loaded = false }
        let model = Model()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) { MainActor.assumeIsolated { model.loaded = true } }
        let failures = await gatherFailures {
            await expect { model.loaded }.toEventually(beTrue())
        }
        XCTAssertEqual(failures, [])
    }
}

actor Counter {
    private(set) var value = 0
    func increment(after delay: Duration) async {
        try? await Task.sleep(for: delay)
        value += 1
    }
}
