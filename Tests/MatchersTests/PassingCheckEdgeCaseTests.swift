import Matchers
import XCTest

/// The cases a fast path for passing checks could get wrong (issue 12): each must keep failing
/// with the same message at the same line, and a passing check must stay a pass that
/// `gatherExpectations` sees with its message.
final class PassingCheckEdgeCaseTests: XCTestCase {
    /// Equal to nothing, not even itself.
    struct NeverEqual: Equatable, CustomStringConvertible {
        static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }
        var description: String { "never" }
    }

    /// A class compared by value, not by identity.
    final class Account: Equatable, CustomStringConvertible {
        let balance: Int
        init(_ balance: Int) { self.balance = balance }
        static func == (lhs: Account, rhs: Account) -> Bool { lhs.balance == rhs.balance }
        var description: String { "Account(\(balance))" }
    }

    func testNaNNeverEqualsNaN() {
        let line = #line
        let failures = gatherFailures {
            expect(Double.nan) == .nan
            expect(Double.nan).to(equal(.nan))
            expect(Double.nan).toNot(equal(1))
            expect(Double.nan) != 1
            expect(Double.nan) != .nan
            expect(Double.nan).toNot(equal(.nan))
        }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <nan>, got <nan>", "expected to equal <nan>, got <nan>"])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 3))
    }

    func testAnIrreflexiveEqualityFails() {
        let value = NeverEqual()
        let line = #line
        let failures = gatherFailures {
            expect(value) == value
            expect(value).to(equal(value))
            expect(value) != value
            expect(value).toNot(equal(value))
            expect(value).notTo(equal(value))
        }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <never>, got <never>", "expected to equal <never>, got <never>"])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 3))
    }

    func testClassesCompareWithTheirOwnEquality() {
        let account = Account(10)
        let line = #line
        let failures = gatherFailures {
            expect(account) == Account(10)
            expect(account).to(equal(Account(10)))
            expect(account) != Account(20)
            expect(account) == Account(20)
            expect(account).to(equal(Account(20)))
            expect(account) != Account(10)
            expect(account).toNot(equal(account))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <Account(20)>, got <Account(10)>",
            "expected to equal <Account(20)>, got <Account(10)>",
            "expected to not equal <Account(10)>, got <Account(10)>",
            "expected to not equal <Account(10)>, got <Account(10)>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 5, 6, 7, 8))
    }

    func testAThrowingExpressionIsAnErrorNotAPass() {
        let line = #line
        let failures = gatherFailures {
            expect(try explode()) == 1
            expect(try explode()) != 1
            expect(try explode()).to(equal(1))
            expect(try explode()).toNot(equal(1))
            expect(try explode()).notTo(equal(1))
            expect(try explode()).toEventually(equal(1), timeout: .milliseconds(50))
        }
        XCTAssertEqual(failures.map(\.message), Array(repeating: "unexpected error thrown: <boom>", count: 6))
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 3, 4, 5, 6, 7))
    }

    func testNilActualAndNilExpected() {
        let none: Int? = nil
        let some: Int? = 1
        let line = #line
        let failures = gatherFailures {
            expect(nil as Int?) == nil
            expect(none) == nil
            expect(some) != nil
            expect(none) == 1
            expect(none) != 1
            expect(none).to(equal(1))
            expect(some) == nil
            expect(none) != nil
            expect(some) == none
            expect(none) == none
            expect(none).toNot(equal(none))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <1>, got <nil> (use beNil() to match nils)",
            "expected to not equal <1>, got <nil> (use beNil() to match nils)",
            "expected to equal <1>, got <nil> (use beNil() to match nils)",
            "expected to be nil, got <1>",
            "expected to not be nil, got <nil>",
            "expected to equal <nil>, got <1> (use beNil() to match nils)",
            "expected to equal <nil>, got <nil> (use beNil() to match nils)",
            "expected to not equal <nil>, got <nil> (use beNil() to match nils)",
        ])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 5, 6, 7, 8, 9, 10, 11, 12))
    }

    func testTheExpressionRunsOncePerCheck() {
        var calls = 0
        func next() -> Int { calls += 1; return 1 }
        let checks: [(String, () -> Void)] = [
            ("== passing", { expect(next()) == 1 }),
            ("== failing", { expect(next()) == 2 }),
            ("!= passing", { expect(next()) != 2 }),
            ("!= failing", { expect(next()) != 1 }),
            ("equal passing", { expect(next()).to(equal(1)) }),
            ("equal failing", { expect(next()).to(equal(2)) }),
            ("toNot passing", { expect(next()).toNot(equal(2)) }),
            ("notTo failing", { expect(next()).notTo(equal(1)) }),
            ("beNil failing", { expect(next()).to(beNil()) }),
            ("contain passing", { expect([next()]).to(contain(1)) }),
            ("haveCount passing", { expect([next()]).to(haveCount(1)) }),
            ("beCloseTo passing", { expect(Double(next())).to(beCloseTo(1, within: 0.1)) }),
            ("toEventually passing at once", { expect(next()).toEventually(equal(1)) }),
            ("require passing", { _ = try? require(next()).to(equal(1)) }),
        ]
        for (name, check) in checks {
            calls = 0
            _ = gatherFailures { check() }
            XCTAssertEqual(calls, 1, name)
        }
    }

    func testCopiesOfAnExpectationShareOneEvaluation() {
        var calls = 0
        func next() -> Int? { calls += 1; return 1 }
        let stored = expect(next())
        let failures = gatherFailures {
            stored.to(equal(1))
            stored.toNot(beNil())
            stored == 1
            stored.to(equal(1)).toNot(equal(2)).to(beGreaterThan(0))
            _ = try? stored.expression.evaluate()
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(calls, 1)
    }

    func testAnEvaluationWithoutCachingReplacesTheCachedOutcome() throws {
        var outcomes: [Int?] = [nil, 1, nil, 2]
        var throwsNext = true
        let expression = Expression(expression: { () throws -> Int? in
            if throwsNext { throwsNext = false; throw Boom() }
            return outcomes.removeFirst()
        }, location: SourceLocation())
        let fresh = expression.withoutCaching()
        XCTAssertThrowsError(try fresh.evaluate())
        XCTAssertThrowsError(try expression.evaluate(), "the cached error")
        XCTAssertNil(try fresh.evaluate())
        XCTAssertNil(try expression.evaluate(), "the error is gone")
        XCTAssertEqual(try fresh.evaluate(), 1)
        XCTAssertEqual(try expression.evaluate(), 1)
        XCTAssertNil(try fresh.evaluate())
        XCTAssertNil(try expression.evaluate(), "the value is gone")
        XCTAssertEqual(try fresh.evaluate(), 2)
        XCTAssertEqual(try expression.evaluate(), 2)
    }

    func testAPassingCheckSeesWhatPollingLastEvaluated() {
        var value: Int? = 1
        let stored = expect(value)
        XCTAssertEqual(gatherFailures {
            stored.to(equal(1))
            value = nil
            stored.toEventually(beNil(), timeout: .milliseconds(100))
            stored.to(beNil())
            stored.toNot(equal(1))
        }.map(\.message), ["expected to not equal <1>, got <nil> (use beNil() to match nils)"])
    }

    func testEqualKeepsExpectedValuesOfEverySize() {
        struct Wide: Equatable, CustomStringConvertible {
            var first = 1, second = 2, third = 3, fourth = 4
            var description: String { "wide(\(first))" }
        }
        let nestedNone: Int?? = .some(nil)
        let nestedOne: Int?? = .some(1)
        let line = #line
        let failures = gatherFailures {
            expect("text").to(equal("text"))
            expect(Wide()).to(equal(Wide()))
            expect(Wide()).toNot(equal(Wide(first: 0)))
            expect(nestedOne).to(equal(Optional(1)))
            expect(nestedNone).to(equal(Optional<Int>.none))
            expect(nestedNone).toNot(equal(Optional(1)))
            expect(Wide()).to(equal(Wide(first: 0)))
            expect("text").toNot(equal("text"))
            expect(nestedNone).to(equal(Optional(1)))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <wide(0)>, got <wide(1)>",
            "expected to not equal <text>, got <text>",
            "expected to equal <1>, got <nil>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 8, 9, 10))
    }

    func testPassingChecksAreGatheredWithTheirMessages() throws {
        let optional: Int? = nil
        let line = #line
        let records = gatherExpectations(silently: true) {
            expect(1) == 1
            expect(1) != 2
            expect(1).to(equal(1))
            expect(1).toNot(equal(2))
            expect(optional).to(beNil())
            expect(true).to(beTrue())
            expect([1, 2, 3]).to(contain(3))
            expect(1.0).to(beCloseTo(1, within: 0.01))
            expect([1, 2, 3]).to(haveCount(3))
            _ = try? require(1 as Int?).toNot(beNil())
            expect(1).toEventually(equal(1))
            expect(optional) == nil
        }
        XCTAssertEqual(records.map(\.success), Array(repeating: true, count: 12))
        XCTAssertEqual(records.map(\.message.stringValue), [
            "expected to equal <1>, got <1>",
            "expected to not equal <2>, got <1>",
            "expected to equal <1>, got <1>",
            "expected to not equal <2>, got <1>",
            "expected to be nil, got <nil>",
            "expected to be true, got <true>",
            "expected to contain <3>, got <[1, 2, 3]>",
            "expected to be close to <1.0> (within 0.01), got <1.0>",
            "expected to have Array<Int> with count 3, got 3\nActual Value: [1, 2, 3]",
            "expected to not be nil, got <1>",
            "expected to eventually equal <1>, got <1>",
            "expected to be nil, got <nil>",
        ])
        XCTAssertEqual(records.map(\.location.line), lines(UInt(line), 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13))
    }

    func testFailingCommonMatchersKeepTheirMessageAndLine() {
        let present: Int? = 1
        let line = #line
        let failures = gatherFailures {
            expect(present).to(beNil())
            expect(false).to(beTrue())
            expect([1, 2, 3]).to(contain(4))
            expect(1.0).to(beCloseTo(2, within: 0.01))
            expect([1, 2, 3]).to(haveCount(4))
            _ = try require(nil as Int?).toNot(beNil())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to be nil, got <1>",
            "expected to be true, got <false>",
            "expected to contain <4>, got <[1, 2, 3]>",
            "expected to be close to <2.0> (within 0.01), got <1.0>",
            "expected to have Array<Int> with count 4, got 3\nActual Value: [1, 2, 3]",
            "expected to not be nil, got <nil>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 3, 4, 5, 6, 7))
    }
}
