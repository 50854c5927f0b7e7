import Foundation
import Nimble
import Quick
import Shop

final class CartSpec: QuickSpec {
    override class func spec() {
        describe("Cart") {
            var sut: Cart!

            beforeEach { sut = Cart() }
            afterEach { sut = nil }

            context("when empty") {
                it("refuses to check out") {
                    expect { try sut.checkout() }.to(throwError(Cart.CartError.empty))
                    expect({ try sut.checkout() }).to(throwError { error in
                        expect(error as? Cart.CartError) == .empty
                    })
                }

                it("has no items") {
                    expect(sut.items.map(\.name)).to(beEmpty())
                    expect(sut.total).to(beFalsy())
                }
            }

            context("with two items") {
                beforeEach {
                    sut.add("tea", price: 3)
                    sut.add("scones", price: 4)
                }

                it("checks out their count and total") {
                    expect(try sut.checkout()) == (2, 7)
                    expect((sut.items.count, sut.total)) != (0, 0)
                    expect(sut.total).to(beTruthy())
                }

                it("removes an item by name") {
                    expect({ try sut.remove("tea") }).toNot(throwError())
                    expect(sut.items.first?.name) == "scones"
                    expect({ try sut.remove("jam") }).to(throwError(Cart.CartError.unknownItem("jam")))
                }

                itBehavesLike(NonNegativeTotal.self) { sut }

                it("has run the global configuration's beforeEach") {
                    expect(ExamplesStarted.value) > 0
                }

                it("is wrapped by the global configuration's synchronous aroundEach") {
                    expect(ConfigurationArounds.wrapping) == ["sync"]
                }

                it("lists the names in order") {
                    expect(sut.items.map(\.name)).to(equal(["tea", "scones"]))
                    expect(sut.items.map(\.name)).to(allPass(not(beEmpty())))
                    expect(sut.items.map(\.name)).to(satisfyAllOf(haveCount(2), contain("tea")))
                    expect(sut.items.map(\.price)).to(containElementSatisfying({ $0 > 3 }, "that costs more than 3"))
                }
            }
        }
    }
}
