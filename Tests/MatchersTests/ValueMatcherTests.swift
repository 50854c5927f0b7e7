import Foundation
import Matchers
import XCTest

final class ValueMatcherTests: XCTestCase {
    func testLogical() {
        let none: Bool? = nil
        assertPasses {
            expect(true).to(beTrue())
            expect(false).to(beFalse())
            expect(false).toNot(beTrue())
            expect(true).to(beTruthy())
            expect(none).toNot(beTruthy())
            expect(none).to(beFalsy())
            expect(false).to(beFalsy())
        }
        assertFailures([
            "expected to be true, got <false>",
            "expected to be false, got <true>",
            "expected to be true, got <nil> (use beNil() to match nils)",
            "expected to not be true, got <nil> (use beNil() to match nils)",
            "expected to be truthy, got <nil>",
            "expected to be falsy, got <true>",
        ]) {
            expect(false).to(beTrue())
            expect(true).to(beFalse())
            expect(none).to(beTrue())
            expect(none).toNot(beTrue())
            expect(none).to(beTruthy())
            expect(true).to(beFalsy())
        }
    }

    func testComparisons() {
        assertPasses {
            expect(3).to(beGreaterThan(2))
            expect(3).to(beGreaterThanOrEqualTo(3))
            expect(2).to(beLessThan(3))
            expect(3).to(beLessThanOrEqualTo(3))
            expect(3) > 2
            expect(3) >= 3
            expect(2) < 3
            expect(3) <= 3
        }
        assertFailures([
            "expected to be greater than <3>, got <3>",
            "expected to be greater than or equal to <4>, got <3>",
            "expected to be less than <3>, got <3>",
            "expected to be less than or equal to <2>, got <3>",
            "expected to not be greater than <1>, got <3>",
            "expected to be greater than <1>, got <nil> (use beNil() to match nils)",
            "expected to not be greater than <1>, got <nil> (use beNil() to match nils)",
            "expected to be greater than <nil>, got <3>",
        ]) {
            expect(3) > 3
            expect(3) >= 4
            expect(3) < 3
            expect(3) <= 2
            expect(3).toNot(beGreaterThan(1))
            expect(nil as Int?).to(beGreaterThan(1))
            expect(nil as Int?).toNot(beGreaterThan(1))
            expect(3).to(beGreaterThan(nil))
        }
    }

    func testBeCloseTo() {
        let date = Date(timeIntervalSince1970: 1_000)
        assertPasses {
            expect(0.1 + 0.2).to(beCloseTo(0.3))
            expect(1.05).to(beCloseTo(1.0, within: 0.1))
            expect(Float(1.0)).to(beCloseTo(1.00001))
            expect(date.addingTimeInterval(0.5)).to(beCloseTo(date, within: 1))
            expect([0.1 + 0.2, 1.0]).to(beCloseTo([0.3, 1.0]))
            expect(0.1 + 0.2) ≈ 0.3
            expect(1.02) ≈ (1.0, 0.05)
            expect(1.02) ≈ 1.0 ± 0.05
            expect(1.02) == 1.0 ± 0.05
            expect([1.0, 2.0]) ≈ [1.0, 2.00001]
        }
        assertFailures([
            "expected to be close to <1.0> (within 0.1), got <1.5>",
            "expected to not be close to <1.0> (within 0.0001), got <1.0>",
            "expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0, 2.5]>",
            "expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0]>",
            "expected to be close to <1.0> (within 0.0001), got <nil> (use beNil() to match nils)",
            "expected to be close to <1.0> (within 0.05), got <1.1>",
        ]) {
            expect(1.5).to(beCloseTo(1.0, within: 0.1))
            expect(1.0).toNot(beCloseTo(1.0))
            expect([1.0, 2.5]).to(beCloseTo([1.0, 2.0]))
            expect([1.0]) ≈ [1.0, 2.0]
            expect(nil as Double?).to(beCloseTo(1.0))
            expect(1.1) == 1.0 ± 0.05
        }
    }

    func testBeWithin() {
        assertPasses {
            expect(5).to(beWithin(1..<10))
            expect(10).to(beWithin(1...10))
            expect(10).toNot(beWithin(1..<10))
        }
        assertFailures(["expected to be within range <(1..<10)>, got <10>", "expected to be within range <(1...3)>, got <4>"]) {
            expect(10).to(beWithin(1..<10))
            expect(4).to(beWithin(1...3))
        }
    }

    func testTypes() {
        class Animal {}
        final class Dog: Animal {}
        let dog: Animal = Dog()
        assertPasses {
            expect(dog).to(beAKindOf(Animal.self))
            expect(dog).to(beAnInstanceOf(Dog.self))
            expect(dog).toNot(beAnInstanceOf(Animal.self))
            expect(1 as Any).to(beAKindOf(Int.self))
        }
        assertFailures([
            "expected to be a kind of String, got <Int instance>",
            "expected to be an instance of Animal, got <Dog instance>",
            "expected to be a kind of Int, got <nil> (use beNil() to match nils)",
        ]) {
            expect(1 as Any).to(beAKindOf(String.self))
            expect(dog).to(beAnInstanceOf(Animal.self))
            expect(nil as Any?).to(beAKindOf(Int.self))
        }
    }

    func testMatch() {
        assertPasses {
            expect("order-42").to(match("^order-\\d+$"))
            expect("order-x").toNot(match("\\d"))
        }
        assertFailures([
            "expected to match <\\d+>, got <order-x>",
            "expected to match <nil>, got <abc>",
        ]) {
            expect("order-x").to(match("\\d+"))
            expect("abc").to(match(nil))
        }
        let invalid = gatherFailures { expect("abc").to(match("(")) }.map(\.message)
        XCTAssertEqual(invalid.count, 1)
        XCTAssertTrue(invalid.first?.hasPrefix("expected to match <(>") == true, "\(invalid)")
        XCTAssertTrue(invalid.first?.contains("invalid regular expression") == true, "\(invalid)")
    }

    func testBeVoidAndSucceed() {
        assertPasses {
            expect { () }.to(beVoid())
            expect { ToSucceedResult.succeeded }.to(succeed())
        }
        assertFailures([
            "expected to not be void, got <()>",
            "expected to succeed, got <failed> because <missing e-mail>",
        ]) {
            expect { () }.toNot(beVoid())
            expect { ToSucceedResult.failed(reason: "missing e-mail") }.to(succeed())
        }
    }

    func testMap() {
        struct User { var name: String; var nickname: String? }
        let ada = User(name: "Ada", nickname: nil)
        assertPasses {
            expect(ada).to(map(\.name, equal("Ada")))
            expect(ada).to(map({ $0.name.count }, beGreaterThan(2)))
            expect(ada).to(map(\.nickname, beNil()))
        }
        assertFailures([
            "expected to equal <Bob>, got <Ada>",
            "expected to equal <x>, got <nil> (use beNil() to match nils)",
        ]) {
            expect(ada).to(map(\.name, equal("Bob")))
            expect(ada).to(map(\.nickname, equal("x")))
        }
    }
}
