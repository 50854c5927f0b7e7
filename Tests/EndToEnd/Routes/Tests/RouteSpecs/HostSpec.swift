import Foundation
import Matchers
import SpecDSL
import XCTest

/// What an example may ask of the XCTest case it runs in, on either route.
final class HostSpec: QuickSpec {
    override class func spec() {
        describe("the case an example runs in") {
            it("waits for expectations") {
                let done = currentSpec()!.expectation(description: "fulfilled elsewhere")
                DispatchQueue.global().async { done.fulfill() }
                currentSpec()!.wait(for: [done], timeout: 5)
            }
            it("runs its teardown blocks") { currentSpec()!.addTeardownBlock { XCTFail("teardown block ran") } }
            it("fails for an expectation never waited for") { _ = currentSpec()!.expectation(description: "never waited for") }
            it("blocks on work that needs another thread") {
                let done = DispatchSemaphore(value: 0)
                let box = Box()
                Task {
                    box.value = 1
                    done.signal()
                }
                expect(done.wait(timeout: .now() + 5) == .success) == true
                expect(box.value) == 1
            }
            it("fails when an expectation it awaits is never fulfilled") {
                let never = currentSpec()!.expectation(description: "never fulfilled")
                await currentSpec()!.fulfillment(of: [never], timeout: 0.1)
            }
            it("polls work the main queue does") {
                let box = Box()
                DispatchQueue.main.async { box.value = 2 }
                await expect(box.value).toEventually(equal(2))
            }
        }
        describe("Parser") {
            it("empty group") {}
        }
        describe("Parser") {}
    }
}

final class AsyncHostSpec: AsyncSpec {
    override class func spec() {
        it("runs its teardown blocks after an async example") {
            await Task.yield()
            currentSpec()!.addTeardownBlock { XCTFail("async teardown block ran") }
        }
    }
}

final class Box: @unchecked Sendable {
    var value = 0
}
