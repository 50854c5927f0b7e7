import Foundation
import NimbleCompat
import XCTest

/// The forms only `NimbleCompat` has, and the everyday forms still resolving next to them.
final class NimbleCompatTests: XCTestCase {
    private struct Broken: Error {}
    private func load(_ fail: Bool) throws -> Int {
        if fail { throw Broken() }
        return 1
    }

    func testTupleOperators() {
        let line = #line
        let failures = gatherFailures {
            expect((1, "a")) == (1, "a")
            expect((1, "a")) != (2, "a")
            expect((1, 2, 3)) == (1, 2, 3)
            expect((1, 2, 3, 4, 5, 6)) == (1, 2, 3, 4, 5, 6)
            expect((1, "a")) == (1, "b")
            expect((1, 2, 3)) != (1, 2, 3)
            expect(nil as (Int, Int)?) == (1, 1)
        }
        XCTAssertEqual(failures.map(\.message), [
            #"expected to equal <(1, "b")>, got <(1, "a")>"#,
            "expected to not equal <(1, 2, 3)>, got <(1, 2, 3)>",
            "expected to equal <(1, 1)>, got <nil> (use beNil() to match nils)",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 6, line + 7, line + 8].map(UInt.init))
    }

    func testAsyncTupleOperators() async {
        let failures = await gatherFailures {
            await expecta { (1, 2) } == (1, 2)
            await expecta { (1, 2) } != (1, 2)
        }
        XCTAssertEqual(failures.map(\.message), ["expected to not equal <(1, 2)>, got <(1, 2)>"])
    }

    func testParenthesizedClosures() {
        var calls = 0
        let line = #line
        let failures = gatherFailures {
            expect({ try self.load(true) }).to(throwError())
            expect({ try self.load(false) }).toNot(throwError())
            expect({ calls += 1; return ToSucceedResult.succeeded }).to(succeed())
            expect({ try self.load(false) }).to(throwError())
            expect({ () throws -> Int? in nil }).to(beNil())
            expect({ try self.load(false) }) == 1
            expect { _ = try self.load(false) }.toNot(throwError())
        }
        XCTAssertEqual(calls, 1, "the closure ran")
        XCTAssertEqual(failures.map(\.message), ["expected to throw any error, got no error"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 5)])
    }

    func testParenthesizedAsyncClosures() async {
        let line = #line
        let failures = await gatherFailures {
            await expect({ await Task.yield(); return 2 }).to(equal(3))
            await expect({ await Task.yield() }).toNot(throwError())
            await expect { await Task.yield(); return 2 } == 2
            await expect { await Task.yield() }.toNot(throwError())
        }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <3>, got <2>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
    }

    func testAsyncFunctionReferencesAreCalled() async {
        @Sendable func missing() async -> Int? { await Task.yield(); return nil }
        @Sendable func two() async -> Int { await Task.yield(); return 2 }
        let line = #line
        let failures = await gatherFailures {
            await expect(missing).toNot(beNil())
            await expect(two).to(equal(3))
            await expect(missing).to(beNil())
            await expect(two).to(equal(2))
        }
        XCTAssertEqual(failures.map(\.message), ["expected to not be nil, got <nil>", "expected to equal <3>, got <2>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2), UInt(line + 3)])
    }

    func testFoundationCollectionsAndStrings() {
        let array = NSArray(array: [1, 2])
        let string = NSString(string: "hello")
        let line = #line
        let failures = gatherFailures {
            expect(array).to(haveCount(2))
            expect(NSDictionary(dictionary: ["a": 1])).to(haveCount(1))
            expect(NSSet(array: [1, 2, 2])).to(haveCount(2))
            expect(array).toNot(beEmpty())
            expect(NSArray()).to(beEmpty())
            expect(NSDictionary()).to(beEmpty())
            expect(NSString()).to(beEmpty())
            expect(NSIndexSet()).to(beEmpty())
            expect(array).to(contain(2))
            expect(NSSet(array: ["a"])).to(contain("a"))
            expect(string).to(contain(NSString(string: "ell")))
            expect(array).to(beginWith(1))
            expect(array).to(endWith(2))
            expect(array).to(haveCount(3))
            expect(array).to(contain(3))
            expect(string).to(contain(NSString(string: "bye")))
            expect(array).to(endWith(1))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to have NSArray with count 3, got 2. Actual Value: (1, 2)",
            "expected to contain <3>, got <(1, 2)>",
            "expected to contain <bye>, got <hello>",
            "expected to end with <1>, got <(1, 2)>",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 15, line + 16, line + 17, line + 18].map(UInt.init))
    }

    func testFoundationValuesPrintAsNimblePrintsThem() {
        let line = #line
        let failures = gatherFailures {
            expect(NSArray()).toNot(beEmpty())
            expect([1] as NSArray).to(beEmpty())
            expect(NSIndexSet()).toNot(beEmpty())
            expect(NSIndexSet(index: 1)).to(beEmpty())
            expect("" as NSString).toNot(beEmpty())
            expect("foo" as NSString).to(beEmpty())
            expect(["a", "b"] as NSArray).to(contain("c" as NSString))
            expect(NSIndexSet(indexesIn: NSRange(location: 1, length: 2))).to(haveCount(1))
            expect(nil as NSArray?).to(beEmpty())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to not be empty, got <()>",
            "expected to be empty, got <(1)>",
            "expected to not be empty, got <()>",
            "expected to be empty, got <(1)>",
            "expected to not be empty, got <>",
            "expected to be empty, got <foo>",
            "expected to contain <c>, got <(a, b)>",
            "expected to have NSIndexSet with count 1, got 2. Actual Value: (1, 2)",
            "expected to be empty, got <nil> (use beNil() to match nils)",
        ])
        XCTAssertEqual(failures.map(\.line), (2...10).map { UInt(line + $0) })
    }

    /// `NSSet` and `NSDictionary` print their Foundation `description` on one line, as Nimble's
    /// messages do: on Linux that text spreads over several indented lines.
    func testFoundationSetsAndDictionariesPrintOnOneLine() {
        let set = NSSet(object: 1 as NSNumber), dictionary = [1: 1] as NSDictionary
        let failures = gatherFailures {
            expect(set).to(beEmpty())
            expect(dictionary).to(beEmpty())
            expect(NSDictionary()).toNot(beEmpty())
            expect(NSSet()).toNot(beEmpty())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to be empty, got <{(1)}>",
            "expected to be empty, got <{1 = 1;}>",
            "expected to not be empty, got <{}>",
            "expected to not be empty, got <{()}>",
        ])
    }

    func testDateToleranceWithEquals() {
        let date = Date(timeIntervalSinceReferenceDate: 1_000)
        let line = #line
        let failures = gatherFailures {
            expect(date.addingTimeInterval(0.5)) == date ± 1
            expect(date.addingTimeInterval(2)) == date ± 1
        }
        XCTAssertEqual(failures.map(\.line), [UInt(line + 3)])
        XCTAssertTrue(failures.first?.message.hasPrefix("expected to be close to <") ?? false, "\(failures)")
    }

    func testEverydayFormsStillResolve() {
        let failures = gatherFailures {
            expect(1 + 1) == 2
            expect("a") != "b"
            expect([1, 2]).to(contain(2))
            expect { try self.load(true) }.to(throwError())
            expect(Optional(3)) == 3
        }
        XCTAssertEqual(failures, [])
    }
}
