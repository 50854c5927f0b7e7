import Foundation
import Matchers
import SpecDSL

// Crashes outside an example's body: in a hook, in spec(), in a beforeSuite; and an honest failure.

final class BeforeEachCrashSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        context("a crashing beforeEach") {
            beforeEach { fatalError("beforeEach crashes on purpose") }
            it("crashes before its body") { fail("the body ran after its beforeEach crashed") }
        }
        it("passes after") {
            // Under XCTest the main actor runs the task left behind once the main run loop turns: a
            // synchronous wait turns it.
            if ProcessInfo.processInfo.environment["E2E_LEFT_TASK_CRASH"] == "on" {
                waitUntil(timeout: .seconds(5)) { done in DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { done() } }
            }
            expect(2) == 2
        }
    }
}

final class AfterEachCrashSpec: Spec {
    override class func spec() {
        it("passes before") { expect(1) == 1 }
        context("a crashing afterEach") {
            afterEach { fatalError("afterEach crashes on purpose") }
            it("crashes after its body") { expect(1) == 1 }
        }
        it("passes after") {
            // Under XCTest the main actor runs the task left behind once the main run loop turns: a
            // synchronous wait turns it.
            if ProcessInfo.processInfo.environment["E2E_LEFT_TASK_CRASH"] == "on" {
                waitUntil(timeout: .seconds(5)) { done in DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { done() } }
            }
            expect(2) == 2
        }
    }
}

/// Its spec() crashes: it loses its own examples, no other class's.
final class DefinitionCrashSpec: Spec {
    override class func spec() {
        it("is lost before the crash") { expect(1) == 1 }
        let missing: Int? = nil
        if crashesWhileDefining { _ = missing! }
        it("is lost after the crash") { expect(2) == 2 }
    }
}

/// Its beforeSuite crashes before the first example of the run.
final class SuiteHookSpec: Spec {
    override class func spec() {
        beforeSuite { if crashesOutsideExamples { fatalError("beforeSuite crashes on purpose") } }
        afterSuite { print("E2E crashes: afterSuite ran") }
        it("passes first") { expect(1) == 1 }
        it("passes second") { expect(2) == 2 }
        it("passes third") { expect(3) == 3 }
    }
}

final class FailingSpec: Spec {
    override class func spec() {
        it("passes before") {
            // With E2E_BACKGROUND_CRASH=on, work it leaves behind crashes at once, on another thread,
            // while the main thread goes on to the next examples. The example waits until that work
            // has started: on a busy machine the process could otherwise end before it ever ran.
            if ProcessInfo.processInfo.environment["E2E_BACKGROUND_CRASH"] == "on" {
                let started = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    started.signal()
                    fatalError("background work crashes on purpose")
                }
                started.wait()
            }
            // With E2E_LEFT_TASK_CRASH=on, a main-actor task it leaves behind crashes once it runs,
            // after the example ended.
            if ProcessInfo.processInfo.environment["E2E_LEFT_TASK_CRASH"] == "on" {
                Task { @MainActor in fatalError("a task left behind crashes on purpose") }
            }
            expect(1) == 1
        }
        it("fails honestly") {
            expect(1 + 1) == 3
            // With E2E_CRASH_AS_IT_ENDS=<path>, work it leaves behind crashes on another thread as
            // it ends, once on each route (a file at the path, named for the class, says it did).
            if let path = ProcessInfo.processInfo.environment["E2E_CRASH_AS_IT_ENDS"] {
                let once = path + "-" + String(reflecting: self)
                if !FileManager.default.fileExists(atPath: once) {
                    _ = FileManager.default.createFile(atPath: once, contents: nil)
                    DispatchQueue.global().async { fatalError("work left behind crashes as the example ends") }
                }
            }
        }
        it("passes after") {
            // Under XCTest the main actor runs the task left behind once the main run loop turns: a
            // synchronous wait turns it.
            if ProcessInfo.processInfo.environment["E2E_LEFT_TASK_CRASH"] == "on" {
                waitUntil(timeout: .seconds(5)) { done in DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { done() } }
            }
            expect(2) == 2
        }
    }
}
