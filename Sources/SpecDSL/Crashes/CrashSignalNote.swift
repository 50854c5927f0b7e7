#if os(Linux) && compiler(>=6.3)
import Glibc
@_spi(SpecRunner) import Matchers

/// Writes an `X` line to the journal the moment a crash signal reaches a worker, before Swift's
/// crash handler prints the backtrace: what fails after that line most likely failed because the
/// process went down, not on its own.
///
/// Swift's crash handler stops the process's other threads with a signal while it prints the
/// backtrace, and lets them go on for a moment before the process ends. A test blocked in a system
/// call then sees it fail with `EINTR` (an exit test: "Interrupted system call") and may record an
/// issue and end, failed, though it did nothing wrong. The supervisor runs such a test again in
/// the next process, as one that had not ended; a test that passed then keeps its pass.
enum CrashSignalNote {
    /// The signals Swift's crash handler catches.
    private static let signals: [Int32] = [SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP]

    /// What the handler uses, made once, before `main`, with one thread; read in the signal
    /// handler, which may wait for no lock and allocate nothing.
    private struct Installed {
        /// The handlers that were there before, by signal number: the note passes each signal on.
        let previous: UnsafeMutablePointer<sigaction>
        /// Room for the line the handler writes.
        let line: UnsafeMutablePointer<UInt8>
        /// The process's standard output.
        let output: UnsafeMutablePointer<FILE>?
    }

    private nonisolated(unsafe) static var installed: Installed?
    /// Where main-actor code runs, where examples run theirs: a crash elsewhere may be work that
    /// another test left running. Written once, before `main`.
    private nonisolated(unsafe) static var mainActor = MainActorPlace()

    /// The main thread, and libdispatch's main queue with its function for the queue whose block
    /// the calling thread runs: Swift Testing ends the main thread and drains the main queue,
    /// where the main actor runs, on threads of libdispatch's; XCTest drains it on the main thread.
    private struct MainActorPlace {
        var thread: pthread_t = 0
        var queue: UnsafeMutableRawPointer?
        var currentQueue: (@convention(c) () -> UnsafeMutableRawPointer?)?

        /// Found where the process's libraries are; call on the main thread.
        static func here() -> MainActorPlace {
            let process = dlopen(nil, RTLD_NOW)
            let current = dlsym(process, "dispatch_get_current_queue")
            return MainActorPlace(thread: pthread_self(), queue: dlsym(process, "_dispatch_main_q"),
                                  currentQueue: current.map { unsafeBitCast($0, to: (@convention(c) () -> UnsafeMutableRawPointer?).self) })
        }

        /// Whether the calling thread is the main thread.
        var isMainThread: Bool { pthread_equal(pthread_self(), thread) != 0 }

        /// Whether the calling thread runs main-actor code; safe in a signal handler (it reads
        /// the thread's own state).
        var isCurrent: Bool {
            if isMainThread { return true }
            guard let queue, let currentQueue else { return false }
            return currentQueue() == queue
        }
    }

    /// Where the signal came, from the calling thread's own state (``CrashPlace``): in the code
    /// of an example's case that runs (its spec's set-up, the example, the tasks they start),
    /// unless in a main-queue block or timer that a wait of that code ran from the main thread's
    /// run loop (or a task such a block started); in a task a case that ended left running; in
    /// other main-actor code in a task or on the main thread; in a bare block of the main queue
    /// (a block or timer, or SpecKit's hop for `spec()`); or off the main actor.
    private static func place() -> StaticString {
        // Bound only around a wait's turn of the run loop: what runs from that turn sees it, and
        // so do the tasks it starts, but not the code that waits.
        let fromRunLoop = MainQueue.turnsRunLoop
        if let run = ExampleRun.current { return run.hasEnded ? "ended" : fromRunLoop ? "queue" : "example" }
        if let scope = CaseScope.current { return scope.hasEnded ? "ended" : fromRunLoop ? "queue" : "example" }
        guard mainActor.isCurrent else { return "other" }
        if fromRunLoop { return "queue" }
        if withUnsafeCurrentTask(body: { $0 != nil }) || mainActor.isMainThread { return "main" }
        return "queue"
    }
    private static let lineCapacity = 64
    /// Linux's signal numbers are below 65 (`NSIG`).
    private static let signalCount = 65

