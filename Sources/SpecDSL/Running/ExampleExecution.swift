import Matchers
import XCTest

/// Runs one example with its hooks, in this order:
///
/// ```text
/// for each group, outermost first (the Configuration hooks first of all):
///     aroundEach hooks of the group, the first declared outermost, wrap:
///         beforeEach hooks of the group, in declaration order
///         … the next group …
///             justBeforeEach hooks of all groups, outermost first
///             the example
///         afterEach hooks of the group, in declaration order
/// ```
///
/// When a `beforeEach`, `justBeforeEach` or the example throws, the rest of the `beforeEach`
/// hooks, `justBeforeEach` hooks and the example are skipped, but every `afterEach` of the groups
/// already entered still runs. Thrown errors become failures at the hook's or `it`'s line;
/// `XCTSkip` marks the example as skipped instead.
final class ExampleExecution {
    private let groups: [ExampleGroup]
    private let example: Example
    private let metadata: ExampleMetadata
    private var stopped = false
    /// The first `XCTSkip` thrown: rethrown to XCTest after the `afterEach` hooks ran.
    private(set) var skip: (any Error)?

    init(example: Example, metadata: ExampleMetadata, groups: [ExampleGroup]) {
        self.example = example
        self.metadata = metadata
        self.groups = groups
    }

    // MARK: Synchronous examples

    /// Runs an example none of whose closures is `async`.
    func runSynchronously() {
        runGroup(at: 0)
    }

    private func runGroup(at index: Int) {
        guard index < groups.count else { return runExample() }
        let group = groups[index]
        // Most groups have no aroundEach: run them without allocating closures.
        guard !group.arounds.isEmpty else { return runHooks(of: group, around: index) }
        var body: () -> Void = { [self] in runHooks(of: group, around: index) }
        for around in group.arounds.reversed() {
            let inner = body
            body = { [self] in invoke(around, wrapping: inner) }
        }
        body()
    }

    private func runHooks(of group: ExampleGroup, around index: Int) {
        for hook in group.befores where !stopped { invoke(hook.body, as: hook.kind.rawValue, at: hook.location) }
        if !stopped { runGroup(at: index + 1) }
        for hook in group.afters { invoke(hook.body, as: hook.kind.rawValue, at: hook.location, stopsExample: false) }
    }

    private func runExample() {
        for group in groups {
            for hook in group.justBefores where !stopped { invoke(hook.body, as: hook.kind.rawValue, at: hook.location) }
        }
        if !stopped { invoke(example.body, as: "it", at: example.location) }
    }

    private func invoke(_ body: Body, as kind: String, at location: SourceLocation, stopsExample: Bool = true) {
        switch body {
        case .sync(let closure):
            do { try closure(metadata) } catch { handle(error, thrownBy: kind, at: location, stopsExample: stopsExample) }
        case .async:
            // Plans send examples with any async closure to `run()`, so this is a SpecKit bug.
            reportFailure("SpecKit ran an async \(kind) synchronously; please report this", kind: .apiMisused, location: location)
        }
    }

    private func invoke(_ around: AroundHook, wrapping inner: () -> Void) {
        var ranInner = false
        switch around.body {
        case .sync(let closure):
            do {
                try closure(metadata) {
                    ranInner = true
                    inner()
                }
            } catch {
                handle(error, thrownBy: "aroundEach", at: around.location, stopsExample: true)
            }
        case .async:
            reportFailure("SpecKit ran an async aroundEach synchronously; please report this", kind: .apiMisused, location: around.location)
        }
        reportIfNotRun(ranInner, around)
    }

    // MARK: Examples with async closures

    /// Runs an example some of whose closures are `async`; synchronous closures run in place.
    func run() async {
        await runGroupAsync(at: 0)
    }

    private func runGroupAsync(at index: Int) async {
        guard index < groups.count else { return await runExampleAsync() }
        let group = groups[index]
        var body: () async -> Void = { [self] in
            for hook in group.befores where !stopped { await invokeAsync(hook.body, as: hook.kind.rawValue, at: hook.location) }
            if !stopped { await runGroupAsync(at: index + 1) }
            for hook in group.afters {
                await invokeAsync(hook.body, as: hook.kind.rawValue, at: hook.location, stopsExample: false)
            }
        }
        for around in group.arounds.reversed() {
            let inner = body
            body = { [self] in await invokeAsync(around, wrapping: inner) }
        }
        await body()
    }

    private func runExampleAsync() async {
        for group in groups {
            for hook in group.justBefores where !stopped { await invokeAsync(hook.body, as: hook.kind.rawValue, at: hook.location) }
        }
        if !stopped { await invokeAsync(example.body, as: "it", at: example.location) }
    }

    private func invokeAsync(_ body: Body, as kind: String, at location: SourceLocation, stopsExample: Bool = true) async {
        do {
            switch body {
            case .sync(let closure): try closure(metadata)
            case .async(let closure): try await closure(metadata)
            }
        } catch {
            handle(error, thrownBy: kind, at: location, stopsExample: stopsExample)
        }
    }

    private func invokeAsync(_ around: AroundHook, wrapping inner: () async -> Void) async {
        var ranInner = false
        switch around.body {
        case .sync:
            reportFailure(Misuse.synchronousAroundEachAroundAsyncCode, kind: .apiMisused, location: around.location)
            stopped = true
            return
        case .async(let closure):
            do {
                try await closure(metadata) {
                    ranInner = true
                    await inner()
                }
            } catch {
                handle(error, thrownBy: "aroundEach", at: around.location, stopsExample: true)
            }
        }
        reportIfNotRun(ranInner, around)
    }

    // MARK: Outcomes

    private func handle(_ error: any Error, thrownBy kind: String, at location: SourceLocation, stopsExample: Bool) {
        if error is XCTSkip {
            if skip == nil { skip = error }
            stopped = true
            return
        }
        // A failed `require`/`unwrap` (or a double) reported its failure already: it only stops the example.
        if error is RequireError {
            if stopsExample { stopped = true }
            return
        }
        let subject = kind == "it" ? "" : "\(kind) "
        reportFailure("\(subject)threw error \"\(error)\"", kind: .errorThrown, location: location)
        if stopsExample { stopped = true }
    }

    private func reportIfNotRun(_ ranInner: Bool, _ around: AroundHook) {
        guard !ranInner, !stopped else { return }
        reportFailure(Misuse.aroundEachDidNotRunExample, kind: .apiMisused, location: around.location)
        stopped = true
    }
}
