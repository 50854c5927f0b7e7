import Dispatch
import Foundation
import Matchers
import Shop
import SpecDSL

/// Work sent to the main queue waits until the example waits or ends, as under XCTest and Quick.
final class MainQueueSpec: Spec {
    override class func spec() {
        describe("work sent to the main queue") {
            it("waits until a synchronous example ends") {
                let log = StepLog()
                DispatchQueue.main.async { MainActor.assumeIsolated { log.add("main queue") } }
                Thread.sleep(forTimeInterval: 0.05)
                log.add("example")
                expect(log.steps) == ["example"]
            }

            it("runs while an async example awaits") {
                let log = StepLog()
                DispatchQueue.main.async { MainActor.assumeIsolated { log.add("main queue") } }
                await expect(log.steps).toEventually(equal(["main queue"]))
            }

            context("by a hook of an async example") {
                var log: StepLog!
                beforeEach {
                    let fresh = StepLog()
                    log = fresh
                    DispatchQueue.main.async { MainActor.assumeIsolated { fresh.add("main queue") } }
                }

                it("waits until the example awaits") {
                    log.add("example")
                    expect(log.steps) == ["example"]
                    await expect(log.steps).toEventually(equal(["example", "main queue"]))
                }
            }
        }
    }
}
