import Foundation
import Nimble
import Shop
import XCTest

/// More Nimble 14 forms as suites write them: arrays of tuples, the closure forms of
/// `requires`/`unwrap…`, and the operators on `async` expectations.
final class NimbleFormsTests: XCTestCase {
    func testArraysOfTuplesAndClosureRequirements() throws {
        let cart = Cart()
        cart.add("tea", price: 3)
        cart.add("scones", price: 4)
        expect(cart.items.map { ($0.name, $0.price) }) == [("tea", 3), ("scones", 4)]
        expect(cart.items.map { ($0.name, $0.price) }).to(equal([("tea", 3), ("scones", 4)]))
        expect(cart.items.map { ($0.name, $0.price) }) != [("tea", 3)]
        let total = try requires { cart.total }.to(beGreaterThan(5))
        let first = try unwraps { cart.items.first?.name }
        let polled = try pollUnwrap { cart.items.last?.price }
        expect(total) == 7
        expect(first) == "tea"
        expect(polled) == 4
    }

    func testOperatorsOnAsyncExpectations() async throws {
        let list = PriceList()
        let payments = FakePayments()
        let service: any PaymentService = payments
        let tea = try await requirea { await list.price(of: "tea") }.to(equal(3))
        let scones = try await unwrapa { await list.price(of: "scones") }
        expect(tea + scones) == 7
        await expect { Double(await list.price(of: "tea") ?? 0) } ≈ 3.0 ± 0.01
        await expect { Double(await list.price(of: "tea") ?? 0) } == 3.0 ± 0.01
        await expecta(payments) === payments
        await expecta(service) !== FakePayments()
        await expect { await list.set(5, for: "jam") } == ()
        let day = Date(timeIntervalSinceReferenceDate: 86_400)
        await expect { await Task.yield(); return day.addingTimeInterval(0.5) } ≈ day ± 1
        await waitUntil(timeout: .seconds(2)) { done in
            await list.set(6, for: "cake")
            done()
        }
        await expect { await list.price(of: "cake") } == 6
    }
}

/// The same operators from main-actor code reading main-actor state.
@MainActor
final class MainActorNimbleFormsTests: XCTestCase {
    private var prices: [(String, Int)] = []

    func testOperatorsReadMainActorState() async {
        let list = PriceList()
        prices = [("tea", await list.price(of: "tea") ?? 0)]
        await expect { await Task.yield(); return self.prices } == [("tea", 3)]
        await expect { await Task.yield(); return self.prices.count } > 0
        await expect { await Task.yield(); return self.prices.first?.1 } == 3
    }
}
