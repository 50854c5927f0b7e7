import Foundation
import Matchers
import SpecDSL

// Two classes that run beside each other on the Swift Testing route; one crashes the first time
// only (E2E_EDGE=crash-once, with E2E_MARK naming a file that does not exist yet), so the crash
// happens while both run and not again when they run one at a time.

final class BesideCrashSpec: Spec {
    override class var runsBesideOtherSpecs: Bool { true }

    override class func spec() {
        it("crashes the first time") {
            try await Task.sleep(for: .milliseconds(300))
            guard edge == "crash-once", let mark = ProcessInfo.processInfo.environment["E2E_MARK"],
                  !FileManager.default.fileExists(atPath: mark) else { return }
            FileManager.default.createFile(atPath: mark, contents: nil)
            fatalError("the first time only")
        }
    }
}

final class BesideWaitSpec: Spec {
    override class var runsBesideOtherSpecs: Bool { true }

    override class func spec() {
        it("waits beside it") { try await Task.sleep(for: .milliseconds(600)) }
    }
}
