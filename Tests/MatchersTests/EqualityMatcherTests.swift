import Foundation
import Matchers
import XCTest

final class EqualityMatcherTests: XCTestCase {
    struct Point: Equatable { var x: Int; var y: Int }

    func testEqual() {
        assertPasses {
            expect(1).to(equal(1))
            expect(1).toNot(equal(2))
            expect([1, nil]).to(equal([1, nil]))
            expect(["a": 1]).to(equal(["a": 1]))
            expect(Set([1, 2])).to(equal(Set([2, 1])))
            expect((1, "a", 2.0)).to(equal((1, "a", 2.0)))
            expect((1, 2, 3, 4, 5, 6)).to(equal((1, 2, 3, 4, 5, 6)))
        }
        assertFailures([
            "expected to equal <2>, got <1>",
            "expected to not equal <1>, got <1>",
            "expected to equal <b>, got <a>",
            "expected to equal <Point(x: 1, y: 3)>, got <Point(x: 1, y: 2)>",
            "expected to equal <(1, \"b\")>, got <(1, \"a\")>",
        ]) {
            expect(1).to(equal(2))
            expect(1).toNot(equal(1))
            expect("a").to(equal("b"))
            expect(Point(x: 1, y: 2)).to(equal(Point(x: 1, y: 3)))
            expect((1, "a")).to(equal((1, "b")))
        }
    }

    func testEqualWithNil() {
        let none: Int? = nil
        assertFailures([
            "expected to equal <1>, got <nil> (use beNil() to match nils)",
            "expected to not equal <1>, got <nil> (use beNil() to match nils)",
            "expected to equal <nil>, got <1> (use beNil() to match nils)",
            "expected to equal <nil>, got <nil> (use beNil() to match nils)",
        ]) {
            expect(none).to(equal(1))
            expect(none).toNot(equal(1))
            expect(1).to(equal(none))
            expect(none).to(equal(none))
        }
    }

    func testEqualWithThrownError() {
        assertFailures(["unexpected error thrown: <boom>"]) { expect { try explode() }.to(equal(1)) }
    }

    func testOperators() {
        assertPasses {
            expect(1) == 1
            expect(1) != 2
            expect(nil as Int?) == nil
            expect([1, 2]) == [1, 2]
            expect({ () }()) == ()
        }
        assertFailures(["expected to equal <2>, got <1>", "expected to not equal <1>, got <1>"]) {
            expect(1) == 2
            expect(1) != 1
        }
    }

    enum Light { case red, green }

    func testOperatorsTakeOptionalAndNonOptionalExpectedValues() {
        let some: Int? = 2
        let none: Int? = nil
        let light = Light.red
        let point = Point(x: 1, y: 2)
        assertPasses {
            expect(1 + 1) == 1 + 1
            expect(some) == 1 + 1
            expect(2) == some
            expect(some) == some
            expect(1) != some
            expect(some) != 3
            expect(light) == .red
            expect(light) != .green
            expect(point) == .init(x: 1, y: 2)
            expect(point) != .init(x: 2, y: 1)
            expect(none) == nil
            expect(some) != nil
            expect(1 + 1).to(equal(1 + 1))
            expect(some).to(equal(1 + 1))
            expect(2).to(equal(some))
            expect(light).to(equal(.red))
            expect(point).to(equal(.init(x: 1, y: 2)))
            expect(point).toNot(equal(.init(x: 2, y: 1)))
        }
        assertFailures([
            "expected to equal <3>, got <2>",
            "expected to not equal <2>, got <2>",
            "expected to equal <2>, got <nil> (use beNil() to match nils)",
            "expected to equal <nil>, got <2> (use beNil() to match nils)",
            "expected to not equal <nil>, got <2> (use beNil() to match nils)",
            "expected to equal <nil>, got <nil> (use beNil() to match nils)",
            "expected to equal <green>, got <red>",
            "unexpected error thrown: <boom>",
            "expected to equal <3>, got <2>",
            "expected to equal <nil>, got <2> (use beNil() to match nils)",
            "expected to equal <2>, got <nil> (use beNil() to match nils)",
        ]) {
            expect(1 + 1) == 1 + 2
            expect(some) != 1 + 1
            expect(none) == 1 + 1
            expect(2) == none
            expect(2) != none
            expect(none) == none
            expect(light) == .green
            expect { try explode() } == 1 + 1
            expect(1 + 1).to(equal(1 + 2))
            expect(2).to(equal(none))
            expect(none).to(equal(1 + 1))
        }
    }

