import Foundation
import Nimble
import Quick
import Shop

private func haveAPrice(in list: PriceList) -> AsyncMatcher<String> {
    AsyncMatcher.define("have a price") { expression, message in
        guard let name = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: await list.price(of: name) != nil, message: message)
    }
}

final class PriceListSpec: AsyncSpec {
    override class func spec() {
        describe("PriceList") {
            var sut: PriceList!

            beforeEach { sut = PriceList() }

            it("answers prices asynchronously") {
                await expect { await sut.price(of: "tea") } == 3
                await expect("tea").to(haveAPrice(in: sut))
                await expect("jam").toNot(haveAPrice(in: sut))
                await expect(["tea", "scones"]).to(allPass(haveAPrice(in: sut)))
                await expect(["tea", "scones"]).to(allPass { await sut.price(of: $0) != nil })
                await expect("tea").to(map({ await sut.price(of: $0) }, equal(3)))
                await expect("tea").to(satisfyAllOf(beginWith("t"), haveAPrice(in: sut)))
                await expect("jam").to(equal("jam") || haveAPrice(in: sut))
            }

            it("sees a price set later") {
                let list: PriceList = sut
                Task { try? await Task.sleep(for: .milliseconds(20)); await list.set(2, for: "jam") }
                let price = try await pollUnwrap { await sut.price(of: "jam") }
                expect(price) == 2
                await expect { await sut.price(of: "jam") }.toEventually(equal(2))
                let required = try await require { await sut.price(of: "jam") }.toEventually(equal(2))
                expect(required) == 2
            }

            it("is wrapped by the global configuration's async aroundEach") {
                expect(ConfigurationArounds.wrapping) == ["async"]
            }

            it("waits until a callback says done") {
                let list: PriceList = sut
                await waitUntil(timeout: .seconds(2)) { done in
                    Task {
                        await list.set(9, for: "cake")
                        done()
                    }
                }
                let cake = try await requirea(await sut.price(of: "cake")).toNot(beNil())
                expect(cake) == 9
                let tea = try await unwrapa(await sut.price(of: "tea"))
                expect(tea) == 3
            }
        }
    }
}
