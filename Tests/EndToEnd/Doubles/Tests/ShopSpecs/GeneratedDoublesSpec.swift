import Doubles
import Foundation
import Matchers
import SpecDSL
@testable import Shop

/// Generated doubles are made of spies, so argument-aware stubs, lenient answers and the one
/// reset of issue 11 work on them unchanged.
final class GeneratedDoublesSpec: Spec {
    override class func spec() {
        describe("CatalogMock") {
            var sut: CatalogMock!

            beforeEach {
                sut = CatalogMock()
            }

            afterEach {
                sut = nil
            }

            describe("an argument-aware stub") {
                beforeEach {
                    sut.spies.productId.given(1).willReturn(Product(id: 1, name: "Tea"))
                }

                it("answers the call with those arguments") {
                    expect(sut.product(id: 1)?.name) == "Tea"
                }
            }

            describe("a call nothing stubbed") {
                // With E2E_UNSTUBBED set it fails: at this example's line, not in the generated file.
                it("fails at the example's line") {
                    guard ProcessInfo.processInfo.environment["E2E_UNSTUBBED"] != nil else { return }
                    _ = sut.price(of: 3)
                }

                it("fails at the example's line from a detached task it awaits") {
                    guard ProcessInfo.processInfo.environment["E2E_UNSTUBBED"] != nil else { return }
                    let double = sut!
                    await Task.detached { _ = double.price(of: 4) }.value
                }
            }

            describe("a lenient double") {
                var failures: [RecordedFailure]!
                var price: Double!

                beforeEach {
                    makeLenient(sut)
                    failures = gatherFailures { price = sut.price(of: 3) }
                }

                afterEach {
                    failures = nil
                    price = nil
                }

                it("answers an unstubbed call without a failure") {
                    expect(failures.map(\.message)) == []
                }

                it("answers zero") {
                    expect(price) == 0
                }
            }

            describe("resetting every double") {
                beforeEach {
                    sut.spies.productNamed.returns(nil)
                    _ = sut.product(named: "x")
                    ClockMock.advance(by: 1)
                    resetDoubles()
                }

                it("forgets the calls of the instance's spies") {
                    expect(sut.spies.productNamed).toNot(haveBeenCalled())
                }

                it("forgets the calls of static spies too") {
                    expect(ClockMock.staticSpies.advance).toNot(haveBeenCalled())
                }

                it("keeps the static calls of one scope out of another") {
                    DoubleRegistry.scoped {
                        ClockMock.advance(by: 3)
                        let seenInside = DoubleRegistry.scoped { ClockMock.staticSpies.advance.callCount }
                        expect(seenInside) == 0
                        expect(ClockMock.staticSpies.advance).to(haveBeenCalled(with: 3))
                    }
                    expect(ClockMock.staticSpies.advance).toNot(haveBeenCalled())
                }
            }
        }
    }
}
