/// The base class of Quick 7's `AsyncSpec`s (the name the `SpecDiscovery` plugin declares for it):
/// every example runs as `async` code, with its hooks, on a task off the main thread, also when its
/// closures are synchronous. Mark a closure `@MainActor in` to run it on the main actor.
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
open class AsyncSpecCase: SpecCase {}
