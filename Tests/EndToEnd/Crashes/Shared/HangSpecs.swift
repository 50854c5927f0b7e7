import Foundation
import Matchers
import SpecDSL

// Examples that wait for what never comes when E2E_HANG=on (and pass at once otherwise), one of
// them for a program it started: the supervisor stops the process once the example's time limit
// has passed, and ends the program, which would hold swift test's output open. The first fails
// a check, then crashes, when E2E_FAIL_THEN_CRASH=on; the one that waits forever fails a check
// before it waits: the failure is reported with the crash, or the stop.

final class HangSpec: Spec {
    override class func spec() {
        it("passes before") {
            expect(1) == 1
            guard ProcessInfo.processInfo.environment["E2E_FAIL_THEN_CRASH"] == "on" else { return }
            let missing: Int? = nil
            expect(missing).toNot(beNil())
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                expect("queue") == "main"
                done.signal()
            }
            done.wait()
            _ = missing!
        }
        it("passes or waits forever") {
            guard ProcessInfo.processInfo.environment["E2E_HANG"] == "on" else { return }
            expect("waiting") == "done"
            DispatchSemaphore(value: 0).wait()
        }
        it("passes or waits for a program") {
            guard ProcessInfo.processInfo.environment["E2E_HANG"] == "on" else { return }
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["1000"]
            try sleeper.run()
            sleeper.waitUntilExit()
        }
        it("passes after") { expect(2) == 2 }
    }
}