    /// Puts the note in front of the handlers installed so far; call once, in a worker, before `main`.
    static func install() {
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
        previous.initialize(repeating: sigaction(), count: signalCount)
        // C's `stdout`, found as the main actor's queue is (Swift 6 refuses the global variable).
        let output = dlsym(dlopen(nil, RTLD_NOW), "stdout")?.load(as: UnsafeMutablePointer<FILE>?.self)
        installed = Installed(previous: previous, line: UnsafeMutablePointer<UInt8>.allocate(capacity: lineCapacity), output: output)
        mainActor = .here()
        for signal in signals {
            var old = sigaction()
            guard sigaction(signal, nil, &old) == 0 else { continue }
            previous[Int(signal)] = old
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handle
            action.sa_mask = old.sa_mask
            let flags = (UInt32(bitPattern: old.sa_flags) & ~UInt32(SA_RESETHAND)) | UInt32(SA_SIGINFO) | UInt32(SA_ONSTACK)
            action.sa_flags = Int32(bitPattern: flags)
            sigaction(signal, &action, nil)
        }
    }

    /// `X<tab>signal<tab>seconds.nanoseconds<tab>place` (the wall clock, as Swift Testing's events
    /// give `since1970`; the place is ``place()``'s), then the handler that was there before.
    private static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, context in
        CrashSignalNote.note(signal)
        CrashSignalNote.flushStandardOutput()
        CrashSignalNote.passOn(signal, info, context)
    }

    /// Writes out what the process printed and its standard output still holds (a pipe to `swift
    /// test` is block-buffered): what an example printed just before it crashed or was stopped
    /// belongs above the backtrace. Only when no other thread is writing to it, whose lock the
    /// handler must not wait for.
    private static func flushStandardOutput() {
        guard let output = installed?.output, ftrylockfile(output) == 0 else { return }
        fflush(output)
        funlockfile(output)
    }

    private static func note(_ signal: Int32) {
        guard let line = installed?.line, CrashJournal.descriptor >= 0 else { return }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var count = 0
        put(UInt8(ascii: "X"), at: &count)
        put(0x09, at: &count)
        put(Int(signal), digits: 1, at: &count)
        put(0x09, at: &count)
        put(Int(now.tv_sec), digits: 1, at: &count)
        put(UInt8(ascii: "."), at: &count)
        put(Int(now.tv_nsec), digits: 9, at: &count)
        put(0x09, at: &count)
        put(place(), at: &count)
        put(0x0A, at: &count)
        _ = write(CrashJournal.descriptor, line, count)
    }

    private static func put(_ byte: UInt8, at count: inout Int) {
        guard let line = installed?.line, count < lineCapacity else { return }
        line[count] = byte
        count += 1
    }

    private static func put(_ text: StaticString, at count: inout Int) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in bytes { put(byte, at: &count) }
    }

    /// `number` in decimal, with at least `digits` digits.
    private static func put(_ number: Int, digits: Int, at count: inout Int) {
        var divisor = 1
        var width = 1
        while divisor <= number / 10 || width < digits {
            divisor *= 10
            width += 1
        }
        while divisor > 0 {
            put(UInt8(ascii: "0") + UInt8((number / divisor) % 10), at: &count)
            divisor /= 10
        }
    }

    private static func isSame(_ handler: __sighandler_t, _ other: __sighandler_t?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == other.map { unsafeBitCast($0, to: Int.self) }
    }

    private static func passOn(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        guard let previous = installed?.previous else { return }
        var old = previous[Int(signal)]
        if old.sa_flags & SA_SIGINFO != 0, let handler = old.__sigaction_handler.sa_sigaction {
            return handler(signal, info, context)
        }
        guard let handler = old.__sigaction_handler.sa_handler, !isSame(handler, SIG_DFL) else {
            // The default action: end the process as the signal would have.
            sigaction(signal, &old, nil)
            raise(signal)
            return
        }
        if !isSame(handler, SIG_IGN) { handler(signal) }
    }
}
#endif
