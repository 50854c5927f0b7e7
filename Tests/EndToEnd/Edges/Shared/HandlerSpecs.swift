import NimbleCompat
import SpecDSL

// Nimble's process-wide assertion handler, set by an example that forgets to restore it
// (E2E_EDGE=handler): the example fails saying so, and the next example's failure is not swallowed.

final class HandlerLeftSpec: Spec {
    override class func spec() {
        it("sets a recorder and forgets it") {
            guard edge == "handler" else { return }
            NimbleAssertionHandler = AssertionRecorder()
        }
        it("fails after it") {
            guard edge == "handler" else { return }
            expect(1) == 2
        }
    }
}
