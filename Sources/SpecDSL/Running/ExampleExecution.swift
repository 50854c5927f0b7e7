import Matchers
import XCTest

/// Runs one example with its hooks, in Quick's order:
///
/// ```text
/// for each group, outermost first (the Configuration hooks first of all):
///     the group's beforeEach and aroundEach hooks, in declaration order; an aroundEach wraps
///     what its group declares after it, the nested groups and the example:
///         … the next group …
///             justBeforeEach hooks of all groups, outermost first
///             the example
///     the group's afterEach hooks, in declaration order (after its aroundEach hooks returned)
/// then the resets `@TestState` registered
/// ```
///
/// When a `beforeEach`, `aroundEach`, `justBeforeEach` or the example throws, what it wraps or
/// what comes after it is skipped, but every `afterEach` of the groups already entered still
/// runs. Thrown errors become failures at the hook's or `it`'s line; `XCTSkip` marks the example
/// as skipped instead; `StopTest` stops it with its own message (or silently).
final class ExampleExecution {
    private let groups: [ExampleGroup]
    private let example: Example
    private let metadata: ExampleMetadata
    private var stopped = false
    private var teardowns: [() -> Void] = []
    /// The first `XCTSkip` thrown: rethrown to XCTest after the `afterEach` hooks ran.
    private(set) var skip: (any Error)?

    init(example: Example, metadata: ExampleMetadata, groups: [ExampleGroup]) {
        self.example = example
        self.metadata = metadata
        self.groups = groups
    }

    /// Runs `teardown` once the example and all its hooks ran (for `@TestState`).
    func addTeardown(_ teardown: @escaping () -> Void) { teardowns.append(teardown) }

    private func finish() {
        // Most examples register none: the reversed walk is several generic calls in the debug
        // builds `swift test` uses, paid by every example.
        // `count`, not `isEmpty`: `isEmpty` is a generic `Collection` call for arrays.
        guard teardowns.count > 0 else { return }
        for teardown in teardowns.reversed() { teardown() }
        teardowns = []
    }

    // MARK: Synchronous examples

    /// Runs an example none of whose closures is `async`.
    func runSynchronously() {
        SpecRegistry.shared.withExecution(self) { runHooksAndExample() }
        finish()
    }

    /// Runs an example none of whose closures is `async` with `running` registered as the running
    /// example: the runner's path, which registers both under one lock (every example pays).
    /// The teardowns run before the execution is unregistered, not after: they only reset
    /// `@TestState` values, which ask for no execution.
    func runSynchronously(as running: SpecRegistry.Running) {
        SpecRegistry.shared.runSynchronously(running, self) {
            runHooksAndExample()
            finish()
        }
    }

    private func runHooksAndExample() {
        // By index: `groups.last` is a generic call, paid by every example in debug builds.
        let count = groups.count
        if count > 0 {
            let chain = groups[count - 1].hookChain(for: groups)
            if chain.isFlat { return run(chain) }
        }
        runGroups()
    }

    /// `runGroups()` over the hooks flattened once per innermost group (no `aroundEach` in any
    /// group): the `beforeEach` hooks until one stops the example, the `justBeforeEach` hooks and
    /// the example, then the `afterEach` hooks of the groups entered, innermost first.
    private func run(_ chain: HookChain) {
        // `stopped` is a class property, and each read is a dynamic exclusivity check in the
        // debug builds `swift test` uses: the loops read it only after a closure threw.
        let befores = chain.befores
        var aftersFrom = 0
        var stopsHere = false
        var index = 0
        while index < befores.count {
            if invoke(befores[index]) && stopped {
                aftersFrom = chain.aftersFrom[index]
                stopsHere = true
                break
            }
            index += 1
        }
        if !stopsHere {
            let justBefores = chain.justBefores
            index = 0
            while index < justBefores.count {
                if invoke(justBefores[index]) && stopped {
                    stopsHere = true
                    break
                }
                index += 1
            }
            if !stopsHere { invokeExample() }
        }
        let afters = chain.afters
        index = aftersFrom
        while index < afters.count {
            invoke(afters[index], stopsExample: false)
            index += 1
        }
    }

