// Prints the time per call of: a hand-written `Captures` struct (the baseline: append to an
// array, no lock), `Capture.record`, `Spy.call` with a stubbed value, and a `Spy` writing to a
// `CallJournal` (which renders each call as Swift source), and the double the SpecDoubles plugin
// generates from `Service` (`ServiceMock`). Ratios are against the baseline.
import Doubles
import Foundation

// @mockable
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

/// The best of five rounds, so that other work on a shared machine inflates the numbers less.
/// `ONLY=NAME` runs only the measurement whose name starts with NAME (and the baseline), so
/// callgrind can count the instructions of one kind of double.
let only = ProcessInfo.processInfo.environment["ONLY"]

@inline(never)
func measure(_ name: String, calls: Int, baseline: Double?, _ body: (Int) -> Void) -> Double {
    if let only, baseline != nil, !name.hasPrefix(only) { return 0 }
    var perCall = Double.infinity
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<calls { body(index) }
        perCall = min(perCall, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls))
    }
    let ratio = baseline.map { String(format: "%6.1fx", perCall / $0) } ?? "  1.0x"
    print(name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%9.1f ns/call  ", perCall) + ratio)
    return perCall
}

// CALLS=2000 for a run under `valgrind --tool=callgrind` (instruction counts are stable under load).
let calls = Int(ProcessInfo.processInfo.environment["CALLS"] ?? "") ?? 100_000
let message = "hello"
let hand = HandWrittenMock()
let capture = CaptureMock()
let spy = SpyMock()
spy.spies.send.returns(true)
let generated = ServiceMock()
generated.spies.send.returns(true)
let journaled = SpyMock()
journaled.spies.send.returns(true)
let journal = CallJournal()
journal.track(journaled, as: "service")

let base = measure("hand-written Captures", calls: calls, baseline: nil) { _ = hand.send(message, priority: $0) }
_ = measure("Capture.record", calls: calls, baseline: base) { _ = capture.send(message, priority: $0) }
_ = measure("Spy.call (stubbed)", calls: calls, baseline: base) { _ = spy.send(message, priority: $0) }
_ = measure("generated ServiceMock", calls: calls, baseline: base) { _ = generated.send(message, priority: $0) }
_ = measure("Spy.call + CallJournal", calls: calls, baseline: base) { _ = journaled.send(message, priority: $0) }
precondition(only != nil || hand.captures.send.count == 5 * calls && capture.send.callCount == 5 * calls
    && spy.spies.send.callCount == 5 * calls && generated.spies.send.callCount == 5 * calls && journal.entries.count == 5 * calls)
