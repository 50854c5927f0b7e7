import Foundation
@_spi(SpecRunner) import Matchers
import Synchronization

/// One run of one example with its hooks: the running example's state, which the DSL reads from
/// the task-local ``current`` (its `@TestState` resets, whether it was stopped or skipped), and
/// the interpreter of its planned ``HookProgram``.
///
/// When a `beforeEach`, `aroundEach`, `justBeforeEach` or the example throws, what it wraps or
/// what comes after it is skipped, but every `afterEach` of the groups already entered still
/// runs. Thrown errors become failures at the hook's or `it`'s line; `XCTSkip` marks the example
/// as skipped instead; `StopTest` stops it with its own message (or silently).
///
/// It imports no test framework: failures go through Matchers' `reportFailure`, which hands them
/// to whichever framework runs the example.
final class ExampleRun: @unchecked Sendable {
    /// The example the current task runs, or ran: tasks the example starts inherit it, so a
    /// failure from one of them after the example ended can say which example it came from.
    @TaskLocal static var current: ExampleRun?

    let planned: SpecPlan.PlannedExample
    /// What the framework runs the example as (an XCTest case), for `currentSpec()`.
    let host: AnyObject?
    /// Whether the example belongs to an `AsyncSpec`, which runs off the main actor, as Quick's.
    let isOffMainActor: Bool
    private var stopped = false
    private var teardowns: [() -> Void] = []
    /// The first skip thrown (`XCTSkip`): the adapter reports the example as skipped with it
    /// once the `afterEach` hooks ran.
    private(set) var skip: (any Error)?
    /// Set once the example and its hooks returned; read from other threads.
    private let endState = EndState()

    init(_ planned: SpecPlan.PlannedExample, host: AnyObject? = nil, isOffMainActor: Bool = false) {
        self.planned = planned
        self.host = host
        self.isOffMainActor = isOffMainActor
    }

    var metadata: ExampleMetadata { planned.metadata }

    /// Whether the example runs synchronously on the main actor, which it then holds from its
    /// first hook to its last.
    var holdsMainActor: Bool { !planned.needsAsync && !isOffMainActor }

    /// Whether the example and its hooks have returned: a failure from its tasks after that is late.
    var hasEnded: Bool { endState.hasEnded }

    /// Whether code of the example asked for its host (`currentSpec()`).
    var hostWasAsked: Bool { endState.hostWasAsked }

    /// Why a synchronous wait in the example could not let the main queue's other work run (it ran
    /// in a block of the main queue), or `nil`.
    var mainQueueHold: MainQueue.Hold? { endState.hold }

    /// Notes that code of the example asked for its host.
    func noteHostAsked() { endState.noteHostAsked() }

    /// Whether the example's code misused the DSL (an `aroundEach` that ran it twice): no other
    /// attempt of it forgives that.
    var wasMisused: Bool { endState.wasMisused }

    /// Fails the example for a misuse of the DSL in its code, at `location`.
    func reportMisuse(_ message: String, at location: SourceLocation) {
        endState.noteMisuse()
        reportFailure(message, kind: .apiMisused, location: location)
    }

    /// Keeps a failure that reached the example from outside its task (another thread), for the
    /// framework adapter to report inside the example's own task once it returns.
    /// - Parameter unforgivable: whether no attempt of this one can make it pass (`SPECKIT_RETRY`):
    ///   it came from another example's code, for certain, or the framework counts it anyway.
    func keepForLater(_ failure: SpecFailure, unforgivable: Bool = false) { endState.keep(failure, unforgivable: unforgivable) }

    /// The failures kept with `keepForLater(_:unforgivable:)` so far: those an attempt may make
    /// good, and those it cannot.
    func takeKeptFailures() -> (own: [SpecFailure], unforgivable: [SpecFailure]) { endState.takeKept() }

    /// Runs `teardown` once the example and all its hooks ran (for `@TestState`).
    func addTeardown(_ teardown: @escaping () -> Void) { teardowns.append(teardown) }

    private func finish() {
        // Most examples register none.
        if teardowns.count > 0 {
            for teardown in teardowns.reversed() { teardown() }
            teardowns = []
        }
        endState.end()
    }

    // MARK: Synchronous examples

