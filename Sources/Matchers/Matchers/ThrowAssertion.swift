#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Passes when evaluating the actual expression stops on a Swift runtime trap: a failed
/// `precondition`, `fatalError`, `preconditionFailure`, a force-unwrapped `nil`, an index out of
/// range, an arithmetic overflow.
///
/// ```swift
/// expect { _ = [Int]()[0] }.to(throwAssertion())
/// expect { stack.pop() }.toNot(throwAssertion())
/// // expected to throw an assertion
/// ```
///
/// The expression runs on a thread of its own; when it traps, that thread is ended where it
/// stopped, so nothing after the trap in the expression runs and what it held is leaked, as in
/// Nimble. Supported on Linux on x86_64 and arm64; elsewhere the expectation fails and says so.
/// Assertions (`assert`) are only checked in debug builds.
/// - Returns: The matcher.
public func throwAssertion<Out>() -> Matcher<Out> {
    Matcher { expression in
        let message = ExpectationMessage.expectedTo("throw an assertion")
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        let outcome = ThrownOutcome()
        let trapped = TrapCatcher.run {
            do {
                _ = try expression.evaluate()
            } catch {
                outcome.error = error
            }
        }
        if let thrown = outcome.error {
            return MatcherResult(bool: false, message: message.appended(message: "; threw error instead <\(thrown)>"))
        }
        return MatcherResult(bool: trapped, message: message)
        #else
        return MatcherResult(status: .fail, message: .fail("throwAssertion() is not supported on this platform: it needs Linux on x86_64 or arm64"))
        #endif
    }
}

/// The error an expression threw instead of trapping, kept by the thread that ran it.
private final class ThrownOutcome: @unchecked Sendable {
    var error: (any Error)?
}

#if os(Linux) && (arch(x86_64) || arch(arm64))
/// Runs code on a thread of its own and tells whether it stopped on a trap (`SIGILL`, `SIGTRAP`):
/// the signal handler, on the trapping thread only, makes that thread return from where it stopped
/// by ending it. A trap on any other thread meanwhile crashes the process as usual.
enum TrapCatcher {
    private static let lock = NSLock()
    /// The thread whose trap is caught; read by the signal handler.
    nonisolated(unsafe) fileprivate static var catching: pthread_t = 0

    /// Runs `body`; `true` when it trapped. `body` escapes: a thread ended by a trap never
    /// releases what it held.
    static func run(_ body: @escaping () -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        do {
            var previousIllegal = sigaction()
            var previousTrap = sigaction()
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = trapHandler
            sigaction(SIGILL, &action, &previousIllegal)
            sigaction(SIGTRAP, &action, &previousTrap)
            defer {
                sigaction(SIGILL, &previousIllegal, nil)
                sigaction(SIGTRAP, &previousTrap, nil)
            }
            let box = Unmanaged.passRetained(BodyBox(body))
            defer { box.release() }
            var thread = pthread_t()
            let created = pthread_create(&thread, nil, { argument in
                guard let argument else { return nil }
                TrapCatcher.catching = pthread_self()
                Unmanaged<BodyBox>.fromOpaque(argument).takeUnretainedValue().body()
                return nil
            }, box.toOpaque())
            guard created == 0 else { return false }
            var result: UnsafeMutableRawPointer?
            pthread_join(thread, &result)
            catching = 0
            return Int(bitPattern: result) == trappedMarker
        }
    }

    private final class BodyBox {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}

/// What a thread ended by a trap returns to `pthread_join` (as an address).
private let trappedMarker = 1

/// Where the trapping thread is sent: it ends there, returning the marker.
private let endTrappedThread: @convention(c) () -> Void = {
    pthread_exit(UnsafeMutableRawPointer(bitPattern: trappedMarker))
}

private let trapHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, _, context in
    guard pthread_equal(pthread_self(), TrapCatcher.catching) != 0,
          let context = context?.assumingMemoryBound(to: ucontext_t.self) else {
        // Not the thread being checked: trap as if no handler were installed.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(signal, &action, nil)
        return
    }
    let target = UInt64(UInt(bitPattern: unsafeBitCast(endTrappedThread, to: UnsafeRawPointer.self)))
    // Enter `endTrappedThread` as if the trapping instruction had called it, so that ending the
    // thread unwinds from there through the thread's own frames.
    #if arch(x86_64)
    let stack = UInt64(bitPattern: context.pointee.uc_mcontext.gregs.15) - 8  // REG_RSP
    UnsafeMutablePointer<Int64>(bitPattern: UInt(stack))?.pointee = context.pointee.uc_mcontext.gregs.16  // REG_RIP
    context.pointee.uc_mcontext.gregs.15 = Int64(bitPattern: stack)
    context.pointee.uc_mcontext.gregs.16 = Int64(bitPattern: target)
    #elseif arch(arm64)
    context.pointee.uc_mcontext.regs.30 = context.pointee.uc_mcontext.pc  // the link register
    context.pointee.uc_mcontext.pc = target
    #endif
}
#endif