    /// The order of `runGroup(at: 0)`, as loops: the `beforeEach` hooks of each group, outermost
    /// first, until one stops the example; then the example; then the `afterEach` hooks of every
    /// group entered, innermost first. At the first `aroundEach` the recursive form takes over for
    /// the rest (it wraps what follows it). Loops, not recursion over generic iterators: in the
    /// debug builds `swift test` uses, this runs for every example and costs a fraction.
    private func runGroups() {
        let groups = self.groups
        var entered = 0
        var wrapped = false
        entering: while entered < groups.count {
            let group = groups[entered]
            entered += 1
            let setUps = group.setUps
            var position = 0
            while position < setUps.count {
                if stopped { break entering }
                switch setUps[position] {
                case .before(let hook):
                    invoke(hook.body, as: hook.kind, at: hook.location)
                case .around:
                    runSetUps(of: group, from: position, groupIndex: entered - 1)
                    wrapped = true
                    break entering
                }
                position += 1
            }
            if stopped { break }
        }
        if !wrapped && !stopped { runExample() }
        while entered > 0 {
            entered -= 1
            runAfters(of: groups[entered])
        }
    }

    private func runAfters(of group: ExampleGroup) {
        let afters = group.afters
        var index = 0
        while index < afters.count {
            let hook = afters[index]
            invoke(hook.body, as: hook.kind, at: hook.location, stopsExample: false)
            index += 1
        }
    }

    private func runGroup(at index: Int) {
        guard index < groups.count else { return runExample() }
        let group = groups[index]
        runSetUps(of: group, from: 0, groupIndex: index)
        runAfters(of: group)
    }

    /// Runs the group's `beforeEach`/`aroundEach` hooks from `position` on, then the next group.
    private func runSetUps(of group: ExampleGroup, from position: Int, groupIndex: Int) {
        var position = position
        let setUps = group.setUps
        while position < setUps.count {
            guard !stopped else { return }
            switch setUps[position] {
            case .before(let hook):
                invoke(hook.body, as: hook.kind, at: hook.location)
            case .around(let around):
                let next = position + 1
                return invoke(around) { [self] in runSetUps(of: group, from: next, groupIndex: groupIndex) }
            }
            position += 1
        }
        if !stopped { runGroup(at: groupIndex + 1) }
    }

    private func runExample() {
        var index = 0
        while index < groups.count {
            let justBefores = groups[index].justBefores
            var position = 0
            while position < justBefores.count && !stopped {
                let hook = justBefores[position]
                invoke(hook.body, as: hook.kind, at: hook.location)
                position += 1
            }
            index += 1
        }
        if !stopped { invoke(example.body, as: nil, at: example.location) }
    }

    /// Runs a synchronous hook: `invoke(_:as:at:stopsExample:)` without copying its parts out.
    /// Returns whether it threw (only then can it have stopped the example).
    @discardableResult
    private func invoke(_ hook: Hook, stopsExample: Bool = true) -> Bool {
        switch hook.body {
        case .syncWithoutMetadata(let closure):
            do {
                try closure()
                return false
            } catch {
                handle(error, thrownBy: hook.kind.rawValue, at: hook.location, stopsExample: stopsExample)
                return true
            }
        case .sync(let closure):
            do {
                try closure(metadata)
                return false
            } catch {
                handle(error, thrownBy: hook.kind.rawValue, at: hook.location, stopsExample: stopsExample)
                return true
            }
        case .async:
            invoke(hook.body, as: hook.kind, at: hook.location, stopsExample: stopsExample)
            return false
        }
    }

    /// Runs the example's body: `invoke(_:as:at:stopsExample:)` without copying its parts out.
    private func invokeExample() {
        switch example.body {
        case .syncWithoutMetadata(let closure):
            do { try closure() } catch { handle(error, thrownBy: "it", at: example.location, stopsExample: true) }
        case .sync(let closure):
            do { try closure(metadata) } catch { handle(error, thrownBy: "it", at: example.location, stopsExample: true) }
        case .async:
            invoke(example.body, as: nil, at: example.location)
        }
    }

    /// Runs a hook (`kind`) or the example (`nil`); the kind is only named when it threw.
    private func invoke(_ body: Body, as kind: Hook.Kind?, at location: SourceLocation, stopsExample: Bool = true) {
        switch body {
        case .syncWithoutMetadata(let closure):
            do { try closure() } catch { handle(error, thrownBy: kind?.rawValue ?? "it", at: location, stopsExample: stopsExample) }
        case .sync(let closure):
            do { try closure(metadata) } catch { handle(error, thrownBy: kind?.rawValue ?? "it", at: location, stopsExample: stopsExample) }
        case .async:
            // Plans send examples with any async closure to `run()`, so this is a SpecKit bug.
            reportFailure("SpecKit ran an async \(kind?.rawValue ?? "it") synchronously; please report this", kind: .apiMisused, location: location)
        }
    }