    /// Runs an example none of whose closures is `async`, with itself as ``current``, on the main
    /// actor, where the spec declared its closures.
    ///
    /// `runsLeftMainQueueWork`: then what the example left on the main queue runs before it ends,
    /// while it is still the example that runs, as the Swift Testing route runs it once the example
    /// ends: a check in it fails this example, not one that waits later, or none (XCTest may or may
    /// not run it as the case ends). Only for a caller on the main thread outside any block of the
    /// main queue (XCTest's test method), where turning the run loop can run that queue's work.
    @MainActor func runSynchronously(runsLeftMainQueueWork: Bool = false) {
        if let hold = MainQueue.hold { endState.noteHeldMainQueue(hold) }
        Self.$current.withValue(self) {
            run(from: 0, to: planned.program.steps.count)
            #if os(Linux)
            if runsLeftMainQueueWork, MainQueue.hasWaitingWork { MainQueue.runWaitingWork() }
            #endif
            finish()
        }
    }

    @MainActor private func run(from start: Int, to end: Int) {
        let steps = planned.program.steps
        var index = start
        while index < end {
            switch steps[index] {
            case .setUp(let hook, let resume):
                if invoke(hook.body, thrownBy: hook) && stopped {
                    index = resume
                    continue
                }
            case .example(let resume):
                if invoke(planned.example.body, thrownBy: nil) && stopped {
                    index = resume
                    continue
                }
            case .around(let hook, let aroundEnd):
                let next = index + 1
                invoke(hook) { [self] in run(from: next, to: aroundEnd) }
                index = aroundEnd
                continue
            case .tearDown(let hook):
                invoke(hook.body, thrownBy: hook, stopsExample: false)
            }
            index += 1
        }
    }

    /// Runs a synchronous closure of `hook`, or of the example when it is `nil`; returns whether
    /// it threw (only then can it have stopped the example). The hook's kind and line are read
    /// only for a failure: reading them for every closure costs a debug build more than the call.
    @discardableResult
    @MainActor private func invoke(_ body: Body, thrownBy hook: Hook?, stopsExample: Bool = true) -> Bool {
        do {
            switch body {
            case .syncWithoutMetadata(let closure): try closure()
            case .sync(let closure): try closure(planned.metadata)
            case .async, .asyncWithoutMetadata:
                // Plans send examples with any async closure to `run()`, so this is a SpecKit bug.
                reportMisuse("SpecKit ran an async \(kind(of: hook)) synchronously; please report this", at: location(of: hook))
                return false
            }
            return false
        } catch {
            handle(error, thrownBy: kind(of: hook), at: location(of: hook), stopsExample: stopsExample)
            return true
        }
    }

    /// What threw, as a failure names it: the hook's kind, or `it`.
    private func kind(of hook: Hook?) -> String { hook?.kind.rawValue ?? "it" }

    /// Where the hook, or else the example, was declared.
    private func location(of hook: Hook?) -> SourceLocation { hook?.location ?? planned.example.location }

    @MainActor private func invoke(_ around: AroundHook, wrapping inner: @escaping () -> Void) {
        var calls = 0
        // A call after the hook returned (it kept `runExample`) runs nothing: its example is over.
        var returned = false
        defer { returned = true }
        switch around.body {
        case .sync(let closure):
            do {
                try closure(planned.metadata) { [self] in
                    guard !returned else { return reportMisuse(Misuse.aroundEachRanExampleLate, at: around.location) }
                    calls += 1
                    guard calls == 1 else { return reportRepeatedRun(calls, around) }
                    inner()
                }
            } catch {
                handle(error, thrownBy: "aroundEach", at: around.location, stopsExample: true)
            }
        case .async, .asyncWithoutMetadata:
            reportMisuse("SpecKit ran an async aroundEach synchronously; please report this", at: around.location)
        }
        reportIfNotRun(calls, around)
    }

    // MARK: Examples with async closures

    /// Runs an example some of whose closures are `async`, with itself as ``current``: a spec's
    /// on the main actor, which it keeps from one synchronous closure to the next (main-queue work
    /// a hook sends waits until the example awaits), an `AsyncSpec`'s off it, as Quick runs them,
    /// where a synchronous closure of main-actor code (a configuration's) still runs on the main actor.
    func run() async {
        await run(on: isOffMainActor ? nil : MainActor.shared)
    }

    private func run(on actor: isolated (any Actor)?) async {
        let onMainActor = actor === MainActor.shared
        await MainQueue.$isInAsyncExample.withValue(onMainActor) {
            if onMainActor, let hold = MainQueue.hold { endState.noteHeldMainQueue(hold) }
            await Self.$current.withValue(self) {
                await runAsync(from: 0, to: planned.program.steps.count, on: actor)
                finish()
            }
        }
    }

