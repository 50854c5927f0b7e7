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

            context("by a hook, with an async hook that never awaits") {
                var log: StepLog!
                beforeEach {
                    let fresh = StepLog()
                    log = fresh
                    DispatchQueue.main.async { MainActor.assumeIsolated { fresh.add("main queue") } }
                }
                justBeforeEach { () async in }

                it("waits until the example ends") {
                    log.add("example")
                    expect(log.steps) == ["example"]
                }
            }

            context("by a hook, inside an async aroundEach that never awaits but to run the example") {
                var log: StepLog!
                aroundEach { (runExample: () async -> Void) async in await runExample() }
                beforeEach {
                    let fresh = StepLog()
                    log = fresh
                    DispatchQueue.main.async { MainActor.assumeIsolated { fresh.add("main queue") } }
                }

                it("waits until the example ends") {
                    log.add("example")
                    expect(log.steps) == ["example"]
                }
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
