import Foundation
import Matchers
import SpecDSL

/// What a timed-out example leaves behind: nothing, when it awaits cancellable work (its sleep
/// is cancelled and its afterEach runs before the next example); a second failure, when it
/// blocks and ignores the cancellation.
final class TimeoutCleanupSpec: Spec {
    /// Written from the examples' tasks and read on the main thread.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String] = []
        func add(_ event: String) { lock.withLock { events.append(event) } }
        var all: [String] { lock.withLock { events } }
    }

    /// Blocking work that never looks at cancellation, off the main actor (nonisolated async).
    static func blockThread(seconds: TimeInterval) async { sleepBlocking(seconds) }

    override class func spec() {
        let events = Events()
        describe("Abandoned") {
            exampleTimeout(.milliseconds(300))
            afterEach { events.add("cleaned up") }
            it("sleeps past its limit") {
                try await Task.sleep(for: .seconds(2))
                events.add("woke up")
            }
        }
        describe("Next") {
            it("starts after the abandoned example cleaned up, and sees nothing of it") {
                expect(events.all) == ["cleaned up"]
                try await Task.sleep(for: .seconds(3))
                expect(events.all) == ["cleaned up"]
            }
        }
        describe("Stubborn") {
            exampleTimeout(.milliseconds(300))
            it("blocks its thread past its limit") {
                await Task.yield()
                await blockThread(seconds: 2.5)
            }
        }
    }
}

/// Blocks the calling thread, as synchronous work does.
private func sleepBlocking(_ seconds: TimeInterval) { Thread.sleep(forTimeInterval: seconds) }
