import Dispatch
import Foundation

/// Where the main actor runs: on the main thread under XCTest; under Swift Testing on Linux, in
/// blocks of the main queue on a thread of their own (Swift Testing parks the main thread).
@_spi(SpecRunner)
public enum MainQueue {
    /// Whether the calling code runs on the main actor: on the main thread, or in a block of the
    /// main queue.
    public static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }

    /// Set while an `async` example runs on the main actor: its main-actor code runs in a block of
    /// the main queue there, on either route.
    @TaskLocal public static var isInAsyncExample = false

    /// Set while a wait turns the main thread's run loop for the code that waits (a polling
    /// `expect`, `waitUntil`, SpecKit waiting for an `async` example, or running the main-queue
    /// work an example left as it ends): the main-queue blocks and timers that run from it are
    /// not that code's own.
    @TaskLocal public static var turnsRunLoop = false

    /// Why a synchronous wait holds up the main queue's other work: it runs in a block of the main
    /// queue, where turning the run loop cannot run the others.
    public enum Hold: Sendable {
        /// In an `async` example on the main actor (either route).
        case asyncExample
        /// In a synchronous example, where Swift Testing on Linux runs the main actor off the main thread.
        case mainQueueOffMainThread

        /// The failure's hint: why the wait could not see work sent to the main queue, and `asyncForm`
        /// to write instead.
        public func hint(instead asyncForm: String) -> String {
            switch self {
            case .asyncExample:
                " (this synchronous wait held the main actor in an async example: work sent to the main queue cannot run "
                    + "until the example awaits; if the wait is for such work, write \(asyncForm) instead)"
            case .mainQueueOffMainThread:
                " (this synchronous wait held the main actor, which runs on the main queue off the main thread here (Swift "
                    + "Testing on Linux): work sent to the main queue cannot run until the test ends; if the wait is for "
                    + "such work, make the test async and write \(asyncForm))"
            }
        }

        /// The hint for a timed-out wait of XCTest's waiter, which words an `await
        /// fulfillment(of:timeout:)` as it words a synchronous `wait(for:timeout:)`: in an `async`
        /// example, where either may be written, it says which it is for.
        public func waiterHint(instead asyncForm: String) -> String {
            switch self {
            case .asyncExample:
                " (if this was a synchronous wait(for:timeout:), it held the main actor in an async example: work sent to "
                    + "the main queue could not run until the example awaited; if the wait is for such work, write \(asyncForm) instead)"
            case .mainQueueOffMainThread:
                hint(instead: asyncForm)
            }
        }

        /// What a synchronous `toNever` or `toAlways` that held the main actor while it waited says
        /// instead of passing: it saw none of the main queue's work, so it checked nothing that
        /// work changes; `asyncForm` is what to write instead.
        public func unseen(instead asyncForm: String) -> String {
            switch self {
            case .asyncExample:
                " (this synchronous wait held the main actor in an async example, so work sent to the main queue could not run "
                    + "while it waited and the check saw none of it: write \(asyncForm) instead)"
            case .mainQueueOffMainThread:
                " (this synchronous wait held the main actor, which runs on the main queue off the main thread here (Swift "
                    + "Testing on Linux), so work sent to the main queue could not run while it waited and the check saw none "
                    + "of it: make the test async and write \(asyncForm))"
            }
        }
    }

    /// Why a synchronous wait here holds up the main queue's other work, or `nil` when it does not.
    public static var hold: Hold? {
        // The main thread first: there the queue's key is never read (every synchronous example asks).
        let onMainThread = Thread.isMainThread
        let inMainQueueBlock = !onMainThread && DispatchQueue.getSpecific(key: key) != nil
        if isInAsyncExample && (onMainThread || inMainQueueBlock) { return .asyncExample }
        return inMainQueueBlock ? .mainQueueOffMainThread : nil
    }

    #if os(Linux)
    /// Whether work waits on the main queue that the main thread's run loop has not run: blocks,
    /// main-actor tasks, a due `asyncAfter`. libdispatch signals the run loop's handle (an
    /// `eventfd`) when such work arrives, and the run loop takes the signal as it runs the work.
    public static var hasWaitingWork: Bool {
        guard let handle = runLoopHandle else { return false }
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Turns the main thread's run loop until the main queue has no work waiting: what it holds
    /// now, and what that work queues in turn (a block that queues a block, a task that awaits),
    /// for at most `rounds` rounds (work that queues itself forever). Call it on the main thread,
    /// outside any block of the main queue.
    ///
    /// The work runs with ``turnsRunLoop`` set: it is not the calling code's own, though an
    /// example may have left it there (a block queued for later, a timer that came due).
    public static func runWaitingWork(rounds: Int = 64) {
        $turnsRunLoop.withValue(true) {
            for round in 0..<rounds {
                _ = runLoopRunsABlock(before: .distantFuture)
                // Work queued while the queue ran its work may not signal the handle: one more round
                // runs what the first one queued.
                guard round == 0 || hasWaitingWork else { return }
            }
        }
    }

    /// The handle libdispatch signals when the main queue gets work, as CoreFoundation's run loop
    /// asks for it; `nil` where libdispatch does not export it.
    private static let runLoopHandle: Int32? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "_dispatch_get_main_queue_handle_4CF") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)()
    }()
    #endif

    /// Whether the main queue runs a block sent to it within `timeout`: `false` while something
    /// holds it (a synchronous wait in a block of it), or when asked from a block of it.
    public static func runsBlock(within timeout: DispatchTimeInterval) -> Bool {
        guard !isCurrent else { return false }
        let ran = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { ran.signal() }
        return ran.wait(timeout: .now() + timeout) == .success
    }

    /// Turns the current thread's run loop until a block sent to the main queue now has run, or
    /// until `deadline`; whether it ran.
    private static func runLoopRunsABlock(before deadline: Date) -> Bool {
        let ran = Locked(false)
        DispatchQueue.main.async { ran.withLock { $0 = true } }
        while !ran.withLock({ $0 }), Date() < deadline { _ = RunLoop.current.run(mode: .default, before: deadline) }
        return ran.withLock { $0 }
    }

    /// What a synchronous wait that timed out here adds to its failure: why it could not see the
    /// work it may wait for, or nothing. The main queue's: ``hold``, or, on the main thread, a
    /// block of the main queue (the main-actor code of an `async` test outside a spec, work sent to
    /// the queue), told by a block sent to the queue that does not run while the run loop turns;
    /// neither the queue's key nor the current task tells it there (libdispatch takes the main
    /// queue for the current one outside its blocks too, and a test process's main is a task). A
    /// task's: on a thread of the concurrency pool.
    static func hint(instead asyncForm: String) -> String {
        if let hold { return hold.hint(instead: asyncForm) }
        if Thread.isMainThread, !runLoopRunsABlock(before: Date(timeIntervalSinceNow: 0.01)) {
            return " (this synchronous wait ran in a block of the main queue (main-actor code, or work sent to the main queue): "
                + "other work sent to the main queue cannot run until that block ends; if the wait is for such work, write "
                + "\(asyncForm) in async code instead)"
        }
        return ConcurrencyPool.isCurrent ? ConcurrencyPool.hint(instead: asyncForm) : ""
    }

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
