import Foundation
import Matchers
import SpecDSL
import Testing

/// A failure from a queue the first example started lands while the second waits, beside another
/// class's example (examples run on the main actor: only waiting ones overlap): no example owns
/// it, so the class whose test ends next reports it.
final class QueueSpec: Spec {
    override class var runsBesideOtherSpecs: Bool { true }

    override class func spec() {
        describe("queue") {
            it("fails later on a queue") { DispatchQueue.global().asyncAfter(deadline: .now() + 0.6) { expect(1) == 2 } }
            it("passes slowly") { try await Task.sleep(for: .seconds(2)) }
        }
    }
}

/// Runs beside QueueSpec and ends after it.
final class SlowSpec: Spec {
    override class var runsBesideOtherSpecs: Bool { true }

    override class func spec() {
        it("sleeps") { try await Task.sleep(for: .seconds(4)) }
    }
}

/// An issue from a task the example left behind belongs to that example.
final class TaskSpec: Spec {
    override class func spec() {
        it("leaves a task behind") {
            Task {
                try? await Task.sleep(for: .milliseconds(200))
                Issue.record("from the task left behind")
            }
        }
        it("waits while the task fails") { try await Task.sleep(for: .seconds(2)) }
    }
}

/// With E2E_LATE_AT_EXIT=on, a check fails as the process exits (the handler registered last runs
/// first, before SpecKit's own): after the closing summary, which cannot count it.
final class ExitSpec: Spec {
    override class func tearDown() {
        if ProcessInfo.processInfo.environment["E2E_LATE_TEARDOWN"] == "on" { expect("tearDown") == "fails" }
        super.tearDown()
    }
    override class func spec() {
        it("fails a check as the process exits") {
            guard ProcessInfo.processInfo.environment["E2E_LATE_AT_EXIT"] == "on" else { return }
            atexit { expect("at exit") == "before the summary" }
        }
    }
}
