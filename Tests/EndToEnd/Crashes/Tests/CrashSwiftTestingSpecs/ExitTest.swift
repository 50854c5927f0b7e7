import Foundation
import Testing

// An exit test runs in a process of its own, which ends as the test expects: it is not supervised,
// and leaves the run's report alone.
@Test func exitTestTraps() async {
    await #expect(processExitsWith: .failure) { fatalError("on purpose") }
}

// The last test a run selects, crashing when E2E_ST_CRASH=on: the run fails, though the process
// after the crash runs no test.
@Test func crashesWhenAsked() {
    guard ProcessInfo.processInfo.environment["E2E_ST_CRASH"] == "on" else { return }
    // Runs a while first: the report gives the crashed test the time it ran.
    Thread.sleep(forTimeInterval: 1.5)
    fatalError("on purpose")
}
