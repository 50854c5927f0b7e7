/// The base class of Quick 7's `AsyncSpec`s (the name the `SpecDiscovery` plugin declares for it):
/// every example runs as `async` code, with its hooks, off the main thread, also when its closures
/// are synchronous. Its `spec()` is nonisolated, as Quick's: mark a closure `@MainActor in` to run
/// it on the main actor. Hooks of main-actor code (a configuration's, a behavior's) run there.
///
/// ```swift
/// final class InboxSpec: AsyncSpec {
///     override class func spec() {
///         var sut: Inbox!
///         beforeEach { sut = Inbox() }
///         it("receives") {
///             await sut.receive("hi")
///             let count = await sut.count()
///             expect(count) == 1
///         }
///         it("updates the badge") { @MainActor in await Badge.shared.refresh() }
///     }
/// }
/// ```
///
/// `AsyncSpec.current` is the running example's case, like `QuickSpec.current`.
open class AsyncSpecCase: SpecCase {
    /// Describes the examples of this class, as a `QuickSpec` does; nonisolated, as Quick's.
    nonisolated open override class func spec() {}

    /// Describes the examples of this class from an instance; nonisolated.
    nonisolated open override func spec() {}
}
