import SpecLintCore
import XCTest

final class NoWaitingTests: XCTestCase {
    func testReportsSleepsRunLoopSpinningAndBusyWaits() {
        let source = spec("""
            describe("Loader") {
                beforeEach {
                    sut.load()
                    sleep(1)
                    usleep(1_000)
                    Thread.sleep(forTimeInterval: 0.1)
                    RunLoop.current.run(until: Date() + 1)
                    while !sut.isLoaded {}
                    while sut.isLoading { await Task.yield() }
                    repeat {} while sut.isLoading
                }
                it("loads") { try await Task.sleep(nanoseconds: 100); expect(sut.isLoaded) == true }
            }
            """)
        let advice = "use toEventually or an XCTest expectation, which wait only as long as needed"
        XCTAssertEqual(reports(source, rules: [.noWaiting]), [
            "F.swift:6: warning: [no-waiting] 'sleep' waits a fixed time and makes the spec slow or flaky; \(advice)",
            "F.swift:7: warning: [no-waiting] 'usleep' waits a fixed time and makes the spec slow or flaky; \(advice)",
            "F.swift:8: warning: [no-waiting] 'Thread.sleep' waits a fixed time and makes the spec slow or flaky; \(advice)",
            "F.swift:9: warning: [no-waiting] spinning 'RunLoop' waits by hand; \(advice)",
            "F.swift:10: warning: [no-waiting] a loop that only waits for a condition busy-waits; \(advice)",
            "F.swift:11: warning: [no-waiting] a loop that only waits for a condition busy-waits; \(advice)",
            "F.swift:12: warning: [no-waiting] a loop that only waits for a condition busy-waits; \(advice)",
            "F.swift:14: warning: [no-waiting] 'Task.sleep' waits a fixed time and makes the spec slow or flaky; \(advice)",
        ])
    }

    func testWaitingWellAndCodeOutsideTheSpecTreeAreFine() {
        let source = """
            final class SlowDouble: Loading {
                func load() { Thread.sleep(forTimeInterval: 0.01) }  // the double, not the spec, is slow
            }

            """ + spec("""
            describe("Loader") {
                beforeEach {
                    while let next = queue.next() { sut.add(next) }
                    try await clock.sleep(for: .seconds(1))
                    sut.sleepTimer = 3
                    sut.sleep(after: 3)
                }
                it("loads") { expect(sut.isLoaded).toEventually(beTrue()) }
                it("says sleep(1) and while x {} in a string") { expect(sut.log) == "sleep(1) while x {}" }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.noWaiting]), [])
    }
}
