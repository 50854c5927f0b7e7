import Foundation
import Nimble
import Quick

/// What the configuration below sets before each example and clears after it, as
/// spotify/Mobius.swift's test error handler.
enum ErrorHandlerHooks {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    static func install() { lock.lock(); installed = true; lock.unlock() }
    static func reset() { lock.lock(); installed = false; lock.unlock() }
    static var isInstalled: Bool { lock.lock(); defer { lock.unlock() }; return installed }
}

private class ErrorHandlerConfiguration: QuickConfiguration {
    /// This is run before any Quick tests and registers `beforeEach`/`afterEach` handlers that
    /// run "outside" those set up by the tests.
    override class func configure(_ configuration: QCKConfiguration) {
        configuration.beforeEach {
            ErrorHandlerHooks.install()
        }

        configuration.afterEach {
            ErrorHandlerHooks.reset()
        }
    }
}

final class ErrorHandlerSpec: QuickSpec {
    override class func spec() {
        it("runs with the private configuration's error handler installed") {
            expect(ErrorHandlerHooks.isInstalled) == true
        }
    }
}
