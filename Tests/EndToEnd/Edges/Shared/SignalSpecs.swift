import Foundation
import Matchers
import SpecDSL

#if canImport(Glibc)
import Glibc
#endif

// Signals outside the usual crashes, each in its own example: each costs that example alone.

final class SignalSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        it("writes to a pipe whose reader is gone") {
            guard edge == "sigpipe" else { return }
            var ends: [Int32] = [0, 0]
            expect(pipe(&ends)) == 0
            close(ends[0])
            var byte: UInt8 = 1
            _ = write(ends[1], &byte, 1)
        }
        it("lets an alarm ring") {
            guard edge == "sigalrm" else { return }
            alarm(1)
            sleep(10)
        }
        it("gets a user signal") {
            guard edge == "sigusr1" else { return }
            kill(getpid(), SIGUSR1)
            sleep(10)
        }
        it("signals its process group") {
            guard edge == "sigusr1-group" else { return }
            kill(0, SIGUSR1)
            sleep(10)
        }
        it("raises a signal on its own thread") {
            guard edge == "raise" else { return }
            raise(SIGUSR2)
            sleep(10)
        }
        it("passes after") { expect(2) == 2 }
    }
}
