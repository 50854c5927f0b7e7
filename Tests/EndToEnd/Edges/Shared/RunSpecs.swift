import Foundation
import Matchers
import SpecDSL

// Examples for runs stopped from outside and for the working directory.

final class WaitingSpec: Spec {
    override class func spec() {
        it("passes first") { expect(1) == 1 }
        it("waits to be stopped") {
            guard edge == "wait" || edge == "chatter" else { return }
            // `swift test` passes the output on when the process ends: a file says when it waits.
            if let mark = ProcessInfo.processInfo.environment["E2E_MARK"] {
                FileManager.default.createFile(atPath: mark, contents: nil)
            }
            guard edge == "chatter" else { return Thread.sleep(forTimeInterval: 60) }
            // Writes to the output `swift test` reads: once it is gone, a write ends the process (SIGPIPE).
            for line in 1...1200 {
                print("waiting, line \(line)")
                fflush(nil)
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        it("passes last") { expect(2) == 2 }
    }
}

final class DirectorySpec: Spec {
    override class func spec() {
        it("changes the working directory") {
            guard edge == "chdir" else { return }
            expect(FileManager.default.changeCurrentDirectoryPath(NSTemporaryDirectory())) == true
        }
        it("runs in the new one") { expect(1) == 1 }
    }
}
