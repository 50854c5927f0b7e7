import Foundation
import Matchers
import XCTest

private protocol Session: AnyObject {}
private final class Connection: Session {}

private actor Store {
    private var users: [Int: String] = [1: "ann"]
    func user(_ id: Int) -> String? { users[id] }
    var reading: Double { 20.02 }
    var readings: [Double] { [1.0, 2.0] }
    var savedAt: Date { Date(timeIntervalSinceReferenceDate: 1_000) }
}

/// A continuation nobody resumes until the test lets go of it: an action that never returns.
private final class Parked: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?

    func park() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            self.continuation = continuation
            lock.unlock()
        }
    }

    func release() {
        lock.lock()
        let continuation = continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume()
    }
}

/// Nimble 14 forms added for issue 13's remaining gaps: the closure forms of
/// `requires`/`requirea`/`unwrap…`/`pollUnwrap…`, async `≈`/`===`/`!==`, dates in messages,
/// and an `async` `waitUntil` whose action never returns.
final class NimbleGapsTests: XCTestCase {
    private let date = Date(timeIntervalSinceReferenceDate: 1_000)

    func testSynchronousClosureFormsOfRequireAndUnwrap() throws {
        var calls = 0
        func next() -> Int? { calls += 1; return calls }
        XCTAssertEqual(try requires { next() }.to(equal(1)), 1)
        XCTAssertEqual(try unwrap { next() }, 2)
        XCTAssertEqual(try unwraps { next() }, 3)
        XCTAssertEqual(try pollUnwrap { next() }, 4)
        XCTAssertEqual(try pollUnwraps { next() }, 5)
        let line = #line
        let failures = gatherFailures {
            _ = try requires { next() }.to(equal(1), description: "the count")
        } + gatherFailures {
            _ = try unwraps(description: "the user") { nil as String? }
        } + gatherFailures {
            _ = try unwrap { nil as String? }
        } + gatherFailures {
            _ = try pollUnwraps(timeout: .milliseconds(30), pollInterval: .milliseconds(10)) { nil as String? }
        }
        XCTAssertEqual(failures.map(\.message), [
            "the count\nexpected to equal <1>, got <6>",
            "the user\nexpected to not be nil, got <nil>",
            "expected to not be nil, got <nil>",
            "expected to eventually not be nil, got <nil>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 4, 6, 8))
    }

    func testAsyncClosureFormsOfRequireAndUnwrapOffTheMainActor() async throws {
        try await checkAsyncClosureForms()
    }

    func testAsyncOperatorsOffTheMainActor() async {
        await checkAsyncOperators()
    }

    func testDatesPrintAsNimblePrintsThem() {
        let line = #line
        let failures = gatherFailures {
            expect(self.date).to(equal(self.date.addingTimeInterval(0.25)))
            expect(self.date.addingTimeInterval(2)).to(beCloseTo(self.date, within: 1))
            expect(NSDate(timeIntervalSinceReferenceDate: 1_003.5)) ≈ NSDate(timeIntervalSinceReferenceDate: 1_000)
            expect([self.date]).to(beEmpty())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <\(local("2001-01-01 00:16:40.2500"))>, got <\(local("2001-01-01 00:16:40.0000"))>",
            "expected to be close to <\(local("2001-01-01 00:16:40.0000"))> (within 1.0), got <\(local("2001-01-01 00:16:42.0000"))>",
            "expected to be close to <\(local("2001-01-01 00:16:40.0000"))> (within 0.0001), got <\(local("2001-01-01 00:16:43.5000"))>",
            "expected to be empty, got <[\(local("2001-01-01 00:16:40.0000"))]>",
        ])
        XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 3, 4, 5))
    }

    func testNimbleHelperNames() async throws {
        XCTAssertEqual(DefaultDelta, 0.0001)
        XCTAssertEqual(prettyCollectionType(NSMutableArray()), "NSArray")
        XCTAssertEqual(prettyCollectionType(NSMutableDictionary()), "NSDictionary")
        XCTAssertEqual(prettyCollectionType(NSSet()), "NSSet")
        XCTAssertEqual(prettyCollectionType([1, 2]), "Array<Int>")
        XCTAssertEqual(prettyCollectionType(7), "7")
        XCTAssertEqual(Duration.milliseconds(1_500).timeInterval, 1.5)
        XCTAssertEqual(0.25.nimbleInterval, .milliseconds(250))
        XCTAssertEqual(date.advanced(by: .seconds(2)), date.addingTimeInterval(2))
        var calls = 0
        let expression = Expression(expression: { calls += 1; return calls }, location: SourceLocation())
        let asyncExpression = expression.toAsyncExpression()
        let first = try await asyncExpression.evaluate()
        let second = try expression.evaluate()
        XCTAssertEqual([first, second], [1, 1], "one evaluation, shared")
    }

    func testAsyncWaitUntilTimesOutWhenTheActionNeverReturns() async {
        let parked = Parked()
        let started = ContinuousClock.now
        let line = #line
        let failures = await gatherFailures {
            await waitUntil(timeout: .milliseconds(100)) { _ in await parked.park() }
        }
        let waited = ContinuousClock.now - started
        parked.release()
        XCTAssertEqual(failures.map(\.message), ["Waited more than 0.1 seconds"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
        XCTAssertLessThan(waited, .seconds(10), "waitUntil returned at its timeout, not when the action did")
    }

    func testAsyncWaitUntilFinishesTheActionAfterDone() async {
        let log = LockedValue<[String]>([])
        let failures = await gatherFailures {
            await waitUntil { done in
                done()
                await Task.yield()
                log.set(log.get() + ["after done"])
            }
        }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(log.get(), ["after done"], "the action's code after done() ran before waitUntil returned")
    }
}

/// The same async forms from main-actor code, capturing main-actor state.
@MainActor
final class MainActorNimbleGapsTests: XCTestCase {
    private var log: [String] = []

    func testAsyncClosureFormsOfRequireAndUnwrapOnTheMainActor() async throws {
        try await checkAsyncClosureForms()
        let count = try await requirea { self.log.append("required"); return self.log.count }.to(equal(1))
        XCTAssertEqual(count, 1)
    }

    func testAsyncOperatorsOnTheMainActor() async {
        await checkAsyncOperators()
    }

    func testAsyncOperatorsReadMainActorState() async {
        log = ["a", "b"]
        let line = #line
        let failures = await gatherFailures {
            await expect { await Task.yield(); return self.log.count } == 2
            await expect { await Task.yield(); return self.log.count } != 3
            await expect { await Task.yield(); return self.log.count } > 1
            await expect { await Task.yield(); return self.log.count } >= 2
            await expect { await Task.yield(); return self.log.count } < 3
            await expect { await Task.yield(); return self.log.count } <= 2
            await expect { await Task.yield(); return Double(self.log.count) } ≈ 2.00001
            await expect { await Task.yield(); return self.log.count } == 3
        }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <3>, got <2>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 9)])
    }

    func testAsyncWaitUntilTimesOutOnTheMainActorWhenTheActionNeverReturns() async {
        let parked = Parked()
        let line = #line
        let failures = await gatherFailures {
            await waitUntil(timeout: .milliseconds(50)) { _ in
                MainActor.assertIsolated("the action runs in the caller's isolation")
                self.log.append("parked")
                await parked.park()
            }
        }
        parked.release()
        XCTAssertEqual(failures.map(\.message), ["Waited more than 0.05 seconds"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
        XCTAssertEqual(log, ["parked"])
    }
}

/// `requirea`/`unwrapa`/`pollUnwrapa` with trailing `async` closures, in the caller's isolation.
private func checkAsyncClosureForms(
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line testLine: UInt = #line
) async throws {
    let store = Store()
    let user = try await requirea { await store.user(1) }.to(equal("ann"))
    let unwrapped = try await unwrapa { await store.user(1) }
    let polled = try await pollUnwrapa { await store.user(1) }
    XCTAssertEqual([user, unwrapped, polled], ["ann", "ann", "ann"], file: file, line: testLine)
    let line = #line
    let failures = await gatherFailures {
        _ = try await requirea { await store.user(1) }.to(equal("bob"))
    } + gatherFailures {
        _ = try await unwrapa(description: "user 2") { await store.user(2) }
    } + gatherFailures {
        _ = try await pollUnwrapa(timeout: .milliseconds(30), pollInterval: .milliseconds(10)) { await store.user(2) }
    }
    XCTAssertEqual(failures.map(\.message), [
        "expected to equal <bob>, got <ann>",
        "user 2\nexpected to not be nil, got <nil>",
        "expected to eventually not be nil, got <nil>",
    ], file: file, line: testLine)
    XCTAssertEqual(failures.map(\.line), lines(UInt(line), 2, 4, 6), file: file, line: testLine)
}

/// `≈`, `===` and `!==` on `await expect { … }`, passing and failing.
private func checkAsyncOperators(
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line testLine: UInt = #line
) async {
    let store = Store()
    let connection = Connection()
    let session: any Session = connection
    let savedAt = Date(timeIntervalSinceReferenceDate: 1_000)
    let line = #line
    let failures = await gatherFailures {
        await expect { await store.reading } ≈ 20.0 ± 0.05
        await expect { await store.reading } ≈ (20.0, 0.05)
        await expect { await store.readings } ≈ [1.0, 2.00001]
        await expect { await store.savedAt } ≈ savedAt
        await expect { await store.savedAt } ≈ savedAt ± 1
        await expecta(connection) === connection
        await expecta(connection) !== Connection()
        await expecta(session) === session
        await expecta(session) !== Connection()
        await expect { await store.reading } ≈ 20.0 ± 0.01
        await expect { await store.readings } ≈ [1.0]
        await expect { await store.savedAt.addingTimeInterval(5) } ≈ (savedAt, 1)
        await expecta(connection) !== connection
        await expecta(session) === Connection()
    }
    XCTAssertEqual(failures.count, 5, "\(failures)", file: file, line: testLine)
    XCTAssertEqual(Array(failures.map(\.message).prefix(3)), [
        "expected to be close to <20.0> (within 0.01), got <20.02>",
        "expected to be close to <[1.0]> (each within 0.0001), got <[1.0, 2.0]>",
        "expected to be close to <\(local("2001-01-01 00:16:40.0000"))> (within 1.0), got <\(local("2001-01-01 00:16:45.0000"))>",
    ], file: file, line: testLine)
    XCTAssertTrue(failures[3].message.hasPrefix("expected to not be identical to <0x"), failures[3].message, file: file, line: testLine)
    XCTAssertTrue(failures[4].message.hasPrefix("expected to be identical to <0x"), failures[4].message, file: file, line: testLine)
    XCTAssertEqual(failures.map(\.line), lines(UInt(line), 11, 12, 13, 14, 15), file: file, line: testLine)
}

/// `text` (a UTC time written as Nimble prints dates) as it prints in the current time zone:
/// itself on a machine set to UTC, shifted by the zone's offset elsewhere.
private func local(_ text: String) -> String {
    let parts = text.split(separator: " ")
    let day = parts[0].split(separator: "-").compactMap { Int($0) }
    let time = parts[1].split(separator: ":")
    let seconds = Double(time[2]) ?? 0
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? .current
    let components = DateComponents(year: day[0], month: day[1], day: day[2],
                                    hour: Int(time[0]), minute: Int(time[1]), second: Int(seconds))
    guard let whole = utc.date(from: components) else { return text }
    let fraction = seconds - seconds.rounded(.down)
    var here = Calendar(identifier: .gregorian)
    here.timeZone = .current
    let shifted = here.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
    let digits = String(format: "%04d", Int((fraction * 10_000).rounded()))
    return String(format: "%04d-%02d-%02d %02d:%02d:%02d.", shifted.year ?? 0, shifted.month ?? 0, shifted.day ?? 0,
                  shifted.hour ?? 0, shifted.minute ?? 0, shifted.second ?? 0) + digits
}
