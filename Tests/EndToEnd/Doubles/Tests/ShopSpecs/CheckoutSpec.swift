import Doubles
import Matchers
import SpecDSL
@testable import Shop

final class CheckoutSpec: Spec {
    override class func spec() {
        describe("Checkout") {
            var sut: Checkout!
            var catalog: CatalogMock!
            var formatter: PriceFormattingMock!
            var tracker: TrackerMock!
            var log: AuditLogMock!
            var journal: CallJournal!
            var label: String!

            beforeEach {
                catalog = CatalogMock()
                formatter = PriceFormattingMock()
                tracker = TrackerMock()
                log = AuditLogMock()
                journal = CallJournal()
                journal.track(catalog, as: "catalog")
                sut = Checkout(catalog: catalog, formatter: formatter, tracker: tracker, log: log)
            }

            afterEach {
                sut = nil
                catalog = nil
                formatter = nil
                tracker = nil
                log = nil
                journal = nil
                label = nil
            }

            describe("labelling a product") {
                context("that the catalog has") {
                    beforeEach {
                        catalog.spies.productId.returns(Product(id: 1, name: "Tea"))
                        catalog.spies.priceOfInt.returns(2.5)
                        formatter.spies.format.returns("2.50 EUR")
                        label = sut.label(for: 1)
                    }

                    it("shows its name and formatted price") {
                        expect(label) == "Tea: 2.50 EUR"
                    }

                    it("formats through the requirement with the extension's default arguments") {
                        expect(formatter.spies.format).to(haveBeenCalled(with: 2.5, "EUR", 2))
                    }

                    it("tracks the label") {
                        expect(tracker.spies.track).to(haveBeenCalled(with: "label", ["id": "1"]))
                    }

                    it("asks the catalog by id, then for the price, in that order") {
                        expect(journal).to(haveReceived(["catalog.product(id: 1)", "catalog.price(of: 1)"]))
                    }

                    it("never asks by name: overloads have their own spies") {
                        expect(catalog.spies.productNamed).toNot(haveBeenCalled())
                    }
                }

                context("that the catalog lacks") {
                    beforeEach {
                        catalog.spies.productId.returns(nil)
                        label = sut.label(for: 7)
                    }

                    it("says it is unavailable") {
                        expect(label) == "unavailable"
                    }

                    it("writes to the inherited log requirement") {
                        expect(log.spies.write).to(haveBeenCalled(with: "missing 7"))
                    }
                }
            }
        }
    }
}
