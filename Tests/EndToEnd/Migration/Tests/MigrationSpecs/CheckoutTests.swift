import Foundation
import Nimble
import Shop
import XCTest

private func haveAPrice(in list: PriceList) -> AsyncMatcher<String> {
    AsyncMatcher.define("have a price") { expression, message in
        guard let name = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: await list.price(of: name) != nil, message: message)
    }
}

/// Nimble 14 in XCTestCase classes, the style of many Quick/Nimble suites' plain tests.
final class CheckoutTests: XCTestCase {
    func testTuplesAndParenthesisedClosures() {
        let cart = Cart()
        expect({ try cart.checkout() }).to(throwError(Cart.CartError.empty))
        cart.add("tea", price: 3)
        cart.add("scones", price: 4)
        expect(try cart.checkout()) == (2, 7)
        expect((cart.items.count, cart.total)) != (0, 0)
        expect({ try cart.remove("jam") }).to(throwError { error in
            expect(error as? Cart.CartError) == .unknownItem("jam")
        })
        expect(cart.total).to(beTruthy())
        expect(cart.items.map(\.name)).to(allPass(not(beEmpty())))
    }

    func testIdentityAndStatus() throws {
        let service: any PaymentService = FakePayments()
        let same: any PaymentService = service
        expect(service) === same
        expect(service).to(be(same))
        try expect(service.pay(5)).to(beTrue()).onFailure(throw: CancellationError())
        if expect((service as? FakePayments)?.paid).to(equal([5])).status == .passed {
            expect(service) !== FakePayments()
        }
        let paid = try require { (service as? FakePayments)?.paid }.toEventually(equal([5]))
        expect(paid) == [5]
    }

    func testAsyncMatchersAndWaiting() async throws {
        let list = PriceList()
        await expect("tea").to(haveAPrice(in: list))
        await expect(["tea", "scones"]).to(allPass { await list.price(of: $0) != nil })
        await expect("tea").to(map({ await list.price(of: $0) }, equal(3)))
        await expect("jam").to(equal("jam") || haveAPrice(in: list))
        Task { try? await Task.sleep(for: .milliseconds(20)); await list.set(2, for: "jam") }
        let jam = try await pollUnwrap { await list.price(of: "jam") }
        expect(jam) == 2
        await waitUntil(timeout: .seconds(2)) { done in
            Task {
                await list.set(9, for: "cake")
                done()
            }
        }
        let cake = try await requirea(await list.price(of: "cake")).toNot(beNil())
        expect(cake) == 9
        await expecta(await list.price(of: "tea")).toEventually(equal(3))
        @Sendable func cakePrice() async -> Int? { await list.price(of: "cake") }
        await expect(cakePrice).to(equal(9))
    }
}
