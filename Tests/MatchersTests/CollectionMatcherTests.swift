import Matchers
import XCTest

final class CollectionMatcherTests: XCTestCase {
    struct Permissions: OptionSet { let rawValue: Int; static let read = Permissions(rawValue: 1) }

    func testBeEmpty() {
        assertPasses {
            expect([Int]()).to(beEmpty())
            expect("").to(beEmpty())
            expect([String: Int]()).to(beEmpty())
            expect(Set<Int>()).to(beEmpty())
            expect(Permissions()).to(beEmpty())
            expect([1]).toNot(beEmpty())
        }
        assertFailures([
            "expected to be empty, got <[1]>",
            "expected to not be empty, got <>",
            "expected to be empty, got <nil> (use beNil() to match nils)",
            "expected to not be empty, got <nil> (use beNil() to match nils)",
            "unexpected error thrown: <boom>",
        ]) {
            expect([1]).to(beEmpty())
            expect("").toNot(beEmpty())
            expect(nil as [Int]?).to(beEmpty())
            expect(nil as [Int]?).toNot(beEmpty())
            expect { [try explode()] }.to(beEmpty())
        }
    }

    func testHaveCount() {
        assertPasses {
            expect([1, 2]).to(haveCount(2))
            expect([1, 2]).toNot(haveCount(3))
        }
        assertFailures([
            "expected to have Array<Int> with count 3, got 2\nActual Value: [1, 2]",
            "expected to not have Array<Int> with count 2, got 2\nActual Value: [1, 2]",
            "expected to have a collection with count 1, got <nil> (use beNil() to match nils)",
        ]) {
            expect([1, 2]).to(haveCount(3))
            expect([1, 2]).toNot(haveCount(2))
            expect(nil as [Int]?).to(haveCount(1))
        }
    }

    func testContain() {
        assertPasses {
            expect([1, 2, 3]).to(contain(1, 3))
            expect([1, 2, 3]).to(contain([2]))
            expect(Set([1, 2])).to(contain(2))
            expect(Permissions.read).to(contain(.read))
            expect("hello world").to(contain("hello", "world"))
            expect("hello").toNot(contain("bye"))
        }
        assertFailures([
            "expected to contain <3>, got <[1, 2]>",
            "expected to contain <1, 4>, got <[1, 2]>",
            "expected to not contain <1>, got <[1, 2]>",
            "expected to contain <bye>, got <hello>",
            "expected to contain <1>, got <nil> (use beNil() to match nils)",
        ]) {
            expect([1, 2]).to(contain(3))
            expect([1, 2]).to(contain(1, 4))
            expect([1, 2]).toNot(contain(1))
            expect("hello").to(contain("bye"))
            expect(nil as [Int]?).to(contain(1))
        }
    }

    func testContainElementSatisfying() {
        assertPasses {
            expect([1, 2]).to(containElementSatisfying({ $0 == 2 }))
            expect([1, 2]).toNot(containElementSatisfying({ $0 == 5 }, "that is five"))
        }
        assertFailures([
            "expected to find object in collection that satisfies matcher",
            "expected to find object in collection that is five",
            "expected to not find object in collection that satisfies matcher",
        ]) {
            expect([1, 2]).to(containElementSatisfying({ $0 == 5 }))
            expect([1, 2]).to(containElementSatisfying({ $0 == 5 }, "that is five"))
            expect([1, 2]).toNot(containElementSatisfying({ $0 == 1 }))
        }
    }

    func testBeginWithAndEndWith() {
        assertPasses {
            expect([1, 2, 3]).to(beginWith(1))
            expect([1, 2, 3]).to(endWith(3))
            expect("apple").to(beginWith("ap"))
            expect("apple").to(endWith("le"))
            expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
            expect([1, 2, 3]).to(endWith(suffix: [2, 3]))
            expect([1, 2, 3]).toNot(endWith(suffix: [1, 2, 3, 4]))
        }
        assertFailures([
            "expected to begin with <2>, got <[1, 2]>",
            "expected to end with <1>, got <[1, 2]>",
            "expected to begin with <b>, got <apple>",
            "expected to end with <x>, got <apple>",
            "expected to begin with <[2]>, got <[1, 2]>",
            "expected to end with <[1]>, got <[1, 2]>",
            "expected to not begin with <a>, got <apple>",
            "expected to begin with <1>, got <nil> (use beNil() to match nils)",
        ]) {
            expect([1, 2]).to(beginWith(2))
            expect([1, 2]).to(endWith(1))
            expect("apple").to(beginWith("b"))
            expect("apple").to(endWith("x"))
            expect([1, 2]).to(beginWith(prefix: [2]))
            expect([1, 2]).to(endWith(suffix: [1]))
            expect("apple").toNot(beginWith("a"))
            expect(nil as [Int]?).to(beginWith(1))
        }
    }

    func testAllPass() {
        assertPasses {
            expect([1, 2]).to(allPass(beLessThan(3)))
            expect([2, 4]).to(allPass { $0 % 2 == 0 })
            expect([Int]()).to(allPass(equal(1)))
        }
        assertFailures([
            "expected to all be less than <3>, but failed first at element <7> in <[1, 7]>",
            "expected to all pass a condition, but failed first at element <3> in <[2, 3]>",
            "expected to all be even, but failed first at element <3> in <[2, 3]>",
            "expected to not all be less than <3>",
            "expected to all pass (use beNil() to match nils)",
        ]) {
            expect([1, 7]).to(allPass(beLessThan(3)))
            expect([2, 3]).to(allPass { $0 % 2 == 0 })
            expect([2, 3]).to(allPass("be even") { $0 % 2 == 0 })
            expect([1, 2]).toNot(allPass(beLessThan(3)))
            expect(nil as [Int]?).to(allPass(beLessThan(3)))
        }
    }
}