    func testAsyncOperatorsTakeOptionalAndNonOptionalExpectedValues() async {
        let some: Int? = 2
        let none: Int? = nil
        let failures = await gatherFailures {
            await expect { await Task.yield(); return 1 + 1 } == 1 + 1
            await expect { await Task.yield(); return 1 + 1 } != 1 + 2
            await expect { await Task.yield(); return 2 } == some
            await expect { await Task.yield(); return 2 } == 1 + 2
            await expect { await Task.yield(); return 2 } != 1 + 1
            await expect { await Task.yield(); return 2 } == none
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <3>, got <2>",
            "expected to not equal <2>, got <2>",
            "expected to equal <nil>, got <2> (use beNil() to match nils)",
        ])
    }

    func testBeNil() {
        let none: Int? = nil
        let nested: Int?? = .some(nil)
        assertPasses {
            expect(none).to(beNil())
            expect(nested).to(beNil())
            expect(1).toNot(beNil())
        }
        assertFailures(["expected to be nil, got <1>", "expected to not be nil, got <nil>", "unexpected error thrown: <boom>"]) {
            expect(1 as Int?).to(beNil())
            expect(none).toNot(beNil())
            expect { try explode() }.to(beNil())
        }
    }

    func testBeIdenticalTo() {
        final class Box {}
        let box = Box(), other = Box()
        assertPasses {
            expect(box).to(beIdenticalTo(box))
            expect(box).toNot(beIdenticalTo(other))
            expect(box).to(be(box))
            expect(box) === box
            expect(box) !== other
        }
        // Nimble's form: the address as `%p` prints it, which on Linux has no zero padding.
        let address = { (object: AnyObject) in NSString(format: "<%p>", unsafeBitCast(object, to: Int.self)).description }
        XCTAssertFalse(address(box).hasPrefix("<0x0"), address(box))
        let line: UInt = #line + 5
        let failures = gatherFailures {
            expect(box).to(beIdenticalTo(other))
            expect(box).toNot(beIdenticalTo(box))
            expect(nil as Box?).to(beIdenticalTo(box))
            expect(box) === other
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to be identical to \(address(other)), got \(address(box))",
            "expected to not be identical to \(address(box)), got \(address(box))",
            "expected to be identical to \(address(box)), got nil (use beNil() to match nils)",
            "expected to be identical to \(address(other)), got \(address(box))",
        ])
        XCTAssertEqual(failures.map(\.line), [line - 3, line - 2, line - 1, line])
    }

    func testElementsEqual() {
        assertPasses {
            expect([1, 2, 3]).to(elementsEqual(1...3))
            expect(["a"]).to(elementsEqual(["A"], by: { $0.uppercased() == $1 }))
            expect([1, 2]).toNot(elementsEqual([2, 1]))
        }
        assertFailures([
            "expected to elementsEqual <[2, 1]>, got <[1, 2]>",
            "expected to elementsEqual <nil>, got <[1, 2]> (use beNil() to match nils)",
        ]) {
            expect([1, 2]).to(elementsEqual([2, 1]))
            expect([1, 2]).to(elementsEqual(nil as [Int]?))
        }
    }

    func testDiffForLargeStructs() {
        struct Order: Equatable {
            var id: Int
            var customer: String
            var items: [String]
        }
        let expected = Order(id: 1, customer: "Ada Lovelace", items: ["tea", "scones", "jam"])
        var actual = expected
        actual.items[1] = "cake"
        assertFailures(["""
            expected to equal <Order(id: 1, customer: "Ada Lovelace", items: ["tea", "scones", "jam"])>, \
            got <Order(id: 1, customer: "Ada Lovelace", items: ["tea", "cake", "jam"])>
            Difference (- expected, + actual):
              … (3 unchanged)
                items: [
                  "tea",
            -     "scones",
            +     "cake",
                  "jam"
                ]
              … (1 unchanged)
            """]) {
            expect(actual) == expected
        }
    }

    func testDiffForMultilineStrings() {
        let expected = "first line\nsecond line\nthird line"
        let actual = "first line\nsecond LINE\nthird line"
        assertFailures(["""
            expected to equal <\(expected)>, got <\(actual)>
            Difference (- expected, + actual):
              first line
            - second line
            + second LINE
              third line
            """]) {
            expect(actual) == expected
        }
    }

    func testNoDiffForSmallValues() {
        assertFailures(["expected to equal <[1, 2]>, got <[1, 3]>"]) { expect([1, 3]) == [1, 2] }
    }

    func testDictionariesAndSetsPrintInTheSameOrderEveryRun() {
        // Swift's own order depends on the process's hash seed; the message's must not.
        assertFailures(["expected to equal <[\"a\": 1, \"b\": 2, \"c\": 3]>, got <[\"a\": 1, \"b\": 2, \"c\": 30]>"]) {
            expect(["c": 30, "b": 2, "a": 1]) == ["b": 2, "c": 3, "a": 1]
        }
        assertFailures(["expected to equal <[1, 2, 3]>, got <[1, 2]>, missing <[3]>"]) { expect(Set([2, 1])) == Set([3, 1, 2]) }
        XCTAssertEqual(stringify([String: Int]()), "[:]")
        XCTAssertEqual(stringify(Set([10, 2, -1])), "Set([-1, 2, 10])", "numbers by value")
        XCTAssertEqual(stringify(["z": ["y": 1, "x": 2], "a": ["c": 3, "b": 4]]), "[\"a\": [\"b\": 4, \"c\": 3], \"z\": [\"x\": 2, \"y\": 1]]",
                       "and the collections inside")
        XCTAssertEqual(stringify(["s": Set([3, 1])]), "[\"s\": Set([1, 3])]")
        XCTAssertEqual(stringify([["b": 1, "a": 2]]), "[[\"a\": 2, \"b\": 1]]", "in an array too")
    }

    func testDiffForDictionariesIsSortedByKey() {
        let expected = ["apple": 1, "banana": 2, "cherry": 3, "damson": 4]
        var actual = expected
        actual["cherry"] = 30
        let message = gatherFailures { expect(actual) == expected }.first?.message ?? ""
        XCTAssertTrue(message.hasSuffix("""
            Difference (- expected, + actual):
              … (1 unchanged)
                apple: 1,
                banana: 2,
            -   cherry: 3,
            +   cherry: 30,
                damson: 4
              ]
            """), message)
    }
}

