import NimbleCompat
import Shop
import SpecDSL

/// Quick 7's synchronous closures are `@MainActor`: a spec that calls main-actor code from them
/// migrates unchanged, and its `var sut` compiles in Swift 6 mode (it does not under Quick).
final class QuickStyleCounterSpec: QuickSpec {
    override class func spec() {
        describe("a counter view model, Quick style") {
            var sut: CounterViewModel!
            beforeEach { sut = CounterViewModel() }
            afterEach { sut = nil }

            it("counts up") {
                sut.increment()
                expect(sut.value).to(equal(1))
            }
        }
    }
}
