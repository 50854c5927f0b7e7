#if SPECKIT_CORELIBS_XCTEST
import Foundation
import Matchers
import XCTest

/// Under Swift Testing, the XCTest case that stays XCTest's current one for the rest of the
/// process, so that `XCTFail`, `XCTAssert…`, `XCTUnwrap` and expectation timeouts inside examples
/// are recorded instead of dropped: each failure goes to `deliver`, which hands it to the example
/// running on the calling task (Swift Testing attributes it there), or to a capture while the
/// runner builds a tree.
///
/// swift-corelibs-xctest records an assertion on the case its `perform(_:)` made current and
/// drops it when there is none; a case whose `invokeTest()` never returns keeps that slot for
/// good. A Swift Testing run never runs XCTest cases in the same process, so nothing else
/// needs the slot.
final class XCTestAssertionBridge: SpecCase, @unchecked Sendable {
    private static let installed = Locked<XCTestAssertionBridge?>(nil)

    /// Where failures go once the bridge is installed, with the example they were recorded for
    /// when the case they were recorded on stands for one.
    private var record: (@Sendable (SpecFailure, ExampleRun?) -> Void)?
    /// Signalled once XCTest has made the bridge its current case.
    fileprivate let ready = DispatchSemaphore(value: 0)

    /// While set on a thread, XCTest failures recorded on it go there instead (the runner builds
    /// a tree there). A per-thread slot, not a task-local: planning runs synchronously on one
    /// thread, and Swift Testing plans inside its own tasks.
    private static let captures = ThreadSlot<CaptureBox>()

    private final class CaptureBox {
        let onFailure: @Sendable (SpecFailure) -> Void
        init(_ onFailure: @escaping @Sendable (SpecFailure) -> Void) { self.onFailure = onFailure }
    }

    /// Makes the bridge XCTest's current case, once per process; every XCTest failure recorded
    /// from then on goes to `record`, unless a capture takes it.
    static func install(record: @escaping @Sendable (SpecFailure, ExampleRun?) -> Void) {
        installed.withLock { installed in
            guard installed == nil else { return }
            let bridge = XCTestAssertionBridge(name: "SpecKit", testClosure: { _ in })
            bridge.record = record
            installed = bridge
            let thread = Thread {
                bridge.perform(Holding(test: bridge))
            }
            thread.name = "SpecKit XCTest assertions"
            thread.start()
            bridge.ready.wait()
        }
    }

    /// Never returns: XCTest keeps this case current for as long as it runs.
    override func invokeTest() {
        while true { Thread.sleep(forTimeInterval: 86_400) }
    }

    /// Hands an XCTest failure on: to the capture of the calling task, or to `record`.
    func deliver(_ message: String, file: String, line: Int, for run: ExampleRun?) {
        let failure = SpecFailure(.expectationFailed, message, file: file, line: line)
        if let capture = Self.captures.value { return capture.onFailure(failure) }
        record?(failure, run)
    }

    /// Delivers a failure recorded on a case XCTest does not run (an instance spec's `self`, the
    /// case standing for an example), when the bridge is installed; `false` otherwise.
    static func deliverIfInstalled(_ message: String, file: String, line: Int, for run: ExampleRun?) -> Bool {
        guard let bridge = installed.withLock({ $0 }) else { return false }
        bridge.deliver(message, file: file, line: line, for: run)
        return true
    }

    /// Runs `body` with the XCTest failures recorded on this thread captured by `onFailure`.
    static func capturing(_ body: () -> Void, onFailure: @escaping @Sendable (SpecFailure) -> Void) {
        captures.with(CaptureBox(onFailure), body)
    }
}

/// The bridge's run: prints and counts nothing, and says when XCTest has made the bridge current.
private final class Holding: XCTestCaseRun, @unchecked Sendable {
    override func start() { (test as? XCTestAssertionBridge)?.ready.signal() }
    override func stop() {}
}
#endif
