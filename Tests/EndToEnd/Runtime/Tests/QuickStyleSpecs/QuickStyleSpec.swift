import Matchers
import SpecDSL

final class Cart {
    var items: [String] = []
}

/// Quick 7's StopTest and @TestState, and the instance form of spec().
final class QuickStyleSpec: Spec {
    override func spec() {
        describe("Cart") {
            @TestState var cart: Cart! = Cart()

            it("adds an item") {
                cart.items.append("tea")
                expect(cart.items) == ["tea"]
            }
            it("starts empty in every example") { expect(cart.items).to(beEmpty()) }
            it("stops with a failure") {
                guard cart.items.first != nil else { throw StopTest("the cart has no items") }
                expect(true) == false
            }
            it("stops silently") {
                throw StopTest.silently
            }
            it("stops an async example") {
                await Task.yield()
                throw StopTest("stopped after awaiting")
            }
        }
    }
}