    private func runAsync(from start: Int, to end: Int, on actor: isolated (any Actor)?) async {
        let steps = planned.program.steps
        var index = start
        while index < end {
            switch steps[index] {
            case .setUp(let hook, let resume):
                if await invokeAsync(hook.body, onMainActor: hook.isMainActor, thrownBy: hook, on: actor) && stopped {
                    index = resume
                    continue
                }
            case .example(let resume):
                let example = planned.example
                if await invokeAsync(example.body, onMainActor: example.isMainActor, thrownBy: nil, on: actor) && stopped {
                    index = resume
                    continue
                }
            case .around(let hook, let aroundEnd):
                let next = index + 1
                await invokeAsync(hook, wrapping: next..<aroundEnd, on: actor)
                index = aroundEnd
                continue
            case .tearDown(let hook):
                await invokeAsync(hook.body, onMainActor: hook.isMainActor, thrownBy: hook, stopsExample: false, on: actor)
            }
            index += 1
        }
    }

    @discardableResult
    private func invokeAsync(_ body: Body, onMainActor: Bool, thrownBy hook: Hook?, stopsExample: Bool = true,
                             on actor: isolated (any Actor)?) async -> Bool {
        // A synchronous closure of main-actor code goes there when the example runs elsewhere.
        let hops = onMainActor && actor !== MainActor.shared
        do {
            switch body {
            case .syncWithoutMetadata(let closure):
                if hops { try await Self.onMainActor(UncheckedSendable(closure)) } else { try closure() }
            case .sync(let closure):
                let metadata = planned.metadata
                if hops { try await Self.onMainActor(UncheckedSendable { try closure(metadata) }) } else { try closure(metadata) }
            case .async(let closure): try await closure(planned.metadata)
            case .asyncWithoutMetadata(let closure): try await closure()
            }
            return false
        } catch {
            handle(error, thrownBy: kind(of: hook), at: location(of: hook), stopsExample: stopsExample)
            return true
        }
    }

    private func invokeAsync(_ around: AroundHook, wrapping steps: Range<Int>, on actor: isolated (any Actor)?) async {
        let calls = CallCount()
        // What the hook calls to run the steps it wraps: on the main actor when the example runs
        // there, so that a hook written there calls it without a hop, which would let other work in.
        nonisolated(unsafe) let runInner: () async -> Void
        if actor === MainActor.shared {
            runInner = { @MainActor [self] in
                guard calls.first(around, self) else { return }
                await runAsync(from: steps.lowerBound, to: steps.upperBound, on: MainActor.shared)
            }
        } else {
            runInner = { [self] in
                guard calls.first(around, self) else { return }
                await runAsync(from: steps.lowerBound, to: steps.upperBound, on: nil)
            }
        }
        do {
            switch around.body {
            case .sync:
                reportMisuse(Misuse.synchronousAroundEachAroundAsyncCode, at: around.location)
                stopped = true
                return
            case .async(let closure): try await closure(planned.metadata, runInner)
            case .asyncWithoutMetadata(let closure): try await closure(runInner)
            }
        } catch {
            handle(error, thrownBy: "aroundEach", at: around.location, stopsExample: true)
        }
        calls.hookReturned = true
        reportIfNotRun(calls.count, around)
    }

    /// Runs a synchronous closure a main-actor spec wrote on the main actor, in this task: it
    /// was written there, so it goes back, not across.
    @MainActor
    private static func onMainActor(_ closure: UncheckedSendable<() throws -> Void>) throws {
        try closure.value()
    }

    // MARK: Outcomes

    private func handle(_ error: any Error, thrownBy kind: String, at location: SourceLocation, stopsExample: Bool) {
        if stopsExample { stopped = true }
        if ThrownError.isSkip(error) {
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
        // XCTUnwrap recorded its failure before throwing its error; XCTest does not record it again either.
        if ThrownError.isRecordedUnwrapFailure(error) { return }
        // So did `#require`, as Swift Testing knows: its issue fails the example.
        if ThrownError.isRecordedRequirementFailure(error) { return }
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
        reportMisuse(Misuse.aroundEachDidNotRunExample, at: around.location)
        stopped = true
    }

    /// How often an async `aroundEach` called what it wraps.
    private final class CallCount: @unchecked Sendable {
        private(set) var count = 0
        /// Set once the hook returned: a call after that (it kept `runExample`) runs nothing.
        var hookReturned = false

        /// Counts a call; whether it is the first (a later one runs nothing and is reported once).
        func first(_ around: AroundHook, _ run: ExampleRun) -> Bool {
            if hookReturned {
                run.reportMisuse(Misuse.aroundEachRanExampleLate, at: around.location)
                return false
            }
            count += 1
            if count == 2 { run.reportRepeatedRun(count, around) }
            return count == 1
        }
    }

    /// A second call runs nothing: the example and the hooks inside ran once already.
    fileprivate func reportRepeatedRun(_ calls: Int, _ around: AroundHook) {
        guard calls == 2 else { return }
        reportMisuse(Misuse.aroundEachRanExampleAgain, at: around.location)
    }
}

/// Whether an example has ended, and the failures that reached it from other threads: read and
/// written from any thread, under one lock all runs share (they touch it twice per example, and a
/// lock of their own would be made for every example). Its fields are reached under that lock
/// alone, so `@unchecked Sendable` holds; the end is atomic, for a signal handler to read.
private final class EndState: @unchecked Sendable {
    private static let lock = Locked(())
    private let ended = Atomic<Bool>(false)
    private var asked = false
    private var held: MainQueue.Hold?
    private var misused = false
    private var kept: [SpecFailure] = []
    private var keptUnforgivable: [SpecFailure] = []

