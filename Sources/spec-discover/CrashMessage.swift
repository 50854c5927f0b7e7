#if canImport(Glibc)
import Glibc

/// Says on the standard error stream that the tool crashed, when it does and nothing else would.
///
/// The prebuilt tool is a static executable, which has no Swift backtracer; and SwiftPM prints
/// nothing for a build command a signal ends. Without this, a crash would fail the consumer's
/// build without a word. Built from source, the tool has the backtracer's handlers, which are
/// left in place.
///
/// ```swift
/// CrashMessage.install()   // first thing in main.swift
/// ```
enum CrashMessage {
    /// The message, ready before any signal: a handler may only call async-signal-safe functions.
    nonisolated(unsafe) private static var text: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0

    static func install() {
        let message = "error: SpecKit's spec-discover crashed while reading this target's Swift files. "
            + "SPECKIT_DISCOVER_FROM_SOURCE=1 swift build builds it from source, where a crash prints a "
            + "backtrace; please report it with the file that crashes it.\n"
        length = message.utf8.count
        text = strdup(message)
        // Its own stack, so that the message is written after a stack overflow too.
        let size = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        sigaltstack(&stack, nil)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            // Once written, the default action (back in place) ends the process as the signal would
            // have, whether it came from a fault or from `kill`.
            action.sa_flags = Int32(SA_ONSTACK) | Int32(truncatingIfNeeded: SA_RESETHAND)
            action.__sigaction_handler.sa_handler = { signal in
                _ = write(2, CrashMessage.text, CrashMessage.length)
                raise(signal)
            }
            sigaction(signal, &action, nil)
        }
    }
}
#endif
