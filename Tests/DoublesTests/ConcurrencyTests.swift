import Doubles
import Foundation
import Matchers
import XCTest

/// Recording is lock-protected: nothing is lost when the code under test calls a double from
/// many tasks or threads at once.
final class ConcurrencyTests: XCTestCase {
    func testTenThousandCallsFromEightTasksAreAllRecorded() async {
        let printer = PrinterMock()
        let store = ProfileStoreMock()
        let journal = CallJournal()
        journal.track(printer, as: "printer")
        journal.track(store, as: "store")
        printer.spies.print.returns(true)
        let tasks = 8
        let callsPerTask = 1_250
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for call in 0..<callsPerTask {
                        _ = printer.print("task \(task)", copies: call)
                        store.save(.fixture, overwrite: call.isMultiple(of: 2))
                    }
                }
            }
        }
        XCTAssertEqual(printer.spies.print.callCount, 10_000)
        XCTAssertEqual(store.captures.save.callCount, 10_000)
        XCTAssertEqual(journal.entries.count, 20_000)
        for task in 0..<tasks {
            let copies = printer.spies.print.calls.filter { $0.0 == "task \(task)" }.map(\.1)
            XCTAssertEqual(copies.sorted(), Array(0..<callsPerTask))
        }
    }

    func testCallsFromADispatchQueueAreRecorded() {
        let printer = PrinterMock()
        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in printer.reset() }
        XCTAssertEqual(printer.spies.reset.callCount, 1_000)
    }

    func testAFailureOnABackgroundTaskReachesTheRunningTest() async {
        let printer = PrinterMock()
        let failures = await gatherFailures {
            await Task.detached { _ = printer.identifier() }.value
        }
        XCTAssertEqual(failures.count, 1)
    }
}
