import Matchers
import XCTest

/// An actor the async matchers consult, so that the checks really suspend.
private actor Store {
    private var ids: Set<Int> = [1, 2]
    func contains(_ id: Int) -> Bool { ids.contains(id) }
    func name(of id: Int) -> String? { ids.contains(id) ? "item \(id)" : nil }
}

private func beStored(in store: Store) -> AsyncMatcher<Int> {
    AsyncMatcher.define("be stored") { expression, message in
        guard let id = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: await store.contains(id), message: message)
    }
}

/// `AsyncMatcher` and the matchers that take `async` closures, nonisolated (this class) and on
/// the main actor (``MainActorAsyncMatcherTests``), in Swift 6 mode.
final class AsyncMatcherTests: XCTestCase {
    private let store = Store()

    func testAsyncMatcherOnValuesAndClosures() async {
        let line = #line
        let failures = await gatherFailures {
            await expect(1).to(beStored(in: store))
            await expect { 2 }.to(beStored(in: store))
            await expect(3).toNot(beStored(in: store))
            await expect(3).to(beStored(in: store))
            await expect { 1 }.notTo(beStored(in: store))
            await expect(nil as Int?).to(beStored(in: store))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to be stored, got <3>",
            "expected to not be stored, got <1>",
            "expected to be stored, got <nil> (use beNil() to match nils)",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 5, line + 6, line + 7].map(UInt.init))
        XCTAssertTrue(failures.allSatisfy { $0.file.hasSuffix("AsyncMatcherTests.swift") })
    }

    func testTheExpressionIsEvaluatedOnceForAnAsyncMatcher() async {
        var calls = 0
        let twice = AsyncMatcher<Int> { expression in
            _ = try await expression.evaluate()
            return MatcherResult(bool: try await expression.evaluate() == 1, message: .expectedActualValueTo("be one"))
        }
        let failures = await gatherFailures {
            await expect { calls += 1; return 2 }.to(twice)
        }
        XCTAssertEqual(failures.map(\.message), ["expected to be one, got <2>"])
        XCTAssertEqual(calls, 1)
    }

    func testAsyncMap() async {
        let failures = await gatherFailures {
            await expect(1).to(map({ await self.store.name(of: $0) }, equal("item 1")))
            await expect(3).to(map({ await self.store.name(of: $0) }, equal("item 3")))
            await expect(1).to(map({ $0 + 1 }, beStored(in: store)))
            await expect(2).to(map({ $0 + 1 }, beStored(in: store)))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <item 3>, got <nil> (use beNil() to match nils)",
            "expected to be stored, got <3>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(#line, -8, -6))
    }

    func testCompactMap() async {
        let failures = await gatherFailures {
            expect("1" as Any).to(compactMap({ ($0 as? String).flatMap { Int($0) } }, equal(1)))
            expect(1 as Any).to(compactMap({ $0 as? String }, equal("1")))
            expect(nil as Any?).to(compactMap({ $0 as? String }, equal("1")))
            await expect(1).to(compactMap({ await self.store.name(of: $0) }, equal("item 1")))
            await expect(7).to(compactMap({ await self.store.name(of: $0) }, equal("item 7")))
            await expect(1).to(compactMap({ $0 + 1 }, beStored(in: store)))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to Map from Any to String",
            "expected to Map from Any to String (use beNil() to match nils)",
            "expected to Map from Int to String",
        ])
        XCTAssertEqual(failures.map(\.line), lines(#line, -11, -10, -8))
    }

    func testAllPassAndContainElementSatisfyingWithAsyncPredicates() async {
        let failures = await gatherFailures {
            await expect([1, 2]).to(allPass { await self.store.contains($0) })
            await expect([1, 3]).to(allPass { await self.store.contains($0) })
            await expect([1, 4]).to(allPass("be stored") { await self.store.contains($0) })
            await expect([1, 2]).to(allPass(beStored(in: store)))
            await expect([2, 5]).to(allPass(beStored(in: store)))
            await expect(nil as [Int]?).to(allPass(beStored(in: store)))
            await expect([5, 2]).to(containElementSatisfying({ await self.store.contains($0) }))
            await expect([5, 6]).to(containElementSatisfying({ await self.store.contains($0) }))
            await expect([5, 6]).to(containElementSatisfying({ await self.store.contains($0) }, "that is stored"))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to all pass a condition, but failed first at element <3> in <[1, 3]>",
            "expected to all be stored, but failed first at element <4> in <[1, 4]>",
            "expected to all be stored, but failed first at element <5> in <[2, 5]>",
            "expected to all pass (use beNil() to match nils)",
            "expected to find object in collection that satisfies matcher",
            "expected to find object in collection that is stored",
        ])
    }

    func testSatisfyAllOfAndAnyOfMixSyncAndAsyncMatchers() async {
        let failures = await gatherFailures {
            await expect(1).to(satisfyAllOf(beLessThan(5), beStored(in: store)))
            await expect(3).to(satisfyAllOf(beLessThan(5), beStored(in: store)))
            await expect(2).to(beGreaterThan(0) && beStored(in: store))
            await expect(9).to(satisfyAnyOf(equal(9), beStored(in: store)))
            await expect(8).to(satisfyAnyOf([equal(9), beStored(in: store)]))
            await expect(8).to(equal(9) || beStored(in: store))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to match all of: {be less than <5>}, and {be stored}, got 3",
            "expected to match one of: {equal <9>}, or {be stored}, got 8",
            "expected to match one of: {equal <9>}, or {be stored}, got 8",
        ])
    }

    func testNot() async {
        let failures = await gatherFailures {
            expect(1).to(not(equal(2)))
            expect(2).to(not(equal(2)))
            expect([1, 2]).to(allPass(not(equal(0))))
            expect(nil as Int?).to(not(equal(1)))
            expect(nil as Int?).toNot(not(equal(1)))
            await expect(3).to(not(beStored(in: store)))
            await expect(1).to(not(beStored(in: store)))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to not equal <2>, got <2>",
            "expected to not equal <1>, got <nil> (use beNil() to match nils)",
            "expected to not not equal <1>, got <nil> (use beNil() to match nils)",
            "expected to not be stored, got <1>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(#line, -13, -11, -10, -8))
    }

    func testRequireWithAnAsyncMatcher() async throws {
        let id = try await require(1).to(beStored(in: store))
        XCTAssertEqual(id, 1)
        let same = try await require { 2 }.to(beStored(in: store))
        XCTAssertEqual(same, 2)
        let failures = await gatherFailures {
            _ = try await require(5).to(beStored(in: store))
            XCTFail("require should have thrown")
        }
        XCTAssertEqual(failures.map(\.message), ["expected to be stored, got <5>"])
        XCTAssertEqual(failures.map(\.line), lines(#line, -4))
    }

    func testPollingWithAnAsyncMatcher() async {
        let pending = Store()
        let line = #line
        let failures = await gatherFailures {
            await expect { 1 }.toEventually(beStored(in: pending))
            await expect(3).toEventually(beStored(in: store), timeout: .milliseconds(50))
            await expect { 3 }.toNever(beStored(in: store), until: .milliseconds(30))
            await expect(1).toNever(beStored(in: store), until: .milliseconds(30))
            await expect(1).toAlways(beStored(in: store), until: .milliseconds(30))
            await expect { 9 }.toEventuallyNot(beStored(in: store), timeout: .milliseconds(30))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to eventually be stored, got <3>",
            "expected to never be stored, got <1>",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 3, line + 5].map(UInt.init))
    }

    func testAnAsyncTrailingClosureReturningNothingIsCalled() async {
        var calls = 0
        let failures = await gatherFailures {
            await expect { await Task.yield(); calls += 1 }.toNot(throwError())
            await expect { await Task.yield(); throw Boom() }.to(throwError())
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(calls, 1)
    }

    func testAnErrorThrownInsideAnAsyncMatcherIsReported() async {
        let throwing = AsyncMatcher<Int> { _ in throw Boom() }
        let failures = await gatherFailures { await expect(1).to(throwing) }
        XCTAssertEqual(failures.map(\.message), ["unexpected error thrown: <boom>"])
    }
}

/// The same matchers used from main-actor code: no `Sendable` annotations needed.
@MainActor
final class MainActorAsyncMatcherTests: XCTestCase {
    private let store = Store()
    private var seen: [Int] = []

    func testAsyncMatchersOnTheMainActor() async {
        let failures = await gatherFailures {
            await expect(1).to(beStored(in: store))
            await expect { self.seen.count }.to(map({ $0 + 1 }, beStored(in: store)))
            await expect([1, 2]).to(allPass { id in self.seen.append(id); return await self.store.contains(id) })
            await expect(9).to(satisfyAnyOf(equal(9), beStored(in: store)))
            await expect(3).to(beStored(in: store))
        }
        XCTAssertEqual(failures.map(\.message), ["expected to be stored, got <3>"])
        XCTAssertEqual(seen, [1, 2])
    }
}
