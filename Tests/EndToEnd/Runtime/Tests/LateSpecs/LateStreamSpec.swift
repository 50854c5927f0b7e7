import Foundation
import Matchers
import SpecDSL

/// With `E2E_LATE_STREAM=1`, the first example starts a thread that records a failure every 100
/// µs while the short examples after it start and end: some come as XCTest stops a case's run.
final class LateStreamSpec: Spec {
    override class func spec() {
        describe("Stream") {
            it("starts a thread that keeps failing") {
                guard ProcessInfo.processInfo.environment["E2E_LATE_STREAM"] == "1" else { return }
                Thread.detachNewThread {
                    for index in 0..<1500 {
                        expect(index) == -1
                        usleep(100)
                    }
                }
            }
            for index in 0..<100 {
                it("runs \(index) while it fails") { usleep(300) }
            }
        }
    }
}
