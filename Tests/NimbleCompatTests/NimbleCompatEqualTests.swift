import NimbleCompat
import XCTest

private struct Point: Hashable {
    let x: Int
    let y: Int
    init(x: Int, y: Int = 0) {
        self.x = x
        self.y = y
    }
}

/// Nimble's `equal` forms that the generic `equal` leaves out: arrays and dictionaries checked
/// against optional elements, and implicit members (`.init(…)`) of the value's own type.
final class NimbleCompatEqualTests: XCTestCase {
    private let found: () -> String? = { "a" }

    func testAnArrayAgainstOptionalElements() {
        let names: [String] = ["a"]
        let line = #line
        let failures = gatherFailures {
            expect(names).to(equal([found()]))
            expect(names) == [found()]
            expect(names) == [found()] as [String?]
            expect(names).toNot(equal([nil]))
            expect(names) != [nil]
            expect(names).to(equal([nil]))
            expect(names) == [found(), nil]
            expect(names) != [found()]
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <[nil]>, got <[a]>",
            "expected to equal <[a, nil]>, got <[a]>",
            "expected to not equal <[a]>, got <[a]>",
        ])
        XCTAssertEqual(failures.map(\.line), [7, 8, 9].map { UInt(line + $0) })
    }

    func testADictionaryAgainstOptionalValues() {
        let labels: [String: String] = ["k": "a"]
        let line = #line
        let failures = gatherFailures {
            expect(labels).to(equal(["k": found()]))
            expect(labels) == ["k": found()]
            expect(labels) == ["k": found()] as [String: String?]
            expect(labels) != ["k": nil]
            expect(labels).to(equal(["k": nil]))
            expect(labels) == ["j": found()]
            expect(labels) != ["k": found()]
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <[\"k\": nil]>, got <[\"k\": Optional(\"a\")]>",
            "expected to equal <[\"j\": Optional(\"a\")]>, got <[\"k\": Optional(\"a\")]>",
            "expected to not equal <[\"k\": Optional(\"a\")]>, got <[\"k\": Optional(\"a\")]>",
        ])
        XCTAssertEqual(failures.map(\.line), [6, 7, 8].map { UInt(line + $0) })
    }

    func testAnImplicitMemberOfTheValuesType() {
        let point = Point(x: 1)
        let points: Set<Point> = [point]
        let line = #line
        let failures = gatherFailures {
            expect(point).to(equal(.init(x: 1)))
            expect(point).toNot(equal(.init(x: 2)))
            expect(point) == .init(x: 1)
            expect(point) != .init(x: 2)
            expect(points) == .init([Point(x: 1)])
            expect(point) == .init(x: 2)
            expect(point).to(equal(.init(x: 3, y: 1)))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <Point(x: 2, y: 0)>, got <Point(x: 1, y: 0)>",
            "expected to equal <Point(x: 3, y: 1)>, got <Point(x: 1, y: 0)>",
        ])
        XCTAssertEqual(failures.map(\.line), [7, 8].map { UInt(line + $0) })
    }

    @available(*, deprecated, message: "uses Nimble's deprecated Predicate on purpose")
    func testPredicateIsNimblesOldNameOfMatcher() {
        func beEven() -> Matcher<Int> {
            Predicate.simple("be even") { actual in MatcherStatus(bool: try actual.evaluate().map { $0 % 2 == 0 } ?? false) }
        }
        func beOdd() -> Matcher<Int> {
            Predicate { actual in
                MatcherResult(bool: try actual.evaluate().map { $0 % 2 == 1 } ?? false, message: .expectedTo("be odd"))
            }
        }
        let line = #line
        let failures = gatherFailures {
            expect(2).to(beEven())
            expect(3).to(beOdd())
            expect(3).to(beEven())
            expect(2).to(beOdd())
        }
        XCTAssertEqual(failures.map(\.message), ["expected to be even, got <3>", "expected to be odd"])
        XCTAssertEqual(failures.map(\.line), [4, 5].map { UInt(line + $0) })
    }
}
