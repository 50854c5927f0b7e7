import Foundation
import Matchers
import SpecDSL
import XCTest

/// Specs written for Quick 6 with the instance `spec()` call XCTest's API on `self`, the instance
/// that built the tree, not the case running the example: the failures belong to the example.
final class SelfWaitSpec: Spec {
    override func spec() {
        describe("self") {
            it("fails the example when its expectation times out") {
                let never = self.expectation(description: "never fulfilled")
                self.wait(for: [never], timeout: 0.1)
            }
            it("fails the example when currentSpec()'s expectation times out, as its own failure") {
                let never = currentSpec()!.expectation(description: "never fulfilled either")
                currentSpec()!.wait(for: [never], timeout: 0.1)
            }
            it("passes when its expectation is fulfilled") {
                let done = self.expectation(description: "done")
                DispatchQueue.global().async { done.fulfill() }
                self.wait(for: [done], timeout: 5)
            }
            it("records its failures in the running example") {
                self.recordFailure(withDescription: "recorded on self", inFile: #filePath, atLine: #line, expected: true)
            }
            it("fails once when XCTUnwrap finds nil") {
                _ = try XCTUnwrap(nil as Int?)
            }
        }
    }
}
