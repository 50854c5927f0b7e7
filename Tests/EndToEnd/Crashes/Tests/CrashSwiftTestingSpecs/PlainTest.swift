import Foundation
import Testing

// A plain Swift Testing function next to the specs: it runs once, whatever crashed.
@Test func plainTest() { #expect(1 + 1 == 2) }

// With E2E_PLAIN_EXIT=on it ends its test process with exit(0): the run goes on in a new process
// and fails, with one closing summary.
@Test func plainExits() {
    if ProcessInfo.processInfo.environment["E2E_PLAIN_EXIT"] == "on" { exit(0) }
}
