import Foundation
import Nimble
import Quick
import Shop

final class NonNegativeTotal: Behavior<Cart> {
    override class func spec(_ aContext: @escaping () -> Cart) {
        it("has a non-negative total") {
            expect(aContext().total) >= 0
        }
    }
}

/// How many examples the global configuration saw start.
enum ExamplesStarted {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    static func increment() { lock.lock(); count += 1; lock.unlock() }
    static var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

final class MigrationConfiguration: QuickConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeEach {
            ExamplesStarted.increment()
        }
    }
}
