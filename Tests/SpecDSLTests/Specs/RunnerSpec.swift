import Foundation
import Matchers
import SpecDSL
import XCTest

/// Exercises the XCTest glue for real: these examples run as XCTest cases through the plugin.
final class RunnerSpec: Spec {
    override class func spec() {
        describe("the XCTest glue") {
            // spec-lint:disable-next-line sut-first -- the glue has no single subject; events records what ran
            var events: [String] = []
            beforeEach { events.append("beforeEach") }
            afterEach { events = [] }

            it("runs the beforeSuite hook of a Configuration once, before the first example") {
                expect(GlobalConfiguration.beforeSuiteRuns) == 1
            }

            it("runs Configuration hooks before every example, with its metadata") {
                expect(GlobalConfiguration.lastExampleName)
                    == "the_XCTest_glue__runs_Configuration_hooks_before_every_example_with_its_metadata"
            }

            // spec-lint:disable-next-line one-expect -- the three are one fact: which XCTest case is running
            it("gives the running XCTest case through currentSpec() and Spec.current") {
                let spec = try XCTUnwrap(currentSpec())
                expect(spec === Spec.current) == true
                expect(spec.name) == "RunnerSpec.the_XCTest_glue__gives_the_running_XCTest_case_through_currentSpec_and_Spec_current"
                expect(spec.exampleMetadata?.description) == "gives the running XCTest case through currentSpec() and Spec.current"
            }

            it("lets an example wait for an XCTest expectation") {
                let done = currentSpec()!.expectation(description: "callback")
                DispatchQueue.global().async { done.fulfill() }
                currentSpec()!.wait(for: [done], timeout: 5)
            }

            it("runs async examples with main-actor work while they wait") {
                let value = await MainActor.run { events.count }
                expect(value) == 1
            }

            it("reports XCTSkip thrown by an example as a skip") {
                throw XCTSkip("skipped on purpose: proves XCTSkip reaches XCTest as a skip")
            }

            pending("is reported as skipped with its description")
        }

        describe("shared examples defined in a Configuration") {
            itBehavesLike("a value that equals itself") { ["value": 42] }
        }

        describe("shared examples defined by a spec built later") {
            itBehavesLike("a spec's own shared examples")
        }
    }
}

final class LaterSharedExamplesSpec: Spec {
    override class func spec() {
        sharedExamples("a spec's own shared examples") {
            it("runs where they are included") { expect(true) == true }
        }
        it("defines shared examples for other specs") { expect(true) == true }
    }
}

/// A spec class another spec class inherits from: both run, each under its own name.
class AccountSpec: Spec {
    class var startingBalance: Int { 0 }

    override class func spec() {
        describe("an account") {
            it("starts with the balance of the running class") { expect([0, 100].contains(startingBalance)) == true }
        }
    }
}

final class SavingsAccountSpec: AccountSpec {
    override class var startingBalance: Int { 100 }

    override class func spec() {
        super.spec()
        describe("a savings account") {
            it("starts with a bonus") { expect(startingBalance) == 100 }
        }
    }
}

/// The instance form of spec() runs too.
final class InstanceFormSpec: Spec {
    override func spec() {
        describe("the instance form") {
            it("defines examples") { expect(1 + 1) == 2 }
        }
    }
}

/// A plain XCTest method in a spec class keeps running as an ordinary test.
final class PlainMethodSpec: Spec {
    override class func spec() {
        it("runs its examples") { expect(true) == true }
    }

    func testPlainMethodStillRuns() {
        XCTAssertNil(exampleMetadata)
    }
}
