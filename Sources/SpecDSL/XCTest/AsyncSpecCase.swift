/// The base class of Quick 7's `AsyncSpec`s (the name the `SpecDiscovery` plugin declares for it):
/// every example runs as `async` code, with its hooks, also when its closures are synchronous.
/// Like every spec's, its closures are declared and run on the main actor; an `await` lets other
/// main-actor work run, and a `nonisolated` function it calls runs off the main actor.
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
///         it("updates the badge") { await Badge.shared.refresh() }
///     }
/// }
/// ```
///
/// `AsyncSpec.current` is the running example's case, like `QuickSpec.current`.
open class AsyncSpecCase: SpecCase {}
