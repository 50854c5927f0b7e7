import Foundation

/// The edge this run tries (`E2E_EDGE`), empty for a plain run in which every example passes.
let edge = ProcessInfo.processInfo.environment["E2E_EDGE"] ?? ""

/// Waits for what never comes.
func waitForever() {
    DispatchSemaphore(value: 0).wait()
}
