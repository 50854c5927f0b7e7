import Foundation
import Matchers
import SpecDSL

final class StateSpec: Spec {
    override class func spec() {
        describe("@TestState") {
            @TestState var counter: Int! = 0
            it("starts at zero") {
                counter += 1
                expect(counter) == 1
            }
            it("starts at zero again") {
                counter += 1
                expect(counter) == 1
            }
        }
        describe("shared examples") {
            itBehavesLike("a positive number") { ["value": 3] }
            itBehavesLike("a positive number") { ["value": -3] }
            itBehavesLike(PositiveBehavior.self) { 5 }
        }
        sharedExamples("a positive number") { context in
            it("is positive") { expect(context()["value"] as? Int ?? 0) > 0 }
        }
    }
}

final class PositiveBehavior: Behavior<Int> {
    override class func spec(_ context: @escaping () -> Int) {
        it("is above zero") { expect(context()) > 0 }
    }
}

final class TimingSpec: Spec {
    override class func spec() {
        describe("time limits") {
            exampleTimeout(.milliseconds(300))
            it("times out") { try await Task.sleep(for: .seconds(20)) }
            it("finishes in time") { try await Task.sleep(for: .milliseconds(10)) }
        }
        describe("late failures") {
            it("leaves work behind that fails") {
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { fail("late on purpose") }
            }
            it("runs while the late failure arrives") { Thread.sleep(forTimeInterval: 1) }
        }
    }
}
