import Foundation
import Matchers
import Shop
import SpecDSL

/// A process-wide hook, as suites set an error handler or a clock for each example.
@MainActor enum CurrentExample {
    static var name: String?
}

/// Sets the hook before every example of the target and clears it after, as a global
/// `beforeEach`/`afterEach` of a `QuickConfiguration` does.
final class CurrentExampleConfiguration: Configuration {
    override class func configure(_ configuration: SpecConfiguration) {
        configuration.beforeEach { metadata in
            onMainActor()
            CurrentExample.name = metadata.name
        }
        configuration.afterEach { _ in
            onMainActor()
            CurrentExample.name = nil
        }
    }
}

/// Two classes whose examples wait while the hook is set: run beside each other, one would see
/// the other's hook.
final class FirstHookSpec: Spec {
    override class func spec() {
        for index in 1...3 {
            it("keeps the hook to itself, \(index)") {
                let mine = CurrentExample.name
                try await Task.sleep(for: .milliseconds(10))
                expect(CurrentExample.name) == mine
            }
        }
    }
}

final class SecondHookSpec: Spec {
    override class func spec() {
        for index in 1...3 {
            it("keeps the hook to itself, \(index)") {
                let mine = CurrentExample.name
                try await Task.sleep(for: .milliseconds(10))
                expect(CurrentExample.name) == mine
            }
        }
    }
}

/// Quick runs an `AsyncSpec`'s examples off the main thread; the configuration's hooks, written on
/// the main actor, still run there (they check it).
final class OffMainAsyncSpec: AsyncSpec {
    override class func spec() {
        it("runs off the main thread, as Quick's AsyncSpec does") {
            expect(Thread.isMainThread) == false
        }

        itBehavesLike(ViewModelBehavior.self) { () }

        it("runs a @MainActor closure on the main actor") { @MainActor in
            await Task.yield()
            onMainActor()
            expect(CurrentExample.name) == "runs a @MainActor closure on the main actor"
        }
    }
}

/// A behavior of main-actor code: included in an `AsyncSpec`, its closures and its `@TestState`
/// (whose initializer checks where it runs) still run on the main actor.
final class ViewModelBehavior: Behavior<Void> {
    override class func spec(_ context: @escaping () -> Void) {
        @TestState var sut: CounterViewModel! = CounterViewModel()

        it("makes its @TestState and runs on the main actor") {
            onMainActor()
            sut.increment()
            expect(sut.value) == 1
        }
    }
}
