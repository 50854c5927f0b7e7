import Foundation
import Nimble
import Shop
import XCTest

/// Nimble in a plain XCTestCase, as many Quick/Nimble suites also have.
final class NotificationsTests: XCTestCase {
    func testABackgroundNotificationIsSeen() {
        let center = NotificationCenter()
        let name = Notification.Name("Saved")
        expect { announceLater(name, on: center) }.toEventually(postNotifications(equal([Notification(name: name)]), from: center))
    }

    func testWaitUntilWithACallbackFromAnotherQueue() {
        waitUntil { done in
            DispatchQueue.global().async { done() }
        }
        expects(1 + 1) == 2
    }

    func testGatherExpectations() {
        let records = gatherExpectations(silently: true) {
            expect(1) == 1
            expect([1, 2]).to(haveCount(3))
        }
        expect(records.map(\.success)) == [true, false]
        expect(records.last?.message.stringValue) == "expected to have Array<Int> with count 3, got 2\nActual Value: [1, 2]"
    }

    func testDatesAndFoundationValues() {
        let now = Date()
        expect(now.addingTimeInterval(0.5)) ≈ (now, 1)
        expect(now).to(beCloseTo(now.addingTimeInterval(0.00001)))
        expect(NSArray(array: [1, 2])).to(haveCount(2))
        expect(NSNumber(value: 1.00001)) ≈ NSNumber(value: 1)
        expect(3).to(compactMap({ $0 > 2 ? "big" : nil }, equal("big")))
    }
}
