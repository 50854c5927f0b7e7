import Foundation
import Matchers
import SpecDSL

/// With E2E_LATE_AT_EXIT=on, a check fails as the process exits (an exit handler registered in
/// the example runs before SpecKit's own): after the run's last total, which cannot count it.
final class LateExitSpec: Spec {
    override class func spec() {
        it("fails a check as the process exits") {
            guard ProcessInfo.processInfo.environment["E2E_LATE_AT_EXIT"] == "on" else { return }
            atexit { expect("at exit") == "before the summary" }
        }
    }
}
