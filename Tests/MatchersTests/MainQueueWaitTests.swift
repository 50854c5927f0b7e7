import Dispatch
import Foundation
@_spi(SpecRunner) import Matchers
import Testing
import XCTest

// A synchronous wait on the main actor: on the main thread (XCTest) it turns the run loop, which
// runs the main queue's work; in a block of the main queue off the main thread (Swift Testing on
// Linux) that work cannot run until the wait ends, so the wait times out and says what to write.
@Suite struct MainQueueWaitSwiftTestingTests {
    private static let hint = "this synchronous wait held the main actor"

    @MainActor @Test func aWaitUntilForMainQueueWorkSaysToAwait() throws {
        try #require(!Thread.isMainThread, "Swift Testing on Linux runs the main actor off the main thread")
        let failures = gatherFailures {
            waitUntil(timeout: .milliseconds(50)) { done in DispatchQueue.main.async { done() } }
        }
        #expect(failures.count == 1)
        let message = try #require(failures.first?.message)
        #expect(message.hasPrefix("Waited more than 0.05 seconds (\(Self.hint)"))
        #expect(message.hasSuffix("make the test async and write await waitUntil { done in … })"))
    }

    @MainActor @Test func aToEventuallyForMainQueueWorkSaysToAwait() throws {
        try #require(!Thread.isMainThread)
        let flag = Flag()
        let failures = gatherFailures {
            DispatchQueue.main.async { MainActor.assumeIsolated { flag.isSet = true } }
            expect(flag.isSet).toEventually(beTrue(), timeout: .milliseconds(50))
        }
        let message = try #require(failures.first?.message)
        #expect(message.hasPrefix("expected to eventually be true, got <false> (\(Self.hint)"))
        #expect(message.hasSuffix("write await expect(…).toEventually(…))"))
    }

    @MainActor @Test func aToAlwaysThatHeldTheMainActorFailsSayingItSawNoMainQueueWork() throws {
        try #require(!Thread.isMainThread)
        let flag = Flag()
        let failures = gatherFailures {
            DispatchQueue.main.async { MainActor.assumeIsolated { flag.isSet = true } }
            expect(flag.isSet).toAlways(beFalse(), until: .milliseconds(30))
        }
        #expect(failures.map(\.message) == ["expected to always be false, got <false> (\(Self.hint), which runs on the main queue off "
            + "the main thread here (Swift Testing on Linux), so work sent to the main queue could not run while it waited and the "
            + "check saw none of it: make the test async and write await expect(…).toAlways(…))"])
        #expect(gatherFailures { expect(1).toNever(equal(2), until: .milliseconds(10)) }.first?.message.hasSuffix(
            "write await expect(…).toNever(…))") == true)
    }

    @MainActor @Test func aToNeverThatFailsHasNoHint() {
        let failures = gatherFailures { expect(1).toNever(equal(1), until: .milliseconds(20)) }
        #expect(failures.map(\.message) == ["expected to never equal <1>, got <1>"])
    }
}

@MainActor private final class Flag {
    var isSet = false
}

final class MainQueueWaitXCTestTests: XCTestCase {
    func testAWaitUntilOnTheMainThreadRunsMainQueueWork() {
        XCTAssertTrue(Thread.isMainThread)
        let failures = gatherFailures {
            waitUntil(timeout: .seconds(1)) { done in DispatchQueue.main.async { done() } }
        }
        XCTAssertEqual(failures.map(\.message), [])
    }
}

/// A callback registry that, like a promise, calls the callbacks registered when its work ends.
@MainActor private final class Notifier {
    private var callbacks: [@Sendable () -> Void] = []
    func onEnd(_ callback: @escaping @Sendable () -> Void) { callbacks.append(callback) }
    func end() { for callback in callbacks { callback() } }
}

// The async `waitUntil` runs a synchronous action at once: what it registers is in place before
// main-actor work already queued (work a hook started) runs, as with the synchronous form.
@Suite struct AsyncWaitUntilOrderTests {
    @MainActor @Test func aSynchronousActionRunsBeforeQueuedMainActorWork() async {
        let notifier = Notifier()
        DispatchQueue.main.async { MainActor.assumeIsolated { notifier.end() } }
        let failures = await gatherFailures {
            await waitUntil(timeout: .milliseconds(500)) { done in notifier.onEnd(done) }
        }
        #expect(failures.map(\.message) == [])
    }
}

final class AsyncWaitUntilOrderXCTestTests: XCTestCase {
    @MainActor func testASynchronousActionRunsBeforeQueuedMainActorWork() async {
        let notifier = Notifier()
        DispatchQueue.main.async { MainActor.assumeIsolated { notifier.end() } }
        let failures = await gatherFailures {
            await waitUntil(timeout: .milliseconds(500)) { done in notifier.onEnd(done) }
        }
        XCTAssertEqual(failures.map(\.message), [])
    }
}

/// In an `async` example on the main actor, main-actor code runs in a block of the main queue
/// (XCTest's run loop runs that block), so a synchronous wait there cannot run other main-queue
/// work either: it says so, on the XCTest route too.
final class AsyncExampleWaitXCTestTests: XCTestCase {
    @MainActor func testASynchronousWaitInAnAsyncExampleSaysToAwait() async throws {
        let failures = MainQueue.$isInAsyncExample.withValue(true) {
            gatherFailures {
                waitUntil(timeout: .milliseconds(50)) { done in DispatchQueue.main.async { done() } }
            }
        }
        let message = try XCTUnwrap(failures.first?.message)
        XCTAssertEqual(message, "Waited more than 0.05 seconds (this synchronous wait held the main actor in an async example: "
            + "work sent to the main queue cannot run until the example awaits; if the wait is for such work, write "
            + "await waitUntil { done in … } instead)")
    }

