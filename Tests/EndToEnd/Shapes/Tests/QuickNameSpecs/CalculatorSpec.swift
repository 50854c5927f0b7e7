// A Quick 7 spec file: only its imports changed (`import Quick` / `import Nimble`).
import Matchers
import SpecDSL

final class Calculator {
    private(set) var total = 0
    func add(_ value: Int) { total += value }
}

final class StartsAtZeroBehavior: Behavior<Calculator> {
    override class func spec(_ aContext: @escaping () -> Calculator) {
        it("starts at zero") { expect(aContext().total) == 0 }
    }
}

final class CalculatorSpec: QuickSpec {
    override class func spec() {
        describe("a calculator") {
            var sut: Calculator!
            beforeEach { sut = Calculator() }
            afterEach { sut = nil }

            it("adds") {
                sut.add(2)
                expect(sut.total) == 2
            }

            it("knows the running spec") {
                let done = QuickSpec.current.expectation(description: "done")
                done.fulfill()
                QuickSpec.current.wait(for: [done], timeout: 1)
                expect(QuickSpec.current.name).to(contain("knows_the_running_spec"))
            }

            itBehavesLike(StartsAtZeroBehavior.self) { sut }
        }
    }
}

final class InstanceFormSpec: QuickSpec {
    override func spec() {
        it("runs the instance form of spec()") { expect(1) == 1 }
    }
}
