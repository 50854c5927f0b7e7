import Foundation
import Matchers
import SpecDSL

// Work one class's example leaves behind fails while the next class's own setUp() runs
// (E2E_EDGE=late-gap): a failure of no example, recorded on another thread than the hook's, so
// not the hook's. The two wait for each other, so the failure lands there however slow the machine.

private let hookRuns = DispatchSemaphore(value: 0)
private let workFailed = DispatchSemaphore(value: 0)

final class GapLeaveSpec: Spec {
    override class func spec() {
        it("leaves work behind") {
            guard edge == "late-gap" else { return }
            DispatchQueue.global().async {
                _ = hookRuns.wait(timeout: .now() + 30)
                expect("late") == "on time"
                workFailed.signal()
            }
        }
    }
}

final class GapSetUpSpec: Spec {
    override class func setUp() {
        super.setUp()
        guard edge == "late-gap" else { return }
        hookRuns.signal()
        _ = workFailed.wait(timeout: .now() + 30)
    }

    override class func spec() {
        it("runs after the work failed") { expect(1) == 1 }
    }
}

// A synchronous example sends work to the main queue, leaves a main-actor task and ends
// (E2E_EDGE=main-late): both run before the next example, on the Swift Testing route once the
// example has ended, on the XCTest route before it ends (XCTest alone runs them as the case ends
// about one time in two, else in a later test's wait, or never), so there they fail this example.
final class MainLeaveSpec: Spec {
    override class func spec() {
        it("leaves main-queue work behind") {
            guard edge == "main-late" else { return }
            DispatchQueue.main.async { expect("late on the main queue") == "on time" }
            Task { @MainActor in expect("late in a main-actor task") == "on time" }
        }
        it("runs after it") { expect(1) == 1 }
    }
}

// A synchronous example leaves work that reaches the main queue once the next example has started
// (E2E_EDGE=main-wait), and that example waits: on the XCTest route the work runs in that wait, on
// the Swift Testing route once that example has ended. Either way its failure names the example
// its line is in, not the one that ran or ended last.
private let nextStarted = DispatchSemaphore(value: 0)

final class MainWaitSpec: Spec {
    override class func spec() {
        it("leaves work for the main queue") {
            guard edge == "main-wait" else { return }
            DispatchQueue.global().async {
                _ = nextStarted.wait(timeout: .now() + 30)
                DispatchQueue.main.async {
                    expect("left by the first example") == "its own"
                }
            }
        }
        it("waits") {
            guard edge == "main-wait" else { return }
            nextStarted.signal()
            waitUntil(timeout: .seconds(10)) { done in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { done() }
            }
        }
    }
}

// A block an example leaves on the main queue comes due and crashes while a later example runs
// (E2E_EDGE=main-crash-later): the crash is placed in main-queue work, not in that example's own
// code, so SPECKIT_RETRY does not run that example again and pass it.
final class MainCrashLaterSpec: Spec {
    override class func spec() {
        it("leaves a block that crashes later") {
            guard edge == "main-crash-later" else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { fatalError("a block left on the main queue crashes") }
        }
        it("runs while it comes due") {
            guard edge == "main-crash-later" else { return }
            Thread.sleep(forTimeInterval: 2)
        }
        it("runs after it") { expect(1) == 1 }
    }
}

// Main-queue work the first example leaves fails once that example ended, and a later example of
// the class crashes before the class's test ends (E2E_EDGE=late-then-crash): the failure is not
// lost with the process. On the XCTest route it is the first example's own.
final class LateThenCrashSpec: Spec {
    override class func spec() {
        it("leaves a failing check on the main queue") {
            guard edge == "late-then-crash" else { return }
            DispatchQueue.main.async { expect("left behind") == "on time" }
        }
        it("passes") { expect(1) == 1 }
        it("crashes") {
            guard edge == "late-then-crash" else { return }
            let none: Int? = nil
            _ = none!
        }
    }
}

// A thread the first class's example leaves fails a check while a later class's example runs
// (E2E_EDGE=cross-leak): the failure names the example its line is in, and no retry of the
// running one forgives it. The classes run by name: 1, 1b, then 2, which is declared first here,
// so that its last example's closure is bounded by the classes declared after it.
final class CrossLeak2Spec: Spec {
    override class func spec() {
        it("waits") {
            guard edge == "cross-leak" else { return }
            usleep(800_000)
        }
    }
}

final class CrossLeak1Spec: Spec {
    override class func spec() {
        it("leaves a thread") {
            guard edge == "cross-leak" else { return }
            Thread.detachNewThread {
                usleep(400_000)
                expect("left by the first class") == "on time"
            }
        }
    }
}

final class CrossLeak1bSpec: Spec {
    override class func spec() {
        it("passes between") { expect(1) == 1 }
    }
}

// A synchronous example drops a main-actor object whose isolated deinit fails a check
// (E2E_EDGE=isolated-deinit): the deinit runs inline, where no task-local value reaches, and the
// failure is that example's own on both routes, with no note of another thread.
@MainActor final class DeinitCheck {
    isolated deinit {
        guard edge == "isolated-deinit" else { return }
        expect("checked in deinit") == "expected"
    }
}

final class DeinitSpec: Spec {
    override class func spec() {
        it("passes first") { expect(1) == 1 }
        it("drops a main-actor object") {
            var object: DeinitCheck? = DeinitCheck()
            _ = object
            object = nil
        }
    }
}