final class DiffTests: XCTestCase {
    enum Shape: Equatable { case circle(radius: Int), square(side: Int, label: String) }

    func testEnumPayloadsAndNestedValuesAreDumpedStructurally() {
        let expected = [Shape.circle(radius: 10), .square(side: 20, label: "a long label for the square")]
        let actual = [Shape.circle(radius: 10), .square(side: 21, label: "a long label for the square")]
        let message = gatherFailures { expect(actual) == expected }.first?.message ?? ""
        XCTAssertTrue(message.hasSuffix("""
            Difference (- expected, + actual):
              … (3 unchanged)
                ),
                Shape.square(
            -     side: 20,
            +     side: 21,
                  label: "a long label for the square"
                )
              … (1 unchanged)
            """), message)
    }

    func testHugeValuesFallBackToBlockDiffWithoutLosingLines() {
        let expected = (0..<1_500).map { "line \($0)" }.joined(separator: "\n")
        let actual = (0..<1_500).map { "line \($0 * 2)" }.joined(separator: "\n")
        let message = gatherFailures { expect(actual) == expected }.first?.message ?? ""
        XCTAssertTrue(message.contains("- line 1\n"), String(message.prefix(300)))
        XCTAssertTrue(message.contains("+ line 2998"), String(message.suffix(300)))
    }
}
