import Matchers
import XCTest

/// A passing check builds no failure text: the message parameters of the matcher short-hands
/// and the built-in matchers' messages are built only when a failure shows them.
final class LazyMessageTests: XCTestCase {
    /// A value that counts how often a failure message rendered it.
    final class Rendered: Equatable, CustomDebugStringConvertible, @unchecked Sendable {
        var renderings = 0
        let value: Int
        init(_ value: Int) { self.value = value }
        var debugDescription: String {
            renderings += 1
            return "#\(value)"
        }
        static func == (lhs: Rendered, rhs: Rendered) -> Bool { lhs.value == rhs.value }
    }

    func testPassingChecksRenderNoValue() {
        let expected = Rendered(1)
        assertPasses {
            expect(Rendered(1)) == expected
            expect(Rendered(2)) != expected
            expect(Rendered(1)).to(equal(expected))
            expect(Rendered(2)).toNot(equal(expected))
            expect([Rendered(1)]).to(contain(expected))
            expect([expected]).to(haveCount(1))
            expect(Rendered(1)).to(map(\.value, equal(1)))
        }
        XCTAssertEqual(expected.renderings, 0)
    }

    func testFailingChecksRenderTheExpectedValueForTheMessageAndTheDiffCheck() {
        let expected = Rendered(1)
        assertFailures(["expected to equal <#1>, got <#2>"]) {
            expect(Rendered(2)) == expected
        }
        // Once in the message, once to decide whether the values are large enough for a diff.
        XCTAssertEqual(expected.renderings, 2)
    }

    func testShortHandsBuildTheirMessageOnlyOnFailure() {
        var built = 0
        func described(_ text: String) -> String {
            built += 1
            return text
        }
        func beEven() -> Matcher<Int> {
            Matcher.define(described("be even")) { expression, message in
                MatcherResult(bool: try expression.evaluate().map { $0 % 2 == 0 } ?? false, message: message)
            }
        }
        func beOdd() -> Matcher<Int> {
            Matcher.simple(described("be odd")) { MatcherStatus(bool: try $0.evaluate().map { $0 % 2 != 0 } ?? false) }
        }
        func bePositive() -> Matcher<Int> {
            .expectedTo(described("be positive")) { $0 > 0 }
        }
        assertPasses {
            expect(2).to(beEven())
            expect(3).to(beOdd())
            expect(3).to(bePositive())
            expect(3).toNot(beEven())
        }
        XCTAssertEqual(built, 0)
        assertFailures([
            "expected to be even, got <3>",
            "expected to be odd, got <nil> (use beNil() to match nils)",
            "expected to not be positive, got <3>",
        ]) {
            expect(3).to(beEven())
            expect(nil as Int?).to(beOdd())
            expect(3).toNot(bePositive())
        }
        XCTAssertEqual(built, 3)
    }

    func testDeferredMessagesComposeLikeBuiltOnes() {
        let built = ExpectationMessage.expectedActualValueTo("equal <2>").appended(details: "Details")
        let deferred = ExpectationMessage.deferred { built }
        for message in [built, deferred] {
            XCTAssertEqual(
                message.appendedBeNilHint().prepended(expectation: "all ").toString(actual: "<1>"),
                "expected to all equal <2>, got <1> (use beNil() to match nils)\n\nDetails")
            XCTAssertEqual(message.expectedMessage, "equal <2>")
        }
    }
}
