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

    /// Whether a synchronous wait here holds up the main queue: in a block of it, off the main
    /// thread, where turning the thread's run loop cannot run the main queue's other blocks.
    public static var isHeldByWait: Bool {
        !Thread.isMainThread && DispatchQueue.getSpecific(key: key) != nil
    }

    /// What a synchronous wait that timed out while holding the main queue adds to its failure.
    public static func hint(instead asyncForm: String) -> String {
        " (this synchronous wait held the main actor, which runs on the main queue off the main thread here"
            + " (Swift Testing on Linux), so work sent to the main queue could not run until the example ended;"
            + " make the example async and write \(asyncForm))"
    }

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
