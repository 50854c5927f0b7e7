import Dispatch
import Matchers
import Shop
import SpecDSL

/// In a target whose default isolation is the main actor, a spec class is `nonisolated` (XCTest
/// declares its initializer so) and its `spec()` says `@MainActor`, as every spec's is.
nonisolated final class DefaultIsolationSpec: Spec {
    @MainActor override class func spec() {
        describe("a counter in a main-actor target") {
            var sut: CounterViewModel!
            beforeEach { sut = CounterViewModel() }

            it("counts up on the main actor") {
                dispatchPrecondition(condition: .onQueue(.main))
                sut.increment()
                expect(sut.value) == 1
            }
        }
    }
}
