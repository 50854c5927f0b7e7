import Foundation
import Matchers
import XCTest

/// Messages and verdicts that Nimble 14's own matcher tests pin, as Nimble gives them on Linux.
final class NimbleSuiteMessageTests: XCTestCase {
    func testEachNumberOfACollectionMayBeAsFarAsTheDelta() {
        assertPasses {
            expect([0.0, 1.0]).to(beCloseTo([0.5, 1.5], within: 0.5))
            expect([0.0, 1.0]).toNot(beCloseTo([0.5, 1.75], within: 0.5))
        }
        assertFailures(["expected to be close to <[0.5, 1.75]> (each within 0.5), got <[0.0, 1.0]>"]) {
            expect([0.0, 1.0]).to(beCloseTo([0.5, 1.75], within: 0.5))
        }
    }

    func testUnequalSetsOfComparableElementsAreShownInOrderWithWhatIsMissingAndExtra() {
        assertFailures([
            "expected to equal <[1, 2, 3]>, got <[2, 3]>, missing <[1]>",
            "expected to equal <[1, 2, 3]>, got <[1, 2, 3, 4]>, extra <[4]>",
            "expected to equal <[1, 2, 3]>, got <[2, 3, 4]>, missing <[1]>, extra <[4]>",
            "expected to not equal <[1, 2, 3]>, got <[1, 2, 3]>",
            "expected to equal <[1, 2]>, got <nil> (use beNil() to match nils)",
        ]) {
            expect(Set([2, 3])).to(equal(Set([1, 2, 3])))
            expect(Set([1, 2, 3, 4])).to(equal(Set([1, 2, 3])))
            expect(Set([2, 3, 4])) == Set([1, 2, 3])
            expect(Set([1, 2, 3])) != Set([1, 2, 3])
            expect(nil as Set<Int>?).to(equal(Set([1, 2])))
        }
        assertPasses { expect(Set([1, 2])).to(equal(Set([2, 1]))) }
    }

    func testFoundationSetsAndDictionariesPrintOnOneLine() {
        XCTAssertEqual(stringify(NSSet(object: 1 as NSNumber)), "{(1)}")
        XCTAssertEqual(stringify(NSSet()), "{()}")
        XCTAssertEqual(stringify([1: 1] as NSDictionary), "{1 = 1;}")
        XCTAssertEqual(stringify(NSDictionary()), "{}")
    }

    func testDataPrintsItsHashAndLength() {
        let data = Data("foobarfoo".utf8)
        XCTAssertEqual(stringify(data), "Data<hash=\((data as NSData).hash),length=9>")
    }
}
