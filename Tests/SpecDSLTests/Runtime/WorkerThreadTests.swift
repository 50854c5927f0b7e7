import Dispatch
import Foundation
import XCTest

@testable import SpecDSL

/// The process that runs the tests under the crash supervisor is a process of its own: another
/// thread that needs a global the main thread is initializing gets it once the main thread is done.
final class WorkerThreadTests: XCTestCase {
    func testAThreadWaitingForAGlobalTheMainThreadInitializesGetsIt() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(SlowGlobal.value, 42)
        XCTAssertEqual(SlowGlobal.reader.wait(timeout: .now() + 10), .success,
                       "the other thread still waits for the global (supervised: \(CrashJournal.isSupervised))")
    }
}

private enum SlowGlobal {
    static let reader = DispatchSemaphore(value: 0)

    /// Asks another thread for itself while it is being initialized, and waits until that thread
    /// waits for it.
    static let value: Int = {
        let asking = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            asking.signal()
            if SlowGlobal.value == 42 { reader.signal() }
        }
        asking.wait()
        usleep(100_000)
        return 42
    }()
}
