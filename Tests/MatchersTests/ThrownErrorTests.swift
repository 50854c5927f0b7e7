import Foundation
import Matchers
import XCTest

/// An error thrown by the expression fails every matcher (to and toNot alike) with
/// `unexpected error thrown: <…>`, except the matchers about errors.
final class ThrownErrorTests: XCTestCase {
    func testEveryMatcherReportsTheThrownError() {
        let expected = Array(repeating: "unexpected error thrown: <boom>", count: 24)
        assertFailures(expected) {
            expect { try explode() }.to(equal(1))
            expect { try explode() }.toNot(equal(1))
            expect { try explode() } == 1
            expect { try explode() } > 1
            expect { try explode() }.to(beGreaterThanOrEqualTo(1))
            expect { try explode() }.to(beLessThan(1))
            expect { try explode() }.to(beLessThanOrEqualTo(1))
            expect { try explode() }.to(beWithin(1..<2))
            expect { try Double(explode()) }.to(beCloseTo(1))
            expect { [try explode()] }.to(contain(1))
            expect { [try explode()] }.to(haveCount(1))
            expect { [try explode()] }.to(beginWith(1))
            expect { [try explode()] }.to(endWith(1))
            expect { [try explode()] }.to(elementsEqual([1]))
            expect { [try explode()] }.to(allPass(equal(1)))
            expect { [try explode()] }.to(containElementSatisfying({ $0 == 1 }))
            expect { String(try explode()) }.to(match("1"))
            expect { try explode() == 1 }.to(beTrue())
            expect { try explode() }.to(beAKindOf(Int.self))
            expect { try explode() }.to(beAnInstanceOf(Int.self))
            expect { try explode() }.to(equal(1) && equal(2))
            expect { try explode() }.to(map({ $0 + 1 }, equal(2)))
            expect { Result<Int, Boom>.success(try explode()) }.to(beSuccess())
            expect { try explode() }.toEventually(equal(1))
        }
    }

    func testErrorMatchersSeeTheThrownError() {
        assertPasses {
            expect { try explode() }.to(throwError())
            expect { try explode() }.to(throwError(errorType: Boom.self))
        }
    }
}
