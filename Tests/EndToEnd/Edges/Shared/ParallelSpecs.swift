import Foundation
import Matchers
import SpecDSL

// Two classes that run beside each other on the Swift Testing route; one crashes the first time
// only (E2E_EDGE=crash-once, with E2E_MARK naming a file that does not exist yet), while the
// other's example waits, so the crash happens while both run and not again when they run one at
// a time.

final class BesideCrashSpec: Spec {
    override class var runsBesideOtherSpecs: Bool { true }

    override class func spec() {
        it("crashes the first time") {
            guard edge == "crash-once", let mark = ProcessInfo.processInfo.environment["E2E_MARK"],
                  !FileManager.default.fileExists(atPath: mark) else { return }
            // Once the other class's example runs (it says so in a file), however slowly it started.
            for _ in 0..<500 where !FileManager.default.fileExists(atPath: mark + ".waiting") {
                try await Task.sleep(for: .milliseconds(20))
            }
            FileManager.default.createFile(atPath: mark, contents: nil)
            fatalError("the first time only")
        }
    }
}

final class BesideWaitSpec: Spec {
    override class var runsBesideOtherSpecs: Bool { true }

    override class func spec() {
        it("waits beside it") {
            if let mark = ProcessInfo.processInfo.environment["E2E_MARK"] {
                FileManager.default.createFile(atPath: mark + ".waiting", contents: nil)
            }
            try await Task.sleep(for: .seconds(1))
        }
    }
}
