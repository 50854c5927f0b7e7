import Synchronization

/// The case of one example while it runs on the Swift Testing route, with its spec's set-up and
/// tear-down around the example: code that runs in it, and the tasks that code starts (they
/// inherit it), is the example's own. Read from a crash signal's handler, which tells an
/// example's own crash from one of work another test left running. XCTest runs a case's set-up
/// itself, turning the main run loop around it, where main-queue work that earlier tests left
/// runs too: there only the example's own run (``ExampleRun/current``) says so.
final class CaseScope: Sendable {
    /// The scope the current task or thread runs in, or ran in when it started.
    @TaskLocal static var current: CaseScope?

    private let ended = Atomic<Bool>(false)

    /// Whether the case ended: a task that still runs in it was left running.
    var hasEnded: Bool { ended.load(ordering: .acquiring) }

    /// Runs `body` as a case, in a scope that ends with it.
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let scope = CaseScope()
        defer { scope.ended.store(true, ordering: .releasing) }
        return try $current.withValue(scope) { try body() }
    }

    /// Runs `body` as a case, in a scope that ends with it.
    static func run<Result>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result) async rethrows -> Result {
        let scope = CaseScope()
        defer { scope.ended.store(true, ordering: .releasing) }
        return try await $current.withValue(scope) { try await body() }
    }
}
