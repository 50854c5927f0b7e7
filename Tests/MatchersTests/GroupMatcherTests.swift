import Foundation
import Matchers
import XCTest

final class GroupMatcherTests: XCTestCase {
    func testSatisfyAllOf() {
        assertPasses {
            expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
            expect(5).to(beGreaterThan(1) && beLessThan(10))
            expect(5).toNot(beGreaterThan(1) && beLessThan(3))
        }
        assertFailures([
            "expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5",
            "expected to not match all of: {be greater than <1>}, and {be less than <10>}, got 5",
            "expected to match all of: {be greater than <1>}, and {be less than <3>}, got <nil> (use beNil() to match nils)",
        ]) {
            expect(5).to(beGreaterThan(1) && beLessThan(3))
            expect(5).toNot(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
            expect(nil as Int?).to(beGreaterThan(1) && beLessThan(3))
        }
    }

    func testSatisfyAnyOf() {
        assertPasses {
            expect(2).to(satisfyAnyOf(equal(1), equal(2)))
            expect(2).to(equal(1) || equal(2))
            expect(3).toNot(equal(1) || equal(2))
        }
        assertFailures([
            "expected to match one of: {equal <1>}, or {equal <2>}, got 3",
            "expected to not match one of: {equal <1>}, or {equal <3>}, got 3",
        ]) {
            expect(3).to(equal(1) || equal(2))
            expect(3).toNot(satisfyAnyOf([equal(1), equal(3)]))
        }
    }

    func testCombinedMatchersEvaluateTheValueOnce() {
        var calls = 0
        func next() -> Int { calls += 1; return 5 }
        assertPasses { expect(next()).to(beGreaterThan(1) && beLessThan(10) && equal(5)) }
        XCTAssertEqual(calls, 1)
    }

    func testPostNotifications() {
        let center = NotificationCenter()
        let saved = Notification(name: .init("Saved"))
        assertPasses {
            expect { center.post(saved) }.to(postNotifications(equal([saved]), from: center))
            expect { }.toNot(postNotifications(equal([saved]), from: center))
            expect { center.post(saved) }.to(postNotifications(haveCount(1), from: center))
        }
        assertFailures(["expected to have Array<Notification> with count 1, got no notifications\nActual Value: []"]) {
            expect { }.to(postNotifications(haveCount(1), from: center))
        }
        let message = gatherFailures {
            expect { center.post(saved) }.to(postNotifications(beEmpty(), from: center))
        }.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("expected to be empty, got <[") && message.contains("Saved"), message)
    }

    func testPostNotificationsFromAnotherThreadWithToEventually() {
        let center = NotificationCenter()
        let saved = Notification(name: .init("Saved"))
        assertPasses {
            expect {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
                    center.post(name: .init("Saved"), object: nil)
                }
            }.toEventually(postNotifications(equal([saved]), from: center))
        }
    }
}
