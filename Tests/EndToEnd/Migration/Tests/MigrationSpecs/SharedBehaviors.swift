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

/// Which of the global configuration's aroundEach hooks wrap the running example: the synchronous
/// one a QuickSpec's examples, the async one an AsyncSpec's.
enum ConfigurationArounds {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kinds: [String] = []

    static func enter(_ kind: String) { lock.lock(); kinds.append(kind); lock.unlock() }
    static func leave() { lock.lock(); kinds.removeLast(); lock.unlock() }
    static var wrapping: [String] { lock.lock(); defer { lock.unlock() }; return kinds }
}

final class MigrationConfiguration: QuickConfiguration {
    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeEach {
            ExamplesStarted.increment()
        }
        // Typed as Quick's closures are, which picks the synchronous or the async form.
        configuration.aroundEach { (runExample: @escaping () -> Void) in
            ConfigurationArounds.enter("sync")
            runExample()
            ConfigurationArounds.leave()
        }
        configuration.aroundEach { (runExample: @escaping () async -> Void) in
            ConfigurationArounds.enter("async")
            await runExample()
            ConfigurationArounds.leave()
        }
    }
}