    var hold: MainQueue.Hold? { Self.lock.withLock { _ in held } }

    func noteHeldMainQueue(_ hold: MainQueue.Hold) { Self.lock.withLock { _ in held = hold } }

    var hostWasAsked: Bool { Self.lock.withLock { _ in asked } }

    func noteHostAsked() { Self.lock.withLock { _ in asked = true } }

    var wasMisused: Bool { Self.lock.withLock { _ in misused } }

    func noteMisuse() { Self.lock.withLock { _ in misused = true } }

    var hasEnded: Bool { ended.load(ordering: .acquiring) }

    func end() { ended.store(true, ordering: .releasing) }

    func keep(_ failure: SpecFailure, unforgivable: Bool) {
        Self.lock.withLock { _ in
            if unforgivable { keptUnforgivable.append(failure) } else { kept.append(failure) }
        }
    }

    func takeKept() -> (own: [SpecFailure], unforgivable: [SpecFailure]) {
        Self.lock.withLock { _ in
            defer { (kept, keptUnforgivable) = ([], []) }
            return (kept, keptUnforgivable)
        }
    }
}

/// Errors of the test frameworks the runner core recognises by their type's name, without
/// importing the framework that defines them.
enum ThrownError {
    /// `XCTSkip` (or an error of that name): the example is skipped, not failed.
    static func isSkip(_ error: any Error) -> Bool {
        String(describing: type(of: error)) == "XCTSkip"
    }

    /// The reason a skip gives and where it was thrown, read from the error's own fields
    /// (`XCTSkip`'s `message`), when it has them.
    static func skipDetails(_ error: any Error) -> (message: String, file: String?, line: Int?) {
        var message: String?
        var file: String?
        var line: Int?
        for child in Mirror(reflecting: error).children {
            switch child.label {
            case "message": message = (child.value as? String?) ?? nil
            case "sourceLocation":
                let wrapped = Mirror(reflecting: child.value)
                let location: Mirror = wrapped.displayStyle == .optional ? wrapped.children.first.map { Mirror(reflecting: $0.value) } ?? wrapped : wrapped
                for part in location.children {
                    if part.label == "file" { file = "\(part.value)" }
                    if part.label == "line" { line = Int("\(part.value)") }
                }
            default: break
            }
        }
        let reason = message.map { $0.isEmpty ? "Test skipped" : "Test skipped - \($0)" } ?? "Test skipped"
        return (reason, file, line)
    }

    /// The reason a skip gives, without XCTest's "Test skipped - ": `the server is down`.
    static func skipReason(_ error: any Error) -> String {
        let message = skipDetails(error).message
        let prefix = "Test skipped - "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// The error a failing `#require` throws after recording its issue, when that issue fails the
    /// example: under Swift Testing, and under XCTest once SpecKit hands Swift Testing's issues to
    /// it. Elsewhere the error fails the example, so that an issue that went nowhere cannot pass.
    static func isRecordedRequirementFailure(_ error: any Error) -> Bool {
        guard String(describing: type(of: error)) == "ExpectationFailedError" else { return false }
        if ProcessRun.shared.isOnSwiftTesting { return true }
        #if SPECKIT_CORELIBS_XCTEST && canImport(Glibc)
        return SwiftTestingIssues.reachXCTest
        #else
        return false
        #endif
    }

    /// The error `XCTUnwrap` throws after recording its failure. Only swift-corelibs-xctest is
    /// known to record it in every example (under Swift Testing through the assertion bridge);
    /// elsewhere the error fails the example, so that a dropped record cannot pass silently.
    static func isRecordedUnwrapFailure(_ error: any Error) -> Bool {
        #if SPECKIT_CORELIBS_XCTEST
        String(describing: type(of: error)) == "XCTestErrorWhileUnwrappingOptional"
        #else
        false
        #endif
    }
}

/// Carries a value across an isolation boundary when the code guarantees one user at a time.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
