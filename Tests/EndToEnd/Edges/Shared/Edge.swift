import Foundation

/// The edge this run tries (`E2E_EDGE`), empty for a plain run in which every example passes.
let edge = ProcessInfo.processInfo.environment["E2E_EDGE"] ?? ""

/// Waits for what never comes, once a file says so when `E2E_MARK` names one.
func waitForever() {
    if let mark = ProcessInfo.processInfo.environment["E2E_MARK"] {
        FileManager.default.createFile(atPath: mark, contents: nil)
    }
    DispatchSemaphore(value: 0).wait()
}
