import Matchers
import SpecDSL

@MainActor
final class Counter {
    private(set) var value = 0
    func increment() async { value += 1 }
}

@MainActor
final class MainActorSpec: Spec {
    override class func spec() {
        describe("a spec class on the main actor") {
            var sut: [Int]!
            beforeEach { sut = [1] }
            afterEach { sut = nil }

            it("runs its synchronous examples") { expect(sut.count) == 1 }

            it("runs its asynchronous examples") {
                let counter = Counter()
                await counter.increment()
                let value = await counter.value
                expect(value) == 1
                expect(sut.count) == 1
            }
        }
    }
}
