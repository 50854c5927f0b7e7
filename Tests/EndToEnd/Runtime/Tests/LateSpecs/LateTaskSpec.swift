import Foundation
import Matchers
import SpecDSL

/// The first example leaves a task behind that fails once the example ended, while the second
/// runs. Under `SPECKIT_RETRY` the second runs again, and passes: the failure, the first
/// example's, fails it all the same.
final class LateTaskSpec: Spec {
    override class func spec() {
        describe("LateTask") {
            it("leaves a task behind") { leaveTaskBehind() }
            it("is innocent") { Thread.sleep(forTimeInterval: 1.5) }
        }
    }
}

/// A task off the main actor (this function is not isolated to it), so that it runs while the
/// next example holds the main thread; it takes the example it started in along.
private func leaveTaskBehind() {
    Task {
        try? await Task.sleep(for: .milliseconds(300))
        expect("late") == "on time"
    }
}
