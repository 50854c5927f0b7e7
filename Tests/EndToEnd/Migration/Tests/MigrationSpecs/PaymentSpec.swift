import Foundation
@testable import Nimble
@testable import Quick
import Shop

final class PaymentSpec: QuickSpec {
    override class func spec() {
        // As in Quick's own functional tests: creating another spec class here defines none of
        // its examples; the run's total below counts each example once.
        _ = CartSpec()

        describe("a payment service") {
            @TestState var service: (any PaymentService)! = FakePayments()
            @TestState var receipts: [Int]?

            it("is the same instance through its protocol") {
                let same: any PaymentService = service
                expect(service).to(beIdenticalTo(same))
                expect(service) === same
                expect(service) !== FakePayments()
            }

            it("starts from a fresh service in every example") {
                expect((service as? FakePayments)?.paid).to(beEmpty())
                expect(receipts).to(beNil())
                expect(service.pay(5)).to(beTrue())
                receipts = (service as? FakePayments)?.paid
                expect(receipts) == [5]
            }

            it("stops an example early when there is nothing to check") {
                guard receipts != nil else { throw StopTest.silently }
                fail("StopTest.silently should have ended the example")
            }

            it("keeps going after a passing status check") {
                let paid = service.pay(7)
                try expect(paid).to(beTrue()).onFailure(throw: StopTest("payment refused"))
                if expect(paid).to(beTrue()).status == .passed {
                    expect((service as? FakePayments)?.paid) == [7]
                }
            }
        }
    }
}
