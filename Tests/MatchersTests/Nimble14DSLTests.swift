import Foundation
import Matchers
import XCTest

private protocol Service: AnyObject {}
private final class Mailer: Service {}

private actor Inbox {
    private var messages: [String] = []
    func add(_ message: String) { messages.append(message) }
    var first: String? { messages.first }
    var count: Int { messages.count }
}

/// Nimble 14's suffixed entry points, waiting, recording and status API.
final class Nimble14DSLTests: XCTestCase {
    func testExpectsAndExpecta() async {
        let inbox = Inbox()
        await inbox.add("hi")
        let line = #line
        let failures = await gatherFailures {
            expects(1) == 1
            expects(2).to(equal(1))
            expects { throw Boom() }.to(throwError())
            expects { 3 }.toNot(equal(3))
            await expecta(await inbox.count).to(equal(1))
            await expecta(await inbox.count).to(equal(2))
            await expecta { await inbox.first }.toNot(beNil())
            await expecta { await inbox.first }.to(beNil())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <1>, got <2>",
            "expected to not equal <3>, got <3>",
            "expected to equal <2>, got <1>",
            "expected to be nil, got <hi>",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 3, line + 5, line + 7, line + 9].map(UInt.init))
    }

    func testRequiresRequireaUnwrapsUnwrapa() async throws {
        let inbox = Inbox()
        await inbox.add("hi")
        XCTAssertEqual(try requires(2).to(beGreaterThan(1)), 2)
        XCTAssertEqual(try unwraps(Int("4")), 4)
        let first = try await requirea(await inbox.first).toNot(beNil())
        XCTAssertEqual(first, "hi")
        let unwrapped = try await unwrapa(await inbox.first)
        XCTAssertEqual(unwrapped, "hi")

        let line = #line
        let failures = gatherFailures {
            _ = try requires(1).to(beGreaterThan(1))
        }
        let more = gatherFailures { _ = try unwraps(Int("x")) }
        let awaited = await gatherFailures { _ = try await requirea(await inbox.count).to(equal(5)) }
        let unwrapFailure = await gatherFailures { _ = try await unwrapa(description: "the first message", await Inbox().first) }
        XCTAssertEqual(failures.map(\.message), ["expected to be greater than <1>, got <1>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
        XCTAssertEqual(more.map(\.message), ["expected to not be nil, got <nil>"])
        XCTAssertEqual(awaited.map(\.message), ["expected to equal <5>, got <1>"])
        XCTAssertEqual(unwrapFailure.map(\.message), ["the first message\nexpected to not be nil, got <nil>"])
        XCTAssertEqual(unwrapFailure.map(\.line), [UInt(line + 6)])
    }

    func testPollUnwrapWaitsForAValue() async throws {
        let box = LockedValue<Int?>(nil)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { box.set(7) }
        let polled = try await pollUnwrap { box.get() }
        XCTAssertEqual(polled, 7)

        let inbox = Inbox()
        Task { try? await Task.sleep(for: .milliseconds(30)); await inbox.add("late") }
        let late = try await pollUnwrapa(await inbox.first)
        XCTAssertEqual(late, "late")

        let line = #line
        let failures = await gatherFailures {
            _ = try await pollUnwrap(timeout: .milliseconds(50)) { nil as Int? }
            XCTFail("pollUnwrap should have thrown")
        }
        XCTAssertEqual(failures.map(\.message), ["expected to eventually not be nil, got <nil>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
    }

    func testSynchronousPollUnwrap() {
        let box = LockedValue<Int?>(nil)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { box.set(3) }
        XCTAssertEqual(try pollUnwrap(box.get()), 3)
        let line = #line
        let failures = gatherFailures { _ = try pollUnwraps(timeout: .milliseconds(30), nil as String?) }
        XCTAssertEqual(failures.map(\.message), ["expected to eventually not be nil, got <nil>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 1)])
    }

    func testSynchronousWaitUntil() {
        let finished = LockedValue(false)
        let line = #line
        let failures = gatherFailures {
            waitUntil { done in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { done() }
            }
            waitUntil(timeout: .milliseconds(500)) { done in
                DispatchQueue.main.async { finished.set(true); done() }
            }
            waitUntil(timeout: .milliseconds(50)) { _ in }
            waitUntil { done in done(); done() }
            waitUntil(timeout: .seconds(1)) { _ in } // one second: Nimble's singular wording
        }
        XCTAssertTrue(finished.get())
        XCTAssertEqual(failures.map(\.message), [
            "Waited more than 0.05 seconds",
            "waitUntil(...) expects its completion closure to be only called once",
            "Waited more than 1.0 second",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 8, line + 9, line + 10].map(UInt.init))
    }

    func testAsyncWaitUntil() async {
        let inbox = Inbox()
        let line = #line
        let failures = await gatherFailures {
            await waitUntil { done in
                Task { await inbox.add("a"); done() }
            }
            await waitUntil { done in
                await inbox.add("b")
                done()
            }
            await waitUntil(timeout: .milliseconds(50)) { _ in }
        }
        XCTAssertEqual(failures.map(\.message), ["Waited more than 0.05 seconds"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 9)])
        let count = await inbox.count
        XCTAssertEqual(count, 2)
    }

    func testGatherExpectationsRecordsPassesAndFailures() {
        let line = #line
        var records: [AssertionRecord] = []
        let reported = gatherFailures {
            records = gatherExpectations {
                expect(1) == 1
                expect(1) == 2
                expect([1]).to(haveCount(1))
            }
        }
        XCTAssertEqual(records.map(\.success), [true, false, true])
        XCTAssertEqual(records.map(\.message.stringValue), [
            "expected to equal <1>, got <1>",
            "expected to equal <2>, got <1>",
            "expected to have Array<Int> with count 1, got 1\nActual Value: [1]",
        ])
        XCTAssertEqual(records.map(\.location.line), [line + 4, line + 5, line + 6].map(UInt.init))
        XCTAssertEqual(reported.map(\.message), ["expected to equal <2>, got <1>"], "not silent: the failure still fails the test")

        let silent = gatherFailures {
            let failing = gatherFailingExpectations(silently: true) {
                expect(1) == 1
                fail("boom")
            }
            XCTAssertEqual(failing.map(\.message.stringValue), ["boom"])
        }
        XCTAssertEqual(silent, [])
    }

    func testGatherExpectationsRecordsPolledPasses() async {
        let records = gatherExpectations(silently: true) {
            expect(1).toEventually(equal(1))
            expect(1).toNever(equal(2), until: .milliseconds(10))
        }
        XCTAssertEqual(records.map(\.success), [true, true])
        XCTAssertEqual(records.map(\.message.stringValue), [
            "expected to eventually equal <1>, got <1>",
            "expected to never equal <2>, got <1>",
        ])
        let awaited = await gatherExpectations(silently: true) {
            await expecta { 1 }.toEventually(equal(1))
        }
        XCTAssertEqual(awaited.map(\.success), [true])
    }

    func testAsyncGatherExpectations() async {
        let records = await gatherExpectations(silently: true) {
            await expecta { 1 }.to(equal(1))
            await expecta { 1 }.to(equal(3))
        }
        XCTAssertEqual(records.map(\.success), [true, false])
        XCTAssertEqual(records.last?.message.stringValue, "expected to equal <3>, got <1>")
    }

    func testExpectationStatus() async {
        _ = gatherFailures {
            XCTAssertEqual(expect(1).status, .pending)
            XCTAssertEqual(expect(1).to(equal(1)).status, .passed)
            XCTAssertEqual(expect(1).to(equal(2)).status, .failed)
            XCTAssertEqual(expect(1).to(equal(1)).to(equal(2)).status, .mixed)
            XCTAssertEqual(expect(1).toNot(equal(2)).toNot(equal(3)).status, .passed)
            XCTAssertEqual(expect(1).toEventually(equal(1)).status, .passed)
            XCTAssertEqual(expect(1).toNever(equal(1), until: .milliseconds(20)).status, .failed)
        }
        _ = await gatherFailures {
            let passed = await expecta { 1 }.to(equal(1))
            XCTAssertEqual(passed.status, .passed)
            let failed = await expect(1).to(beStoredNowhere())
            XCTAssertEqual(failed.status, .failed)
            let eventually = await expecta { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
            XCTAssertEqual(eventually.status, .failed)
        }
    }

    @available(*, deprecated, message: "checks the deprecated onFailure(throw:) on purpose")
    func testOnFailureThrow() throws {
        struct Stop: Error {}
        try expect(1).to(equal(1)).onFailure(throw: Stop())
        var thrown = false, mixedThrew = false
        let line = #line
        let failures = gatherFailures {
            do { try expect(1).to(equal(2)).onFailure(throw: Stop()) } catch is Stop { thrown = true }
            try expect(1).onFailure(throw: Stop())
            do { try expect(1).to(equal(1)).to(equal(2)).onFailure(throw: Stop()) } catch is Stop { mixedThrew = true }
        }
        XCTAssertTrue(thrown)
        XCTAssertTrue(mixedThrew)
        XCTAssertEqual(failures.map(\.message), [
            "expected to equal <2>, got <1>",
            "Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.\n"
                + "Try using `expect(...).to(...).onFailure(throw: ...`) instead.",
            "expected to equal <2>, got <1>",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 2, line + 3, line + 4].map(UInt.init))
    }

    func testBeTruthyAndBeFalsyOnNumbers() {
        let line = #line
        let failures = gatherFailures {
            expect(1).to(beTruthy())
            expect(UInt8(0)).to(beFalsy())
            expect(0.5).to(beTruthy())
            expect(Float(0)).to(beFalsy())
            expect(nil as Int?).to(beFalsy())
            expect(0).to(beTruthy())
            expect(2.0).to(beFalsy())
            expect(nil as Double?).to(beTruthy())
            expect(true).to(beTruthy())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to be truthy, got <0>",
            "expected to be falsy, got <2.0>",
            "expected to be truthy, got <nil>",
        ])
        XCTAssertEqual(failures.map(\.line), [line + 7, line + 8, line + 9].map(UInt.init))
    }

    func testIdentityOnClassBoundExistentials() {
        let mailer: any Service = Mailer()
        let same: any Service = mailer
        let other: any Service = Mailer()
        let line = #line
        let failures = gatherFailures {
            expect(mailer).to(beIdenticalTo(same))
            expect(mailer).to(be(same))
            expect(mailer) === same
            expect(mailer) !== other
            expect(mailer).toNot(beIdenticalTo(other))
            expect(mailer) === other
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.map(\.line), [UInt(line + 7)])
        XCTAssertTrue(failures.first?.message.hasPrefix("expected to be identical to <0x") ?? false, "\(failures)")
    }

    func testCloseToForDatesAndFoundationNumbers() {
        let date = Date(timeIntervalSinceReferenceDate: 1_000)
        let line = #line
        let failures = gatherFailures {
            expect(date.addingTimeInterval(0.00001)) ≈ date
            expect(date.addingTimeInterval(0.5)) ≈ (date, 1)
            expect(date.addingTimeInterval(0.5)) ≈ date ± 1
            expect(date.addingTimeInterval(0.5)).to(beCloseTo(date, within: 1))
            expect(NSDate(timeIntervalSinceReferenceDate: 1_000)).to(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 1_000.5), within: 1))
            expect(NSNumber(value: 1.00001)) ≈ NSNumber(value: 1)
            expect(NSNumber(value: 1.5)).to(beCloseTo(NSNumber(value: 1), within: 0.1))
            expect(date.addingTimeInterval(2)) ≈ (date, 1)
        }
        XCTAssertEqual(failures.map(\.line), [line + 8, line + 9].map(UInt.init))
        XCTAssertEqual(failures.first?.message, "expected to be close to <1> (within 0.1), got <1.5>")
        XCTAssertTrue(failures.last?.message.hasPrefix("expected to be close to <") ?? false)
    }

    func testFailuresInsideAThrowErrorClosureAreReportedAtTheirLines() {
        let line = #line
        let failures = gatherFailures {
            expect { throw Boom() }.to(throwError { error in
                expect(error.localizedDescription).to(contain("nothing like this"))
            })
            expect { throw Boom() }.to(throwError { (error: Boom) in
                expect(error.description) == "boom"
            })
        }
        XCTAssertEqual(failures.map(\.line), [line + 3, line + 2].map(UInt.init))
        XCTAssertEqual(failures.last?.message, "expected to throw error that satisfies block, got <boom>")
        XCTAssertTrue(failures.first?.message.hasPrefix("expected to contain <nothing like this>") ?? false, "\(failures)")
    }

    func testPostNotificationsSeesBackgroundThreads() {
        let name = Notification.Name("Nimble14DSLTests.background")
        let center = NotificationCenter()
        let failures = gatherFailures {
            expect {
                DispatchQueue.global().async { center.post(name: name, object: nil) }
            }.toEventually(postNotifications(equal([Notification(name: name)]), from: center))
            expect {
                Thread.detachNewThread { center.post(name: name, object: nil) }
            }.toEventually(postNotifications(haveCount(1), from: center))
        }
        XCTAssertEqual(failures, [])
    }

    /// The migration article's workaround for `{ try require(1).to(equal(1)) }` as a whole `Void` closure body,
    /// passed to a helper with sync and `async` overloads, as Nimble's own test helpers are.
    func testRequireAsAVoidClosuresOnlyStatementNeedsTheDiscard() {
        let line = #line
        let failures = recordingFailures("unused") { _ = try require(1).to(equal(2)) }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <2>, got <1>"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 1)])
    }
}

private func recordingFailures(_ label: String, closure: () throws -> Void) -> [TestFailure] {
    gatherFailures { try? closure() }
}

private func recordingFailures(_ label: String, closure: () async throws -> Void) async -> [TestFailure] {
    await gatherFailures { try? await closure() }
}

/// An async matcher that never matches.
private func beStoredNowhere() -> AsyncMatcher<Int> {
    AsyncMatcher.simple("be stored") { _ in .doesNotMatch }
}

/// A value shared with a background queue.
final class LockedValue<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func get() -> T { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ newValue: T) { lock.lock(); value = newValue; lock.unlock() }
}

/// The `async` entry points from main-actor code, with main-actor state captured.
@MainActor
final class MainActorNimble14DSLTests: XCTestCase {
    private var log: [String] = []

    func testAsyncEntryPointsOnTheMainActor() async throws {
        let inbox = Inbox()
        await waitUntil { done in
            Task { @MainActor in
                self.log.append("waited")
                done()
            }
        }
        await waitUntil { done in
            self.log.append("sync action")
            done()
        }
        Task { await inbox.add("hi") }
        let first = try await pollUnwrap { await inbox.first }
        let count = try await requirea(await inbox.count).to(equal(1))
        let unwrapped = try await unwrapa(await inbox.first)
        await expecta(self.log.count).to(equal(2))
        let records = await gatherExpectations(silently: true) {
            await expecta { self.log.first }.to(equal("waited"))
            await expecta { self.log.last }.to(equal("nothing"))
        }
        XCTAssertEqual(first, "hi")
        XCTAssertEqual(count, 1)
        XCTAssertEqual(unwrapped, "hi")
        XCTAssertEqual(log, ["waited", "sync action"])
        XCTAssertEqual(records.map(\.success), [true, false])
        XCTAssertEqual(records.last?.message.stringValue, "expected to equal <nothing>, got <sync action>")
    }

    func testAWaitUntilTimeoutOnTheMainActor() async {
        let line = #line
        let failures = await gatherFailures {
            await waitUntil(timeout: .milliseconds(20)) { _ in self.log.append("never done") }
        }
        XCTAssertEqual(failures.map(\.message), ["Waited more than 0.02 seconds"])
        XCTAssertEqual(failures.map(\.line), [UInt(line + 2)])
    }
}
