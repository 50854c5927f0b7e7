import Dispatch
import Foundation

/// A stairwell light: a press switches it on, and it switches itself off when its time is up.
/// The timer runs on a background queue, so specs check it with `toEventually`.
public final class StairwellLight: @unchecked Sendable {
    private let lock = NSLock()
    private let onFor: DispatchTimeInterval
    private var switchedOnAt: UInt64?

    /// - Parameter onFor: how long the light stays on after a press.
    public init(onFor: DispatchTimeInterval) {
        self.onFor = onFor
    }

    public var isOn: Bool {
        lock.withLock { switchedOnAt != nil }
    }

    /// Switches the light on; a press while it is on restarts its time.
    public func press() {
        let press = DispatchTime.now().uptimeNanoseconds
        lock.withLock { switchedOnAt = press }
        DispatchQueue.global().asyncAfter(deadline: .now() + onFor) { [self] in
            // Only the latest press switches the light off.
            lock.withLock { if switchedOnAt == press { switchedOnAt = nil } }
        }
    }
}
