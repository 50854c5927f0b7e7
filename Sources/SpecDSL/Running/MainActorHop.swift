import Dispatch
@_spi(SpecRunner) import Matchers

/// Runs the code of specs where the main actor runs: a spec's `spec()`, its hooks and examples,
/// configurations and suite hooks, on either route.
///
/// XCTest calls SpecKit on the main thread, where the main actor runs, so `run` goes on in place.
/// Swift Testing calls it on its own threads; `run` then waits for the main actor to be free.
enum MainActorHop {
    /// Runs `body` on the main actor and returns what it returns.
    static func run<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
        if MainQueue.isCurrent { return try MainActor.assumeIsolated(body) }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
    }
}
