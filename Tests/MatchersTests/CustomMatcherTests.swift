import Matchers
import XCTest

/// The documented ways to write a matcher, each composed with `toNot`, operators and groups.
final class CustomMatcherTests: XCTestCase {
    func beEven() -> Matcher<Int> {
        .expectedTo("be even") { $0 % 2 == 0 }
    }

    func beOdd() -> Matcher<Int> {
        Matcher.simple("be odd") { expression in
            MatcherStatus(bool: try expression.evaluate().map { $0 % 2 != 0 } ?? false)
        }
    }

    func haveLength(_ length: Int) -> Matcher<String> {
        Matcher.define("have length <\(length)>") { expression, message in
            guard let actual = try expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
            return MatcherResult(bool: actual.count == length, message: message)
        }
    }

    func beCalled(_ times: Int) -> Matcher<[String]> {
        Matcher { expression in
            let calls = try expression.evaluate() ?? []
            return MatcherResult(
                bool: calls.count == times,
                message: .expectedCustomValueTo("be called <\(times)> times", actual: "<\(calls.count)> calls"))
        }
    }

    func testShortHands() {
        assertPasses {
            expect(4).to(beEven())
            expect(3).toNot(beEven())
            expect(3).to(beOdd())
            expect("abc").to(haveLength(3))
            expect(["a"]).to(beCalled(1))
            expect([2, 4]).to(allPass(beEven()))
            expect(4).to(beEven() && beGreaterThan(2))
            expect(3).to(beEven() || beOdd())
        }
        assertFailures([
            "expected to be even, got <3>",
            "expected to not be even, got <4>",
            "expected to be odd, got <4>",
            "expected to have length <2>, got <abc>",
            "expected to be called <2> times, got <1> calls",
            "expected to all be even, but failed first at element <3> in <[2, 3]>",
            "expected to be even, got <nil> (use beNil() to match nils)",
            "expected to not be even, got <nil> (use beNil() to match nils)",
        ]) {
            expect(3).to(beEven())
            expect(4).toNot(beEven())
            expect(4).to(beOdd())
            expect("abc").to(haveLength(2))
            expect(["a"]).to(beCalled(2))
            expect([2, 3]).to(allPass(beEven()))
            expect(nil as Int?).to(beEven())
            expect(nil as Int?).toNot(beEven())
        }
    }

    func testExpectationMessageComposition() {
        let base = ExpectationMessage.expectedActualValueTo("equal <2>")
        XCTAssertEqual(base.toString(actual: "<1>"), "expected to equal <2>, got <1>")
        XCTAssertEqual(base.appended(message: "!").toString(actual: "<1>"), "expected to equal <2>, got <1>!")
        XCTAssertEqual(base.appended(details: "more").toString(actual: "<1>", to: "to not"), "expected to not equal <2>, got <1>\n\nmore")
        XCTAssertEqual(base.appended(details: "more").appended(message: "!").toString(actual: "<1>"), "expected to equal <2>, got <1>!\n\nmore")
        XCTAssertEqual(base.prepended(expectation: "all ").toString(actual: "<1>"), "expected to all equal <2>, got <1>")
        XCTAssertEqual(base.wrappedExpectation(before: "a ", after: " b").expectedMessage, "a equal <2> b")
        XCTAssertEqual(ExpectationMessage.prepends("note: ", .expectedTo("x")).toString(actual: ""), "note: expected to x")
        XCTAssertEqual(ExpectationMessage.fail("plain").toString(actual: "<1>"), "plain")
        XCTAssertEqual(ExpectationMessage.expectedCustomValueTo("be odd", actual: "two").toString(actual: "<2>"), "expected to be odd, got two")
    }

    func testStringify() {
        XCTAssertEqual(stringify(3 as Int?), "3")
        XCTAssertEqual(stringify(nil as Int?), "nil")
        XCTAssertEqual(stringify([1, nil, 3] as [Int?]), "[1, nil, 3]")
        XCTAssertEqual(stringify("text"), "text")
        XCTAssertEqual(stringify(["a": 1]), "[\"a\": 1]")
        XCTAssertEqual(stringify(Result<Int, Boom>.success(1)), "success(1)")
    }
}