    private func invoke(_ around: AroundHook, wrapping inner: @escaping () -> Void) {
        var calls = 0
        switch around.body {
        case .sync(let closure):
            do {
                try closure(metadata) { [self] in
                    calls += 1
                    guard calls == 1 else { return reportRepeatedRun(calls, around) }
                    inner()
                }
            } catch {
                handle(error, thrownBy: "aroundEach", at: around.location, stopsExample: true)
            }
        case .async:
            reportFailure("SpecKit ran an async aroundEach synchronously; please report this", kind: .apiMisused, location: around.location)
        }
        reportIfNotRun(calls, around)
    }

    // MARK: Examples with async closures

    /// Runs an example some of whose closures are `async`; synchronous closures run in place.
    func run() async {
        await SpecRegistry.shared.withExecution(self) { await runGroupAsync(at: 0) }
        finish()
    }

    private func runGroupAsync(at index: Int) async {
        guard index < groups.count else { return await runExampleAsync() }
        let group = groups[index]
        await runSetUpsAsync(of: group, from: 0, groupIndex: index)
        for hook in group.afters {
            await invokeAsync(hook.body, as: hook.kind.rawValue, at: hook.location, stopsExample: false)
        }
    }

    private func runSetUpsAsync(of group: ExampleGroup, from position: Int, groupIndex: Int) async {
        var position = position
        while position < group.setUps.count {
            guard !stopped else { return }
            switch group.setUps[position] {
            case .before(let hook):
                await invokeAsync(hook.body, as: hook.kind.rawValue, at: hook.location)
            case .around(let around):
                let next = position + 1
                return await invokeAsync(around) { [self] in await runSetUpsAsync(of: group, from: next, groupIndex: groupIndex) }
            }
            position += 1
        }
        if !stopped { await runGroupAsync(at: groupIndex + 1) }
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
            case .syncWithoutMetadata(let closure): try closure()
            case .sync(let closure): try closure(metadata)
            case .async(let closure): try await closure(metadata)
            }
        } catch {
            handle(error, thrownBy: kind, at: location, stopsExample: stopsExample)
        }
    }

    private func invokeAsync(_ around: AroundHook, wrapping inner: @escaping () async -> Void) async {
        var calls = 0
        switch around.body {
        case .sync:
            reportFailure(Misuse.synchronousAroundEachAroundAsyncCode, kind: .apiMisused, location: around.location)
            stopped = true
            return
        case .async(let closure):
            do {
                try await closure(metadata) { [self] in
                    calls += 1
                    guard calls == 1 else { return reportRepeatedRun(calls, around) }
                    await inner()
                }
            } catch {
                handle(error, thrownBy: "aroundEach", at: around.location, stopsExample: true)
            }
        }
        reportIfNotRun(calls, around)
    }

    // MARK: Outcomes

    private func handle(_ error: any Error, thrownBy kind: String, at location: SourceLocation, stopsExample: Bool) {
        if stopsExample { stopped = true }
        if error is XCTSkip {
            if skip == nil { skip = error }
            stopped = true
            return
        }
        // A failed `require`/`unwrap` (or a double) reported its failure already: it only stops the example.
        if let requireError = error as? RequireError {
            // One the test code made and threw itself, or whose failure a `gatherFailures` that has
            // returned took (a retry helper rethrowing it), is not on record: it fails the example.
            if !requireError.isOnRecord { reportFailure(requireError.message, location: requireError.location) }
            return
        }
        // XCTUnwrap recorded its failure before throwing this (internal) error; XCTest itself
        // does not record it again either.
        if String(describing: type(of: error)) == "XCTestErrorWhileUnwrappingOptional" { return }
        // Only a timed-out example's task is cancelled, and its timeout failure says why already.
        if error is CancellationError && Task.isCancelled { return }
        if let stop = error as? StopTest {
            if stop.reportError { reportFailure(stop.failureDescription, location: stop.location) }
            return
        }
        let subject = kind == "it" ? "" : "\(kind) "
        reportFailure("\(subject)threw error \"\(error)\"", kind: .errorThrown, location: location)
    }

    private func reportIfNotRun(_ calls: Int, _ around: AroundHook) {
        guard calls == 0, !stopped else { return }
        reportFailure(Misuse.aroundEachDidNotRunExample, kind: .apiMisused, location: around.location)
        stopped = true
    }

    /// A second call runs nothing: the example and the hooks inside ran once already.
    private func reportRepeatedRun(_ calls: Int, _ around: AroundHook) {
        guard calls == 2 else { return }
        reportFailure(Misuse.aroundEachRanExampleAgain, kind: .apiMisused, location: around.location)
    }
}
