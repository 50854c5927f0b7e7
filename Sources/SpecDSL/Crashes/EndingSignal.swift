#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal that ended a test process, in the words a crashed example's failure and the
/// supervisor's lines use: its name and what most often sends it.
///
/// Any signal whose default action ends the process is a crash of what was running: a write to a
/// pipe whose reader is gone (`SIGPIPE`) costs one example, as a `fatalError` does.
struct EndingSignal: Equatable, Sendable {
    let number: Int32

    init(_ number: Int32) {
        self.number = number
    }

    /// `SIGPIPE`, or `signal 40` for one without a name.
    var name: String {
        Self.names.first { $0.number == number }?.name ?? "signal \(number)"
    }

    /// What most often sends the signal, for a failure's message.
    var cause: String {
        switch number {
        case SIGILL, SIGTRAP:
            "a Swift runtime trap: fatalError, a failed precondition, a force unwrap of nil, an index out of range or an overflow"
        case SIGSEGV, SIGBUS: "a bad memory access, or a stack overflow from endless recursion"
        case SIGABRT: "abort()"
        case SIGFPE: "an arithmetic error such as a division by zero"
        case SIGKILL: "the process was killed, most often for running out of memory"
        case SIGPIPE: "a write to a pipe or socket whose reader had closed it, such as a program the test talked to that had exited"
        case SIGALRM, SIGVTALRM, SIGPROF: "a timer the process set (alarm, setitimer) ran out, and nothing handled its signal"
        case SIGUSR1, SIGUSR2: "a user signal that nothing in the process handles, sent by kill or by another program"
        case SIGTERM, SIGINT, SIGHUP, SIGQUIT: "a request to end sent to the test process alone, not to the run"
        case SIGXCPU: "the process used up its CPU time limit (ulimit -t)"
        case SIGXFSZ: "a file grew past the file size limit (ulimit -f)"
        case SIGSYS: "a bad system call"
        default: "a signal that ends the process, and nothing handled it"
        }
    }

    /// `signal 13 (SIGPIPE)`.
    var numberAndName: String { "signal \(number) (\(name))" }

    /// Lets the signals that end a process reach the calling thread, as they reach XCTest's main
    /// thread: Dispatch's threads, which run examples under Swift Testing, block most of them, so
    /// an example's own `raise(SIGUSR1)` would wait there forever, unseen.
    static func unblockOnThisThread() {
        #if os(Linux)
        // Every example passes here: the set is made once.
        var set = endingSet
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        #endif
    }

    #if os(Linux)
    private static let endingSet: sigset_t = {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in names where signal.number != SIGKILL && signal.number != SIGSTOP { sigaddset(&set, signal.number) }
        return set
    }()
    #endif

    private static let names: [(number: Int32, name: String)] = {
        var names: [(Int32, String)] = [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
            (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGUSR1, "SIGUSR1"),
            (SIGSEGV, "SIGSEGV"), (SIGUSR2, "SIGUSR2"), (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"),
            (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"), (SIGVTALRM, "SIGVTALRM"), (SIGPROF, "SIGPROF"), (SIGSYS, "SIGSYS"),
        ]
        #if os(Linux)
        names += [(SIGSTKFLT, "SIGSTKFLT"), (SIGPOLL, "SIGIO"), (SIGPWR, "SIGPWR")]
        #endif
        return names
    }()
}