    @MainActor func testAToNeverInAnAsyncExampleFailsSayingItSawNoMainQueueWork() async throws {
        let failures = MainQueue.$isInAsyncExample.withValue(true) {
            gatherFailures { expect(1).toNever(equal(2), until: .milliseconds(20)) }
        }
        XCTAssertEqual(failures.map(\.message), ["expected to never equal <2>, got <1> (this synchronous wait held the main actor in "
            + "an async example, so work sent to the main queue could not run while it waited and the check saw none of it: write "
            + "await expect(…).toNever(…) instead)"])
    }

    /// In a synchronous test on the main thread the wait turns the run loop: it passes.
    func testAToNeverInASynchronousTestOnTheMainThreadPasses() {
        XCTAssertEqual(gatherFailures { expect(1).toNever(equal(2), until: .milliseconds(20)) }.map(\.message), [])
    }
}

/// Main-actor code of an `async` XCTest test outside a spec runs in a block of the main queue on
/// the main thread, as does work sent to the main queue: a synchronous wait there that times out
/// says so.
final class MainQueueBlockWaitXCTestTests: XCTestCase {
    private static let hint = " (this synchronous wait ran in a block of the main queue (main-actor code, or work sent to the "
        + "main queue): other work sent to the main queue cannot run until that block ends; if the wait is for such work, write "

    @MainActor func testATimedOutWaitInAnAsyncMainActorTestSaysWhy() async throws {
        let failures = gatherFailures {
            waitUntil(timeout: .milliseconds(50)) { done in DispatchQueue.main.async { done() } }
        }
        XCTAssertEqual(failures.map(\.message), ["Waited more than 0.05 seconds" + Self.hint + "await waitUntil { done in … } in async code instead)"])
    }

    func testATimedOutWaitInWorkSentToTheMainQueueSaysWhyAndNamesItsAsyncForm() {
        let failures = Locked<[String]>([])
        let ran = expectation(description: "the block ran")
        DispatchQueue.main.async {
            failures.withLock { $0 = gatherFailures { expect(1).toEventuallyNot(equal(1), timeout: .milliseconds(30)) }.map(\.message) }
            ran.fulfill()
        }
        wait(for: [ran], timeout: 10)
        XCTAssertEqual(failures.withLock { $0 }, ["expected to eventually not equal <1>, got <1>" + Self.hint
            + "await expect(…).toEventuallyNot(…) in async code instead)"])
    }

    /// A `toNever` or `toAlways` there passes: the state it watches may change off the main queue
    /// (a timer, another thread), which it saw.
    @MainActor func testAToAlwaysInAnAsyncMainActorTestPasses() async {
        XCTAssertEqual(gatherFailures { expect(1).toAlways(equal(1), until: .milliseconds(20)) }.map(\.message), [])
    }
}

/// A synchronous wait in a task off the main actor holds a thread of the concurrency pool, which
/// the task it waits for may need: when it times out, it says so.
final class PoolThreadWaitXCTestTests: XCTestCase {
    func testATimedOutWaitInATaskSaysItBlockedAThreadOfThePool() async throws {
        let failures = await Task.detached {
            gatherFailures { expect(1).toEventually(equal(2), timeout: .milliseconds(30)) }
        }.value
        XCTAssertEqual(failures.map(\.message), ["expected to eventually equal <2>, got <1> (this synchronous wait blocked the thread "
            + "its task runs on, which the work it waits for may need: Swift's concurrency pool has one thread a core; in "
            + "async code, write await expect(…).toEventually(…) instead)"])
    }

    func testATimedOutWaitOnAThreadOfItsOwnHasNoHint() {
        let failures = Locked<[String]>([])
        let ended = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            failures.withLock { $0 = gatherFailures { waitUntil(timeout: .milliseconds(30)) { _ in } }.map(\.message) }
            ended.signal()
        }
        XCTAssertEqual(ended.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(failures.withLock { $0 }, ["Waited more than 0.03 seconds"])
    }
}

/// Whether the main queue is held, asked from another thread: it runs a block while the main
/// thread turns its run loop, and not while a synchronous wait blocks the main thread.
final class MainQueueProbeXCTestTests: XCTestCase {
    func testTheMainQueueRunsABlockWhileTheMainThreadTurnsItsRunLoop() {
        let answer = Locked<Bool?>(nil)
        Thread.detachNewThread { answer.withLock { $0 = MainQueue.runsBlock(within: .seconds(5)) } }
        let deadline = Date(timeIntervalSinceNow: 10)
        while answer.withLock({ $0 }) == nil && Date() < deadline { _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
        XCTAssertEqual(answer.withLock { $0 }, true)
    }

    func testTheMainQueueRunsNoBlockWhileTheMainThreadIsBlocked() {
        let answered = DispatchSemaphore(value: 0)
        let answer = Locked<Bool?>(nil)
        Thread.detachNewThread {
            answer.withLock { $0 = MainQueue.runsBlock(within: .milliseconds(100)) }
            answered.signal()
        }
        XCTAssertEqual(answered.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answer.withLock { $0 }, false)
        // The probe's block runs once the main thread is free again.
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    }

    func testAskedFromTheMainQueueItSaysHeld() {
        XCTAssertFalse(MainQueue.runsBlock(within: .milliseconds(10)))
    }
}
