// Prints the time per call of: a hand-written `Captures` struct (the baseline: append to an
// array, no lock), `Capture.record`, `Spy.call` with a stubbed value, the new forms (a spy with
// the types spelled out as a generator writes them, a lenient unstubbed spy, a spy answering
// through `given(…)`, a completion-handler spy inferred with `Spy(of:)`), and a `Spy` writing
// to a `CallJournal` (which renders each call as Swift source). Ratios are against the baseline.
import Doubles
import Foundation

protocol Service {
    func send(_ message: String, priority: Int) -> Bool
}

final class HandWrittenMock: Service {
    struct Captures {
        struct Send { let message: String; let priority: Int }
        var send: [Send] = []
    }
    var captures = Captures()
    func send(_ message: String, priority: Int) -> Bool {
        captures.send.append(.init(message: message, priority: priority))
        return true
    }
}

final class CaptureMock: Service {
    struct Send { let message: String; let priority: Int }
    let send = Capture<Send>()
    func send(_ message: String, priority: Int) -> Bool {
        send.record(.init(message: message, priority: priority))
        return true
    }
}

final class SpyMock: Service {
    struct Spies { let send = Spy(of: SpyMock.send(_:priority:)) }
    let spies = Spies()
    func send(_ message: String, priority: Int) -> Bool { spies.send.call(message, priority) }
}

final class ExplicitSpyMock: Service {
    struct Spies { let send = Spy<String, Int, Bool>(owner: "ExplicitSpyMock") }
    let spies = Spies()
    func send(_ message: String, priority: Int) -> Bool { spies.send.call(message, priority) }
}

final class CompletionMock {
    struct Spies { let load = Spy(of: CompletionMock.load(_:completion:)) }
    let spies = Spies()
    func load(_ message: String, completion: @escaping (Int) -> Void) { spies.load.call(message, completion) }
}

/// `BENCH_ONLY=<row name prefix> BENCH_CALLS=<n>` runs one row, one round: for instruction
/// counts under `valgrind --tool=callgrind` (two call counts; the difference over the calls).
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
let rounds = only == nil ? 5 : 1

/// The best of five rounds, so that other work on a shared machine inflates the numbers less.
@inline(never)
func measure(_ name: String, calls: Int, baseline: Double?, _ body: (Int) -> Void) -> Double {
    if let only, !name.hasPrefix(only) { return baseline ?? 1 }
    var perCall = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<calls { body(index) }
        perCall = min(perCall, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls))
    }
    let ratio = baseline.map { String(format: "%6.1fx", perCall / $0) } ?? "  1.0x"
    print(name.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: "%9.1f ns/call  ", perCall) + ratio)
    return perCall
}

let calls = ProcessInfo.processInfo.environment["BENCH_CALLS"].flatMap { Int($0) } ?? 100_000
let message = "hello"
let hand = HandWrittenMock()
let capture = CaptureMock()
let spy = SpyMock()
spy.spies.send.returns(true)
let journaled = SpyMock()
journaled.spies.send.returns(true)
let journal = CallJournal()
journal.track(journaled, as: "service")

let explicit = ExplicitSpyMock()
explicit.spies.send.returns(true)
let lenient = SpyMock()
lenient.spies.send.lenient()
let givenArguments = SpyMock()
givenArguments.spies.send.given("hello", 1).willReturn(true)
givenArguments.spies.send.returns(false)
let completion = CompletionMock()
let done: (Int) -> Void = { _ in }

let base = measure("hand-written Captures", calls: calls, baseline: nil) { _ = hand.send(message, priority: $0) }
_ = measure("Capture.record", calls: calls, baseline: base) { _ = capture.send(message, priority: $0) }
_ = measure("Spy.call (stubbed)", calls: calls, baseline: base) { _ = spy.send(message, priority: $0) }
_ = measure("Spy<A, B, R>(owner:) call", calls: calls, baseline: base) { _ = explicit.send(message, priority: $0) }
_ = measure("Spy.call, completion arg", calls: calls, baseline: base) { _ in completion.load(message, completion: done) }
_ = measure("Spy.call lenient, unstubbed", calls: calls, baseline: base) { _ = lenient.send(message, priority: $0) }
_ = measure("Spy.call with given(args)", calls: calls, baseline: base) { _ = givenArguments.send(message, priority: $0) }
_ = measure("Spy.call + CallJournal", calls: calls, baseline: base) { _ = journaled.send(message, priority: $0) }
if only == nil {
    precondition(explicit.spies.send.callCount == 5 * calls && lenient.spies.send.callCount == 5 * calls
        && givenArguments.spies.send.callCount == 5 * calls && completion.spies.load.callCount == 5 * calls)
    precondition(hand.captures.send.count == 5 * calls && capture.send.callCount == 5 * calls
        && spy.spies.send.callCount == 5 * calls && journal.entries.count == 5 * calls)
}
