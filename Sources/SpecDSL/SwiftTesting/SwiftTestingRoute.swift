#if canImport(Testing)
import Foundation
@_spi(SpecRunner) import Matchers
internal import Testing

/// The Swift Testing route: each spec class is a parameterized test whose cases are its examples
/// (and its failing cases). Swift Testing evaluates every test's cases before it runs any, so the
/// plans are complete before the first example starts. As under XCTest, examples and hooks run on
/// the main actor, the examples of one class one after another (the generated suite is
/// `.serialized`), and one class at a time, in the order XCTest runs them, unless classes say they
/// may run beside others.
final class SwiftTestingRoute: Sendable {
    // Typed: `turns` refers to it, and the compiler would infer its type in a circle.
    static let shared: SwiftTestingRoute = SwiftTestingRoute()

    /// What a case of a spec class stands for.
    private enum Entry {
        case failing(FailingCase)
        case example(SpecPlan.PlannedExample)
        case noExamples(String)
    }

    /// A class: every case of the class reads it.
    private final class ClassCases: Sendable {
        let cases: [SpecExampleCase]
        let entries: [String: Entry]
        let selection: ExampleSelection?
        /// The class's plan, when it has one: the documentation format places an earlier process's
        /// examples with it.
        let plan: SpecPlan?
        let isAsyncSpec: Bool
        /// The class's target: its test reports the target's failing cases no class took.
        let target: TargetPlan
        /// The class as its cases' events and the report name it.
        let caseClass: CaseClass
        var className: String { caseClass.name }
        /// How many of its cases have started and ended: XCTest's class `setUp()` runs before
        /// the first, its class `tearDown()` after the last.
        let progress = ClassProgress()

        init(cases: [SpecExampleCase], entries: [String: Entry], selection: ExampleSelection?, plan: SpecPlan?, isAsyncSpec: Bool,
             target: TargetPlan, className: String) {
            self.cases = cases
            self.entries = entries
            self.selection = selection
            self.plan = plan
            self.isAsyncSpec = isAsyncSpec
            self.target = target
            caseClass = CaseClass(className)
        }
    }

    /// A spec class whose cases Swift Testing asked for, with its target.
    struct PlannedClass {
        let specType: SpecCase.Type
        let target: DiscoveredSpecs
        /// Whether it has cases: Swift Testing starts no test without any.
        let runs: Bool
    }

    /// Which spec classes may run now, in the XCTest route's order.
    private let turns = ClassTurns(order: { SwiftTestingRoute.shared.turnOrder() },
                                   onFallback: { SwiftTestingRoute.shared.sayTurnsFollowSwiftTesting(serially: false) })
    private let state = Locked(State())

    /// What the route keeps for the process, reached under its lock alone.
    private struct State {
        var classes: [ObjectIdentifier: ClassCases] = [:]
        /// Every class Swift Testing planned, in the order it asked for their cases.
        var planned: [PlannedClass] = []
        var running: [ExampleRun] = []
        /// Failures no example owns, not reported yet: the next test to end reports them.
        var late: [SpecFailure] = []
        /// What a class's `tearDown()` recorded: late for the next class's test, as on XCTest.
        var lateAfterTearDown: [SpecFailure] = []
        /// The failing cases of no example made so far (`late_failure`, `afterSuite`), by class: one
        /// made later is named apart.
        var lateCases: [String: Set<String>] = [:]
        /// Those reported already, each with the class whose test reported it, for that class's
        /// `late_failure` case in the report and the summary.
        var lateReported: [(failure: SpecFailure, className: String)] = []
        /// Issues Swift Testing recorded outside any case (another thread), for the same case.
        var lateObserved: [SpecFailure] = []
        /// The handlers still to hand on the last issue from outside every test that several
        /// examples running at once saw, each in its own test: those are one issue, not several.
        var lateObservedEchoes: (failure: SpecFailure, left: Int)?
        /// The example that ended last: where a failure from another thread most likely comes from.
        var lastEnded: SpecPlan.PlannedExample?
        /// The example that ended before `lastEnded`, another one: an example's earlier attempt
        /// (`SPECKIT_RETRY`) is no example before it.
        var lastEndedOther: SpecPlan.PlannedExample?
        /// The root groups of the spec classes whose examples ran last: where a failure from
        /// another thread is looked for.
        var recentClasses: [ExampleGroup] = []
        /// The class whose turn began last: the crash journal keeps a failure no example owns
        /// under it until a class's `late_failure` case reports it.
        var lastStarted: CaseClass?
        var finished = 0
        var plannedTests = 0
        var finishedTests = 0
        var installed = false
        /// Where failures go while code outside every example runs (a suite hook, a `spec()`),
        /// innermost last: a failure from another thread meanwhile is that code's, as on XCTest.
        var outsideExamples: [@Sendable (SpecFailure) -> Void] = []
        /// The last issue from outside every test that a suite's handler gave SpecKit, with the
        /// thread it came from: every suite under way hears of it, one after another.
        var lastOutsideTests: (failure: SpecFailure, thread: ObjectIdentifier)?
        /// The class whose test ended last: the report lists the failures that belong to no case there.
        var lastClassName: String?
        /// How many cases of each class ended, and the classes whose documentation lines are printed.
        var endedCases: [ObjectIdentifier: Int] = [:]
        var documented: Set<ObjectIdentifier> = []
        var endedTypes: [ObjectIdentifier: SpecCase.Type] = [:]
        /// The class of each target (by its plan's slot) that takes the failing cases no one class
        /// owns (``takesProcessCases(_:in:)``).
        var processCaseClasses: [ObjectIdentifier: ObjectIdentifier] = [:]
    }

    /// The outcome of the case the current task runs, as Swift Testing's issues tell it.
    @TaskLocal private static var outcome: CaseOutcome?

    // MARK: Planning

    func cases(of specType: SpecCase.Type, in discovered: DiscoveredSpecs) -> [SpecExampleCase] {
        installIfNeeded()
        let key = ObjectIdentifier(specType)
        if let known = state.withLock({ $0.classes[key] }) { return known.cases }
        let target = discovered.plan(capturing: Self.capture)
        ProcessRun.shared.prepare(target, capturing: Self.capture)
        let processCases = takesProcessCases(specType, in: discovered) ? ProcessRun.shared.takePendingCases(of: target) : []

        var list: [(SpecExampleCase, Entry)] = []
        var selection: ExampleSelection?
        if let plan = target.plan(for: specType) {
            let selected = ExampleSelection(plan, in: target, processCases: processCases, className: TypeName.qualified(specType))
            ProcessRun.noteSavedFailures(of: selected, className: TypeName.qualified(specType))
            selection = selected
            if let note = selected.filterNote { print(note) }
            for failing in selected.failingCases {
                list.append((SpecExampleCase(id: failing.name, description: failing.name), .failing(failing)))
            }
            for example in selected.examples {
                let metadata = example.metadata
                list.append((SpecExampleCase(id: metadata.testName, description: metadata.fullDescription.onOneLine), .example(example)))
            }
            if selected.definesNothing {
                list.append((SpecExampleCase(id: ExampleSelection.noExamplesName, description: "no examples"),
                             .noExamples(selected.noExamplesMessage)))
            }
        } else {
            let failure = SpecFailure(.apiMisused, "SpecKit found no plan for \(TypeName.of(specType)): please report this", file: "<SpecKit>", line: 1)
            for failing in FailingCase.numbered(processCases) + [FailingCase(name: "missing_plan", failures: [failure])] {
                list.append((SpecExampleCase(id: failing.name, description: failing.name), .failing(failing)))
            }
        }
        let made = ClassCases(
            cases: list.map(\.0), entries: Dictionary(list.map { ($0.0.id, $0.1) }, uniquingKeysWith: { first, _ in first }),
            selection: selection, plan: target.plan(for: specType), isAsyncSpec: specType is AsyncSpecCase.Type,
            target: target, className: TypeName.qualified(specType))
        return state.withLock { state in
            if let earlier = state.classes[key] { return earlier.cases }
            state.classes[key] = made
            state.planned.append(PlannedClass(specType: specType, target: discovered, runs: !made.cases.isEmpty))
            // Swift Testing skips a test without cases ("No test cases found", a shard that holds
            // none of the class's examples): its end never comes.
            if !made.cases.isEmpty { state.plannedTests += 1 }
            return made.cases
        }
    }

    /// Whether `specType` takes the failing cases of its target that belong to no one class (a
    /// failing `beforeSuite`, a configuration's mistake, and for the first target prepared the
    /// process's own): the class the XCTest route runs first (``DiscoveredSpecs/firstClass(settings:)``).
    ///
    /// Not the first class Swift Testing asks about: it asks in an order that changes from run to
    /// run. When its `--filter` or `--skip` leaves that class out, the first of the target's
    /// classes to run reports the cases instead, before its examples (``reportTargetCases(of:)``),
    /// or the last class to end, or the process at exit.
    private func takesProcessCases(_ specType: SpecCase.Type, in discovered: DiscoveredSpecs) -> Bool {
        let key = ObjectIdentifier(discovered.slot)
        if let known = state.withLock({ $0.processCaseClasses[key] }) { return known == ObjectIdentifier(specType) }
        guard let first = discovered.firstClass(settings: RunSettings.current) else { return false }
        state.withLock { $0.processCaseClasses[key] = ObjectIdentifier(first) }
        return ObjectIdentifier(first) == ObjectIdentifier(specType)
    }

    /// The order in which the classes Swift Testing runs take their turns, once it planned them
    /// all: the XCTest route's (``turnOrder(of:order:)``). `nil` when Swift Testing runs its tests
    /// one at a time (`--no-parallel`): they then run in the order it starts them.
    private func turnOrder() -> [ObjectIdentifier]? {
        if CommandLine.arguments.contains("--no-parallel") {
            sayTurnsFollowSwiftTesting(serially: true)
            return nil
        }
        let classes = state.withLock { $0.planned }
        return Self.turnOrder(of: classes, order: RunSettings.current.order).map { ObjectIdentifier($0) }
    }

    /// The classes of `planned` that run, in the order the XCTest route runs them with `order`:
    /// target by target, by module name, each target's classes as
    /// ``DiscoveredSpecs/xctestOrder(of:order:)`` orders them. Every planned class counts for
    /// where the movable ones run, as every class of XCTest's selection does there.
    ///
    /// XCTest takes the targets in the order SwiftPM lists them, which its build chooses and which
    /// is not by name: across targets, the two routes' orders may differ.
    static func turnOrder(of planned: [PlannedClass], order: ExampleOrder) -> [SpecCase.Type] {
        var targets: [(module: String, first: Int, classes: [PlannedClass])] = []
        var targetIndex: [ObjectIdentifier: Int] = [:]
        for (position, planned) in planned.enumerated() {
            let slot = ObjectIdentifier(planned.target.slot)
            if let index = targetIndex[slot] {
                targets[index].classes.append(planned)
            } else {
                targetIndex[slot] = targets.count
                let module = TypeName.qualified(planned.specType).split(separator: ".").first.map(String.init) ?? ""
                targets.append((module, position, [planned]))
            }
        }
        targets.sort { ($0.module, $0.first) < ($1.module, $1.first) }
        return targets.flatMap { target in
            let runs = Set(target.classes.filter(\.runs).map { ObjectIdentifier($0.specType) })
            return target.classes[0].target.xctestOrder(of: target.classes.map(\.specType), order: order)
                .filter { runs.contains(ObjectIdentifier($0)) }
        }
    }

    /// Says, in a random or a listed order, that the spec classes run in the order Swift Testing
    /// starts them: it runs its tests one at a time (`serially`: `--no-parallel`), or the next
    /// class in order did not start in time (``ClassTurns``). In the defined order it says
    /// nothing: Swift Testing then starts them by name too.
    private func sayTurnsFollowSwiftTesting(serially: Bool) {
        let wanted: String
        switch RunSettings.current.order {
        case .defined: return
        case .random: wanted = "the seed's order"
        case .list: wanted = "the list's order"
        }
        let why = serially ? "Swift Testing runs its tests one at a time (--no-parallel)"
            : "Swift Testing runs the spec classes one at a time here (a .serialized suite around them, or a limit on the tests it runs at once)"
        print("SpecKit: \(why), so the spec classes run in the order it starts them, not in \(wanted); "
              + "each class's examples still run in \(wanted)")
    }

    /// Catches the failures of code that runs outside any example (planning, suite hooks): SpecKit's
    /// own and, where XCTest is swift-corelibs-xctest, `XCTFail` and its kin; from other threads
    /// too, while no example runs.
    private static let capture: FailureCapturing = { body, onFailure in
        shared.state.withLock { $0.outsideExamples.append(onFailure) }
        defer { shared.state.withLock { _ = $0.outsideExamples.popLast() } }
        forwardingFailures(to: { failure in
            onFailure(SpecFailure(failure.kind, failure.message, file: failure.file, line: Int(failure.line)))
        }) {
            #if SPECKIT_CORELIBS_XCTEST
            XCTestAssertionBridge.capturing(body, onFailure: { failure in onFailure(failure) })
            #else
            body()
            #endif
        }
    }

    /// Once per process: failures that reach no test on their own (another thread, XCTest's
    /// assertions) go to the example they belong to.
    private func installIfNeeded() {
        let first = state.withLock { state in
            defer { state.installed = true }
            return !state.installed
        }
        guard first else { return }
        ProcessRun.shared.runsOnSwiftTesting()
        FailuresWithoutTest.keep { failure in
            SwiftTestingRoute.shared.deliver(SpecFailure(failure.kind, failure.message, file: failure.file, line: Int(failure.line)), for: nil)
            return .kept
        }
        #if SPECKIT_CORELIBS_XCTEST
        XCTestAssertionBridge.install { failure, run in SwiftTestingRoute.shared.deliver(failure, for: run) }
        #endif
        atexit { SwiftTestingRoute.shared.runRemainingAfterSuiteHooks() }
    }

    // MARK: Running

    func run(_ testCase: SpecExampleCase, of specType: SpecCase.Type, in discovered: DiscoveredSpecs) async {
        let known = state.withLock { $0.classes[ObjectIdentifier(specType)] }
        let outcome = CaseOutcome()
        let start = ContinuousClock.now
        let caseClass = known?.caseClass ?? CaseClass(TypeName.qualified(specType))
        let entry = known?.entries[testCase.id]
        var limit: Duration?
        var place: ExamplePlace?
        // How long it ran in earlier processes that ended while it ran: its time adds them.
        var timeCrashed = 0.0
        if case .example(let planned)? = entry {
            limit = planned.timeout
            if RunRecord.takesStarts { place = ExamplePlace.whereTheSummaryNeeds(planned) }
            if let selection = known?.selection {
                if let note = selection.restartNote, selection.crashFailure(of: planned) == nil { outcome.note = note }
                timeCrashed = selection.timeCrashed(of: planned)
            }
        }
        if RunRecord.takesStarts {
            RunRecord.shared.record(.caseStarted(testCase.id, of: caseClass, limit: limit, place: place))
            outcome.journaled = (testCase.id, caseClass)
        }
        await Self.$outcome.withValue(outcome) {
            await runCase(testCase, entry, of: specType, known)
        }
        let duration = (ContinuousClock.now - start).seconds + timeCrashed
        let taken = outcome.takeResult()
        if taken != .passed || RunRecord.shared.needsEveryCase || !outcome.failedAttempts.isEmpty {
            var result = Self.result(of: testCase, entry, of: specType, taken, duration: duration)
            outcome.listAttempts(in: &result, retries: RunSettings.current.retries)
            RunRecord.shared.record(.ended(result, forCase: outcome, as: .specCase(caseClass)))
        }
        // An issue from a task the case left behind reaches its outcome after this: the summary
        // and the reports get it too.
        let lateFailure: @Sendable (SpecFailure) -> Void = { [unowned outcome] failure in
            RunRecord.shared.record(.failedAfterEnd(failure, Self.result(of: testCase, entry, of: specType, .failed([failure]), duration: 0),
                                                    forCase: outcome, of: caseClass))
        }
        for failure in outcome.end(then: lateFailure) { lateFailure(failure) }
        documentIfEnded(specType)
    }

    /// The result of an example, a failing case, or the case that says a class defines no examples.
    private static func result(of testCase: SpecExampleCase, _ entry: Entry?, of specType: SpecCase.Type,
                               _ outcome: ExampleResult.Outcome, duration: Double) -> ExampleResult {
        switch entry {
        case .example(let planned)?:
            return ExampleResult(planned, of: specType, outcome: outcome, duration: duration)
        case .failing?, .noExamples?, nil:
            var result = ExampleResult(failingCase: testCase.id, of: TypeName.of(specType), specType: specType, outcome: outcome)
            result.duration = duration
            return result
        }
    }

    /// Prints a class's tree of results for `SPECKIT_FORMAT=documentation` once all its cases ended.
    private func documentIfEnded(_ specType: SpecCase.Type) {
        guard RunSettings.current.format == .documentation else { return }
        let key = ObjectIdentifier(specType)
        let ended = state.withLock { state in
            state.endedCases[key, default: 0] += 1
            state.endedTypes[key] = specType
            guard let planned = state.classes[key]?.cases.count, state.endedCases[key] == planned else { return false }
            return state.documented.insert(key).inserted
        }
        if ended { printDocumentation(of: specType) }
    }

    private func printDocumentation(of specType: SpecCase.Type) {
        let results = RunRecord.shared.results(of: specType)
        var tree = DocumentationFormat(of: TypeName.of(specType), style: .standardOutput, count: results.count)
        tree.addEarlierCases(of: TypeName.qualified(specType), plan: state.withLock { $0.classes[ObjectIdentifier(specType)]?.plan })
        for result in results { tree.add(result) }
        StandardOutput.write(block: tree.text)
    }

    /// At the end: prints the documentation lines of the classes some of whose cases did not run
    /// (`swift test --filter` selected some), then the summary.
    private func finishReporting() {
        if RunSettings.current.format == .documentation {
            let types = state.withLock { state in
                let keys = state.endedCases.keys.filter { !state.documented.contains($0) }
                state.documented.formUnion(keys)
                return keys.compactMap { state.endedTypes[$0] }
            }
            for specType in types.sorted(by: { "\($0)" < "\($1)" }) { printDocumentation(of: specType) }
        }
        ProcessRun.shared.printSummary()
    }

    /// Notes an issue Swift Testing recorded, for the report: in the case whose task recorded it
    /// (also after that case ended: a task it left behind); one from outside every test (another
    /// thread, a detached task) in the example running, when one runs alone, as a failure of
    /// SpecKit's from there; else in the `late_failure` case, with what its note can say.
    ///
    /// Returns whether Swift Testing records the issue: not a failure of an attempt that runs
    /// again if it fails (`SPECKIT_RETRY`), which is kept instead.
    func observe(message: String, file: String?, line: Int, isFailure: Bool, inTest: Bool) -> Bool {
        guard isFailure else { return true }
        let failure = GeneratedCode.placed(SpecFailure(message: message, file: file, line: line), in: ExampleRun.current)
        if let outcome = Self.outcome { return outcome.fail(failure) }
        // In a test but no case: SpecKit's own end-of-run issues, which the report has already.
        guard !inTest else { return true }
        // Swift Testing hands an issue from outside every test to the handler of each example
        // running, once: the only one's, which keeps it as a failure of SpecKit's from there, or
        // each of several at once.
        let (examples, previous) = state.withLock { ($0.running, $0.lastEnded) }
        if examples.count == 1 {
            // Swift Testing reports it too, once, as an issue of no test.
            deliver(failure, for: nil, counted: true)
            return true
        }
        // While no example runs, the handler of each class's suite takes it (`noteOutsideTests`).
        if examples.isEmpty { return true }
        let noted = withLateNote(failure, running: examples.count, previous: previous)
        let isNew = state.withLock { state in
            if let echoes = state.lateObservedEchoes, echoes.failure == noted, echoes.left > 0 {
                state.lateObservedEchoes = (noted, echoes.left - 1)
                return false
            }
            state.lateObserved.append(noted)
            state.lateObservedEchoes = (noted, examples.count - 1)
            return true
        }
        if isNew { journalLate(noted) }
        return true
    }

    /// Gives a failing issue of a spec class's test outside its cases to the code SpecKit runs
    /// there outside examples (the `afterSuite` hooks), which reports it with its own failures.
    /// - Returns: whether SpecKit took it; Swift Testing reports the rest.
    func keepOutsideCases(_ failure: SpecFailure) -> Bool {
        guard let outside = state.withLock({ $0.outsideExamples.last }) else { return false }
        outside(failure)
        return true
    }

    /// Takes a failing issue of Swift Testing's from outside every test (another thread, a
    /// detached task), as each spec class's suite under way hears of it, while no example runs
    /// (the handlers of the examples running take it then): the code SpecKit runs outside
    /// examples (an `afterSuite` hook) takes it, or else the next class's `late_failure` case.
    /// Once: the suites hear of it one after another.
    func noteOutsideTests(_ failure: SpecFailure) {
        let thread = ObjectIdentifier(Thread.current)
        let isNew = state.withLock { state in
            guard state.running.isEmpty else { return false }
            if let last = state.lastOutsideTests, last.failure == failure, last.thread == thread { return false }
            state.lastOutsideTests = (failure, thread)
            return true
        }
        // No test and no example here: `deliver` gives it to the code running outside examples, or
        // keeps it as a late failure.
        if isNew { deliver(failure, for: nil) }
    }

    /// Takes a failing issue that reached no test of Swift Testing's run: one recorded while Swift
    /// Testing planned the run (a `beforeSuite` hook, a `spec()`: the code SpecKit runs there
    /// reports it), before the run or after it.
    func receiveOutsideRun(_ failure: SpecFailure) {
        if let outside = state.withLock({ $0.outsideExamples.last }) { return outside(failure) }
        let noted = withLateNote(failure, running: 0, previous: nil)
        let runEnded = state.withLock { $0.plannedTests > 0 && $0.finishedTests == $0.plannedTests }
        guard runEnded else { return recordLate(noted) }
        // No test is left to report it: not silently.
        FileHandle.standardError.write(Data("\(noted.file):\(noted.line): error: \(noted.message)\n".utf8))
    }

    private func runCase(_ testCase: SpecExampleCase, _ entry: Entry?, of specType: SpecCase.Type,
                         _ known: ClassCases?) async {
        // XCTest runs a class's `setUp()` before its first test and `tearDown()` after its last,
        // on the main thread. One that crashed or hung an earlier process of the run is not run
        // again: the class's examples fail with it instead. The names are made only when needed:
        // every example passes here.
        let earlier = EarlierProcesses.current
        let setUpCrash = known.flatMap { earlier.isResumedRun ? earlier.crash(inActivity: EarlierProcesses.ClassHook.setUp.activity(of: $0.className)) : nil }
        if let known, known.progress.start(), setUpCrash == nil {
            let setUp = EarlierProcesses.ClassHook.setUp.activity(of: known.className)
            await MainActor.run {
                ExitGuard.running(setUp) { Self.capturing({ specType.setUp() }, into: { self.recordLate($0) }) }
            }
        }
        if let known, let setUpCrash {
            let message = "\(EarlierProcesses.ClassHook.setUp.activity(of: known.className)) \(setUpCrash.message)"
            if case .example(let planned)? = entry {
                // An example of the run all the same: it fails instead of running.
                RunRecord.shared.countExample()
                Self.record(SpecFailure(.apiMisused, message, at: planned.metadata.location))
            } else {
                Self.record(SpecFailure(.apiMisused, message, file: "<\(known.className)>", line: 1))
            }
        } else {
            await runEntry(testCase, entry, of: specType, known)
        }
        state.withLock { $0.finished += 1 }
        if let known, known.progress.end(of: known.cases.count) {
            let tearDown = EarlierProcesses.ClassHook.tearDown.activity(of: known.className)
            if earlier.crash(inActivity: tearDown) == nil {
                await MainActor.run {
                    ExitGuard.running(tearDown) { Self.capturing({ specType.tearDown() }, into: { self.keepAfterTearDown($0) }) }
                }
            }
        }
    }

    private func runEntry(_ testCase: SpecExampleCase, _ entry: Entry?, of specType: SpecCase.Type, _ known: ClassCases?) async {
        switch entry {
        case nil:
            Self.record(SpecFailure(.apiMisused, "SpecKit has no case named \(testCase.id) in \(TypeName.of(specType)): please report this",
                                    file: "<SpecKit>", line: 1))
        case .failing(let failing)?:
            for failure in failing.failures { Self.record(failure) }
        case .noExamples(let message)?:
            Self.recordSkip(.skipped(message), file: nil, line: nil)
        case .example(let planned)?:
            if let known, let selection = known.selection {
                await run(planned, of: specType, selection, isAsyncSpec: known.isAsyncSpec)
            }
        }
    }

    /// Runs one example on the main actor, where XCTest runs it, with the XCTest case that stands for it.
    @MainActor
    private func run(_ planned: SpecPlan.PlannedExample, of specType: SpecCase.Type, _ selection: ExampleSelection,
                     isAsyncSpec: Bool) async {
        let location = planned.metadata.location
        RunRecord.shared.countExample()
        if let reason = selection.skipReason(for: planned) {
            // XCTest runs the spec's set-up and tear-down around a skipped example too.
            let thrown = await Self.hosted(Self.host(for: planned, of: specType)) {}
            let outcome: ExampleResult.Outcome = planned.disabledReason.map { .pending($0) } ?? .skipped(reason)
            Self.recordSkip(outcome, message: reason, file: "\(location.filePath)", line: Int(location.line))
            return Self.report(thrown.filter { !ThrownError.isSkip($0) }, at: location)
        }
        if let crash = selection.crashFailure(of: planned) {
            Self.outcome?.failedAttempts = selection.crashedAttempts(of: planned)
            return Self.record(SpecFailure(.apiMisused, crash, at: location))
        }
        EndingSignal.unblockOnThisThread()
        // A class that runs beside others shares the handler with them: no example is the one that left it.
        let handlerWasUnset = !specType.runsBesideOtherSpecs && !LeftAssertionHandler.isSet
        defer { LeftAssertionHandler.check(startedWithout: handlerWasUnset, at: location) }
        Self.outcome?.failedAttempts = selection.crashedAttempts(of: planned)
        // The spec's own set-up and tear-down run once around the attempts, as XCTest runs them
        // once around its test: a failure there is the example's, never an attempt's.
        let host = Self.host(for: planned, of: specType)
        let thrown = await Self.hosted(host) {
            await self.runAttempts(planned, of: specType, selection, isAsyncSpec: isAsyncSpec, host: host)
        }
        host?.hostedRun = nil
        Self.report(thrown, at: location)
    }

    /// Runs the example until an attempt passes, is skipped, or none is left (`SPECKIT_RETRY`).
    @MainActor
    private func runAttempts(_ planned: SpecPlan.PlannedExample, of specType: SpecCase.Type, _ selection: ExampleSelection,
                             isAsyncSpec: Bool, host: SpecCase?) async {
        guard let outcome = Self.outcome else {
            _ = await runAttempt(planned, selection, isAsyncSpec: isAsyncSpec, host: host)
            return
        }
        var attempts = Attempts(of: planned, in: specType, retries: selection.retries, keptIn: outcome)
        while true {
            attempts.start()
            let ended = await runAttempt(planned, selection, isAsyncSpec: isAsyncSpec, host: host)
            guard attempts.end(skipped: ended.skipped, misused: ended.misused) else { return }
        }
    }

    /// Runs one attempt of an example on the main actor, inside the spec's set-up and tear-down;
    /// returns whether it was skipped, and whether its code misused the DSL.
    @MainActor
    private func runAttempt(_ planned: SpecPlan.PlannedExample, _ selection: ExampleSelection, isAsyncSpec: Bool,
                            host: SpecCase?) async -> (skipped: Bool, misused: Bool) {
        let location = planned.metadata.location
        let run = ExampleRun(planned, host: host, isOffMainActor: isAsyncSpec)
        host?.hostedRun = run
        state.withLock { state in
            state.running.append(run)
            state.recentClasses.remember(planned.classRoot)
        }
        if planned.needsAsync || isAsyncSpec {
            await ExampleTimer.run(run, within: selection.timeout(for: planned))
        } else {
            // In the test's task, which keeps its task-locals (`#expect` works): on the main actor,
            // so that work the example sends to the main queue waits until it ends, as under XCTest.
            run.runSynchronously()
        }
        state.withLock { state in
            state.running.removeAll { $0 === run }
            if state.lastEnded !== run.planned { state.lastEndedOther = state.lastEnded }
            state.lastEnded = run.planned
        }
        #if SPECKIT_CORELIBS_XCTEST
        // The run stays the host's through the tear-down; an earlier attempt's expectations are checked too.
        if run.hostWasAsked { host?.wasAsked = true }
        #endif
        let kept = run.takeKeptFailures()
        for failure in kept.own { Self.record(failure) }
        for failure in kept.unforgivable {
            Self.outcome?.forgivesNot(failure)
            Self.record(failure)
        }
        if let skip = run.skip {
            let details = ThrownError.skipDetails(skip)
            Self.recordSkip(.skipped(ThrownError.skipReason(skip)), message: details.message,
                            file: details.file ?? "\(location.filePath)", line: details.line ?? Int(location.line))
            return (true, run.wasMisused)
        }
        return (Self.outcome?.wasSkipped ?? false, run.wasMisused)
    }

    /// The XCTest case that stands for `planned`, where one can be made: the spec's own `setUp()`
    /// and `tearDown()` run on it, and read the example's `exampleMetadata` there, as under XCTest.
    @MainActor
    private static func host(for planned: SpecPlan.PlannedExample, of specType: SpecCase.Type) -> SpecCase? {
        let host = specType.detachedInstance(named: planned.metadata.testName)
        host?.planned = planned
        return host
    }

    /// Reports what the set-ups and tear-downs of an example threw: the first skip skips it, any
    /// other error fails it.
    private static func report(_ thrown: [any Error], at location: Matchers.SourceLocation) {
        var skipped = false
        for error in thrown {
            if ThrownError.isSkip(error) {
                guard !skipped else { continue }
                skipped = true
                let details = ThrownError.skipDetails(error)
                recordSkip(.skipped(ThrownError.skipReason(error)), message: details.message,
                           file: details.file ?? "\(location.filePath)", line: details.line ?? Int(location.line))
            } else {
                // In the words XCTest records it with on its own route.
                record(SpecFailure(.errorThrown, "threw error \"\(error)\"", at: location))
            }
        }
    }

    /// Runs an example's body through the XCTest case standing for it, where there is one;
    /// returns what its set-ups and tear-downs threw.
    @MainActor
    private static func hosted(_ host: SpecCase?, _ body: () async -> Void) async -> [any Error] {
        #if SPECKIT_CORELIBS_XCTEST
        if let host { return await host.runHosted(body) }
        #endif
        await body()
        return []
    }

    /// A failure that reached no test by itself (another thread, XCTest's waiter): recorded in the
    /// current test when there is one; else kept for the example it was recorded for, or for the
    /// only example running, or for the suite hook running; else reported as a late failure of the run.
    /// - Parameter counted: whether Swift Testing counted it already, as an issue of no test: no
    ///   retry of the example it is kept for can make the run pass.
    func deliver(_ failure: SpecFailure, for run: ExampleRun?, counted: Bool = false) {
        if Test.current != nil { return Self.record(failure) }
        if let owner = run ?? ExampleRun.current, !owner.hasEnded {
            return keep(Self.withWaitHint(failure, of: owner), for: owner)
        }
        if let origin = ExampleRun.current {
            return recordLate(SpecFailure(failure.kind, Misuse.lateFailure(failure.message, from: origin.metadata), file: failure.file, line: failure.line))
        }
        let (examples, lastEnded, lastEndedOther, outside, recentClasses) = state.withLock {
            ($0.running, $0.lastEnded, $0.lastEndedOther, $0.outsideExamples.last, $0.recentClasses)
        }
        // The example that ran before the only one running, if one runs: not its own earlier attempt.
        let previous = examples.count == 1 && lastEnded === examples[0].planned ? lastEndedOther : lastEnded
        let owner = examples.count == 1 ? examples[0] : nil
        // XCTest's waiter reports the example's own waits from a queue of its own; main-actor code
        // while a synchronous example holds the main actor is that example's, run inline where no
        // task-local reaches (a main-actor object's isolated deinit).
        if let owner, Misuse.isWaiterFailure(failure.message) || (owner.holdsMainActor && MainQueue.isCurrent) {
            return keep(Self.withWaitHint(failure, of: owner), for: owner)
        }
        if let owner {
            let described = Misuse.backgroundFailure(failure.message, file: failure.file, line: failure.line, running: owner.planned,
                                                     ranBefore: recentClasses, previous: previous?.metadata)
            return keep(SpecFailure(failure.kind, described.message, file: failure.file, line: failure.line), for: owner,
                        unforgivable: described.fromAnotherExample || counted)
        }
        if examples.isEmpty, let outside { return outside(failure) }
        recordLate(withLateNote(failure, running: examples.count, previous: previous))
    }

    /// `failure`, which reached no test while `running` examples ran (none, or several at once),
    /// with what its note can say of where it came from.
    private func withLateNote(_ failure: SpecFailure, running: Int, previous: SpecPlan.PlannedExample?) -> SpecFailure {
        // Once every class's test ended, the run has: the process is on its way out.
        let runEnded = running == 0 && state.withLock { $0.plannedTests > 0 && $0.finishedTests == $0.plannedTests }
        let onMainQueue = !runEnded && running == 0 && MainQueue.isCurrent
        // Main-queue work runs once the example that sent it ends: the example its line is in, or
        // most likely the one that ended last.
        let writtenIn = onMainQueue ? previous?.exampleOfItsClass(writtenAt: failure.line, in: failure.file) : nil
        let message = if runEnded {
            Misuse.failureAfterRun(failure.message)
        } else if let writtenIn {
            Misuse.mainQueueFailure(failure.message, whileWaiting: false, writtenIn: writtenIn)
        } else if onMainQueue {
            Misuse.mainQueueFailureAfterExample(failure.message, previous: previous?.metadata)
        } else if running == 0 {
            Misuse.failureOutsideExamples(failure.message)
        } else {
            Misuse.backgroundFailureAmongParallelExamples(failure.message, running: running)
        }
        return SpecFailure(failure.kind, message, file: failure.file, line: failure.line)
    }

    /// Keeps a failure from outside the task of `owner` for it, to report as it ends; journaled
    /// now, so that a crash of the example reports it.
    private func keep(_ failure: SpecFailure, for owner: ExampleRun, unforgivable: Bool = false) {
        // From outside its task no task-local says which example runs: one in generated code (a
        // generated double a detached task called) goes to the line of the one it is kept for.
        let failure = GeneratedCode.placed(failure, in: owner)
        owner.keepForLater(failure, unforgivable: unforgivable)
        guard RunRecord.takesStarts, let host = owner.host else { return }
        let specType: AnyClass = type(of: host)
        let known = state.withLock { $0.classes[ObjectIdentifier(specType)] }
        let caseClass = known?.caseClass ?? CaseClass(TypeName.qualified(specType))
        // With the note its case adds when it records the failure as the example ends.
        let noted = known?.selection?.restartNote.map { SpecFailure(failure.kind, failure.message + $0, file: failure.file, line: failure.line) }
        RunRecord.shared.record(.failedWhileRunning(noted ?? failure, of: owner.metadata.testName, in: caseClass))
    }

    /// A timed-out XCTest wait of an example that held the main queue while it waited, with what to
    /// write instead: work sent to the main queue could not run until the example ended.
    private static func withWaitHint(_ failure: SpecFailure, of owner: ExampleRun) -> SpecFailure {
        guard let hold = owner.mainQueueHold, Misuse.isWaiterFailure(failure.message) else { return failure }
        // XCTest's waiter reports `await fulfillment(of:timeout:)` in the words it reports a
        // synchronous `wait(for:timeout:)` in: only the latter holds the main queue while the
        // report is made, for the waiting thread waits for the report. A main queue busy with
        // other work cannot tell them apart: the hint then says which wait it is for.
        if case .asyncExample = hold, MainQueue.runsBlock(within: .milliseconds(100)) { return failure }
        let message = failure.message + hold.waiterHint(instead: "await currentSpec()!.fulfillment(of:timeout:)")
        return SpecFailure(failure.kind, message, file: failure.file, line: failure.line)
    }

    /// Runs `body`, a spec class's own `setUp()` or `tearDown()`, and hands what is recorded
    /// meanwhile to `keep`: failures of no example, which XCTest, too, records while no test runs.
    /// One from another thread than the hook's is work a test left behind, not the hook's.
    private static func capturing(_ body: () -> Void, into keep: @escaping @Sendable (SpecFailure) -> Void) {
        let hookThread = ObjectIdentifier(Thread.current)
        capture(body) { failure in
            let message = ObjectIdentifier(Thread.current) == hookThread
                ? Misuse.failureWithoutTest(failure.message, after: nil, onMainThread: true)
                : Misuse.failureOutsideExamples(failure.message)
            keep(SpecFailure(failure.kind, message, file: failure.file, line: failure.line))
        }
    }

    /// Keeps what a class's `tearDown()` recorded, for the class whose test ends next (``finishTest(of:)``).
    private func keepAfterTearDown(_ failure: SpecFailure) {
        state.withLock { $0.lateAfterTearDown.append(failure) }
        journalLate(failure)
    }

    /// Keeps a failure no example owns: the next spec class's test to end reports it, and the
    /// report lists it in a case named `late_failure`.
    private func recordLate(_ failure: SpecFailure) {
        state.withLock { $0.late.append(failure) }
        journalLate(failure)
    }

    /// Tells a supervisor of `failure`, kept for a `late_failure` case: a crash before a class's
    /// test reports it then reports it as that case of the class whose turn began last.
    private func journalLate(_ failure: SpecFailure) {
        guard RunRecord.takesStarts, let caseClass = state.withLock({ $0.lastStarted }) else { return }
        RunRecord.shared.record(.failedWhileRunning(failure, of: FailingCase.lateFailureName, in: caseClass))
    }

    // MARK: The end of the run

    /// Runs the test of `specType` once the class's turn comes (``ClassTurns``, in
    /// ``turnOrder(of:order:)``), then finishes it. The class
    /// waits here, in its test's own scope, not in one of its cases: Swift Testing may run only
    /// so many cases at once, and a case that waited would hold one of those places.
    func runTest(of specType: SpecCase.Type, _ test: @Sendable () async throws -> Void) async throws {
        await turns.begin(ObjectIdentifier(specType), besideOthers: await MainActor.run { specType.runsBesideOtherSpecs })
        defer { turns.end(ObjectIdentifier(specType)) }
        state.withLock { $0.lastStarted = $0.classes[ObjectIdentifier(specType)]?.caseClass ?? CaseClass(TypeName.qualified(specType)) }
        reportTargetCases(of: specType)
        let thrown: (any Error)?
        do {
            try await test()
            thrown = nil
        } catch {
            thrown = error
        }
        await finishTest(of: specType)
        if let thrown { throw thrown }
    }

    /// As a spec class's turn begins, before its examples, in its test's scope: the failing cases
    /// of its target that no class took while Swift Testing planned (`--filter` or `--skip` left
    /// out the class that takes them) are issues of that test and cases of their own in the
    /// report, as the XCTest route reports them in the next class to run. So they count for
    /// `SPECKIT_FAIL_FAST` before any example of the target runs.
    private func reportTargetCases(of specType: SpecCase.Type) {
        guard let known = state.withLock({ $0.classes[ObjectIdentifier(specType)] }) else { return }
        Self.report(ProcessRun.shared.takePendingCases(of: known.target), in: known, of: known.caseClass)
    }

    /// Records `queued`, failing cases no class took, as issues of the running test and as cases
    /// of `caseClass`, named apart from the cases `known` has.
    private static func report(_ queued: [FailingCase], in known: ClassCases?, of caseClass: CaseClass) {
        let unclaimed = FailingCase.numbered(queued, avoiding: Set(known?.cases.map(\.id) ?? []))
        for failing in unclaimed {
            for failure in failing.failures { record(failure) }
        }
        recordFailingCases(unclaimed, of: caseClass)
    }

    /// At the end of a spec class's test, in its scope: the failures no example owned so far are
    /// issues of that test (and a `late_failure` case of the report). After the last class's
    /// test, so are the failing cases no class took (their target's classes did not run: cases
    /// of their own in the report), the `afterSuite` hooks run, their failures are issues of that
    /// test and cases of the report, and the report is written.
    private func finishTest(of specType: SpecCase.Type) async {
        let (isLast, lateFailures, afterTearDown, finishing, known) = state.withLock { state in
            state.finishedTests += 1
            let isLast = state.finishedTests == state.plannedTests
            // A class's `tearDown()` ran after its last example, as XCTest runs it after the
            // class's tests: the next class reports what it recorded; after the last class, a
            // case of its own at the end of the run, as XCTest's last one.
            defer {
                state.late = isLast ? [] : state.lateAfterTearDown
                state.lateAfterTearDown = []
            }
            let known = state.classes[ObjectIdentifier(specType)]
            let finishing = known?.className ?? TypeName.qualified(specType)
            state.lastClassName = finishing
            return (isLast, state.late, isLast ? state.lateAfterTearDown : [], finishing, known)
        }
        // Every class was planned before any test ran, and each target's first class to run took
        // what was still queued for it: the last class reports any left.
        if isLast { Self.report(ProcessRun.shared.takePendingCases(), in: known, of: known?.caseClass ?? CaseClass(finishing)) }
        for failure in lateFailures { Self.record(failure) }
        if !lateFailures.isEmpty, !isLast {
            // Its case now, as the XCTest route runs one: it counts for `SPECKIT_FAIL_FAST`.
            let late = FailingCase.numbered([FailingCase(name: FailingCase.lateFailureName, failures: lateFailures)], avoiding: Self.caseNames(of: known))
            state.withLock { $0.lateCases[finishing, default: []].formUnion(late.map(\.name)) }
            Self.recordFailingCases(late, of: known?.caseClass ?? CaseClass(finishing))
        } else if !lateFailures.isEmpty {
            state.withLock { $0.lateReported += lateFailures.map { ($0, finishing) } }
        }
        guard isLast else { return }
        if let note = ProcessRun.shared.emptySelectionNote() { print(note) }
        let endOfRun = ProcessRun.shared.runAfterSuiteHooks(capturing: Self.capture)
            + (afterTearDown.isEmpty ? [] : [FailingCase(name: FailingCase.lateFailureName, failures: afterTearDown)])
        for failing in endOfRun {
            for failure in failing.failures { Self.record(failure) }
        }
        writeReport(adding: endOfRun, className: finishing)
        finishReporting()
    }

    /// Lists the failures that belong to no case (late ones, issues from outside every test) and
    /// the cases of `endOfRun` as failing cases, then writes the reports. Returns the cases of the
    /// class that owns them, as the report names them: the late case first, if any, then
    /// `endOfRun`'s.
    @discardableResult
    private func writeReport(adding endOfRun: [FailingCase] = [], className: String? = nil) -> [FailingCase] {
        let (reportedLate, unreportedLate, observed, lastClass, classes, lateCases) = state.withLock { state in
            defer {
                state.lateReported = []
                state.late = []
                state.lateObserved = []
            }
            return (state.lateReported, state.late, state.lateObserved, state.lastClassName, state.classes, state.lateCases)
        }
        let owner = className ?? lastClass ?? CaseClass.runName
        // A late failure belongs to the class whose test reported it, as Swift Testing shows it;
        // those no test reported yet, and issues from outside every test, to the last class.
        var classNames: [String] = []
        var lateByClass: [String: [SpecFailure]] = [:]
        for (failure, reporter) in reportedLate + unreportedLate.map({ ($0, owner) }) {
            if lateByClass[reporter] == nil { classNames.append(reporter) }
            lateByClass[reporter, default: []].append(failure)
        }
        if (!observed.isEmpty || !endOfRun.isEmpty) && !classNames.contains(owner) { classNames.append(owner) }
        var ownerCases: [FailingCase] = []
        for name in classNames {
            let lateFailures = lateByClass[name] ?? []
            let observedHere = name == owner ? observed : []
            let hasLateCase = !lateFailures.isEmpty || !observedHere.isEmpty
            // The late case first: of two, the end of the run's is `late_failure_2`, as on the XCTest route.
            let classCases = (hasLateCase ? [FailingCase(name: FailingCase.lateFailureName, failures: lateFailures + observedHere)] : [])
                + (name == owner ? endOfRun : [])
            let taken = Self.caseNames(of: classes.values.first { $0.className == name }).union(lateCases[name] ?? [])
            let named = FailingCase.numbered(classCases, avoiding: taken)
            // A report written later (at exit) names its cases apart from these.
            state.withLock { $0.lateCases[name, default: []].formUnion(named.map(\.name)) }
            Self.recordFailingCases(named, of: CaseClass(name))
            if name == owner { ownerCases = named }
        }
        RunRecord.shared.writeReports()
        return ownerCases
    }

    /// The names a failing case of the class `known` is named apart from: its own cases, and its
    /// examples an earlier process ran, as on the XCTest route.
    private static func caseNames(of known: ClassCases?) -> Set<String> {
        Set((known?.cases.map(\.id) ?? []) + (known?.plan?.examples.map(\.metadata.testName) ?? []))
    }

    /// Hands `cases`, failing cases of no example, to the summary and the reports as cases of
    /// `caseClass`.
    private static func recordFailingCases(_ cases: [FailingCase], of caseClass: CaseClass) {
        let name = caseClass.name
        for failing in cases {
            let result = ExampleResult(failingCase: failing.name, of: name.split(separator: ".").last.map(String.init) ?? name,
                                       specType: nil, outcome: .failed(failing.failures), qualifiedSpecName: name)
            RunRecord.shared.record(.ended(result, forCase: nil, as: .specCase(caseClass)))
        }
    }

    /// At exit: whether a process the crash supervisor started ends before its run did, so that
    /// the process after it prints the summary.
    private func leavesSummaryToNextProcess(noCaseRan: Bool) -> Bool {
        guard CrashJournal.isSupervised else { return false }
        #if os(Linux) && compiler(>=6.3)
        if let ended = SwiftTestingEvents.runEnded(arguments: CommandLine.arguments) { return !ended }
        #endif
        return noCaseRan
    }

    /// At exit, when not every planned case ran: the report gets the cases that did, the
    /// `afterSuite` hooks that did not run yet run now, and a failure fails the process (Swift
    /// Testing has reported its results already).
    private func runRemainingAfterSuiteHooks() {
        ExitGuard.failIfSomethingRuns()
        let (noCaseRan, unreported, stillRunning) = state.withLock { ($0.finished == 0, $0.late, $0.running) }
        if !stillRunning.isEmpty {
            // The supervisor goes on in a new process, which reports the examples.
            if CrashJournal.isSupervised { _exit(EXIT_FAILURE) }
            let exited = stillRunning.map { run in
                FailingCase(name: run.metadata.testName, failures: [SpecFailure(.apiMisused, Misuse.exitedInside, at: run.metadata.location)])
            }
            writeReport(adding: exited, className: stillRunning.first.map { String(describing: $0.metadata.specName) })
            ExitGuard.failInside(stillRunning.map(\.metadata))
        }
        if noCaseRan, let note = ProcessRun.shared.emptySelectionNote() { print(note) }
        // The failing cases no class took, when no spec class's test ended to report them.
        let unclaimed = ProcessRun.shared.takePendingCases()
        let endOfRun = unclaimed + ProcessRun.shared.runAfterSuiteHooks(capturing: Self.capture)
        let named = writeReport(adding: endOfRun)
        // A process that exits before Swift Testing's run ended, under a supervisor (`exit(_:)` in
        // a plain test), leaves the summary to the process after it; one whose run ended sums up,
        // also when it had no case to run (a shard that holds none). Without the run's event
        // stream to tell, a process that ran no case is taken to end early. Cases no class took
        // are this process's to sum up: the next would not report them again.
        let summarizedBefore = RunRecord.shared.isSummarized
        if !leavesSummaryToNextProcess(noCaseRan: noCaseRan) || !unclaimed.isEmpty { finishReporting() }
        // Printed as the report names them (`late_failure_2` when the class has a `late_failure`);
        // the late case with the failures no test reported, which Swift Testing did not show.
        var cases = zip(endOfRun, named.suffix(endOfRun.count)).map { FailingCase(name: $1.name, failures: $0.failures) }
        if !unreported.isEmpty {
            let lateName = named.count > endOfRun.count ? named[0].name : FailingCase.lateFailureName
            cases.append(FailingCase(name: lateName, failures: unreported))
        }
        guard !cases.isEmpty else { return }
        for failing in cases {
            for failure in failing.failures { print("\(failure.file):\(failure.line): error: \(failing.name): \(failure.message)") }
        }
        // The summary the last class's end printed counted none of them: the console says so.
        if summarizedBefore { print(Misuse.failedAfterSummary(cases.map(\.name))) }
        fflush(nil)
        _exit(EXIT_FAILURE)
    }

    // MARK: Reporting to Swift Testing


    /// Records `failure` as an issue of the current test, at its file and line.
    static func record(_ failure: SpecFailure) {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation(file: failure.file, line: failure.line))
    }

    /// Reports a skipped example: Swift Testing shows a known issue, which does not fail the run.
    static func recordSkip(_ skip: ExampleResult.Outcome, message: String? = nil, file: String?, line: Int?) {
        outcome?.skip(skip)
        let reason: String
        switch skip {
        case .skipped(let text), .pending(let text): reason = message ?? text
        case .passed, .failed: reason = message ?? "skipped"
        }
        withKnownIssue(Comment(rawValue: "skipped")) {
            if let file, let line {
                Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation(file: file, line: line))
            } else {
                Issue.record(Comment(rawValue: reason))
            }
        }
    }

    private static func sourceLocation(file: String, line: Int) -> Testing.SourceLocation {
        // Swift Testing requires positive lines and columns.
        Testing.SourceLocation(fileID: fileID(of: file), filePath: file, line: max(1, line), column: 1)
    }

    /// The `#fileID` Swift Testing shows for the file at `file`: `Module/File.swift`, the module
    /// taken to be the file's folder (a target's folder is named after it).
    static func fileID(of file: String) -> String {
        let parts = file.split(separator: "/")
        let name = parts.last.map(String.init) ?? file
        let module = parts.count >= 2 ? String(parts[parts.count - 2]) : "Unknown"
        return "\(module)/\(name)"
    }
}

/// Counts the cases of one spec class that started and ended.
final class ClassProgress: Sendable {
    private let counts = Locked((started: false, ended: 0))

    /// Whether this is the first case to start.
    func start() -> Bool {
        counts.withLock { counts in
            defer { counts.started = true }
            return !counts.started
        }
    }

    /// Whether this is the last of `count` cases to end.
    func end(of count: Int) -> Bool {
        counts.withLock { counts in
            counts.ended += 1
            return counts.ended == count
        }
    }
}

/// What the issues of one Swift Testing case say of it: failed (with which failures), skipped, or passed.
private final class CaseOutcome: AttemptRecords, @unchecked Sendable {
    private let state = Locked(State())

    /// What the issues said so far, reached under its lock alone.
    private struct State {
        var failures: [SpecFailure] = []
        /// How many of `failures` the result taken holds.
        var taken = 0
        var skipped: ExampleResult.Outcome?
        /// Told of each failure that arrives once the case ended.
        var afterEnd: (@Sendable (SpecFailure) -> Void)?
        /// The failures of the running attempt, while it runs again if it fails (`SPECKIT_RETRY`).
        var attempt: [SpecFailure]?
        /// Failures still to come from another example's code, which no attempt keeps: no attempt
        /// of this example can make them pass.
        var unforgiven: [SpecFailure] = []
    }

    /// What each failure adds (``ExampleSelection/restartNote``), set before the case runs.
    var note: String?
    /// The case's name and class in the crash journal, when a supervisor follows the run; set
    /// before the case runs. A failure is journaled as it comes: a crash of the case reports it.
    var journaled: (name: String, caseClass: CaseClass)?
    /// The failures of the attempts that failed before the last one ran; set by the task of the case.
    var failedAttempts: [[SpecFailure]] = []
    /// Whether the last attempt passed after others failed; set by the task of the case.
    var passedLastAttempt = false

    /// Takes a failure of the case; returns whether Swift Testing records it: not while an attempt
    /// that runs again if it fails keeps its failures.
    func fail(_ failure: SpecFailure) -> Bool {
        let coming = failure
        let failure = note.map { SpecFailure(failure.kind, failure.message + $0, file: failure.file, line: failure.line) } ?? failure
        let (handler, kept) = state.withLock { state in
            let unforgiven = state.unforgiven.firstIndex { $0.message == coming.message && $0.file == coming.file && $0.line == coming.line }
            if let unforgiven { state.unforgiven.remove(at: unforgiven) }
            if state.attempt != nil, unforgiven == nil {
                state.attempt?.append(failure)
                return (state.afterEnd, true)
            }
            state.failures.append(failure)
            return (state.afterEnd, false)
        }
        if !kept { handler?(failure) }
        // An attempt's too: a crash of this attempt reports it.
        if handler == nil, let journaled {
            RunRecord.shared.record(.failedWhileRunning(failure, of: journaled.name, in: journaled.caseClass))
        }
        return !kept
    }

    /// Says that `failure`, recorded next, came from another example's code: the running attempt
    /// does not keep it.
    func forgivesNot(_ failure: SpecFailure) { state.withLock { $0.unforgiven.append(failure) } }

    func keepAttempt() { state.withLock { $0.attempt = [] } }

    func takeAttempt() -> [SpecFailure] {
        state.withLock { state in
            defer { state.attempt = nil }
            return state.attempt ?? []
        }
    }

    var recordedFailureCount: Int { state.withLock { $0.failures.count } }

    func recordKept(_ failure: SpecFailure) { SwiftTestingRoute.record(failure) }

    /// Whether the case was skipped.
    var wasSkipped: Bool { state.withLock { $0.skipped != nil } }

    /// Marks the case ended: `handler` gets the failures recorded from now on. Returns those
    /// recorded since `takeResult()`.
    func end(then handler: @escaping @Sendable (SpecFailure) -> Void) -> [SpecFailure] {
        state.withLock { state in
            state.afterEnd = handler
            return state.failures.count > state.taken ? Array(state.failures[state.taken...]) : []
        }
    }
    func skip(_ outcome: ExampleResult.Outcome) { state.withLock { if $0.skipped == nil { $0.skipped = outcome } } }

    /// The outcome for the summary and the reports, as it stands: a failure wins over a skip, as
    /// in XCTest (a case that failed and then skipped failed).
    func takeResult() -> ExampleResult.Outcome {
        state.withLock { state in
            state.taken = state.failures.count
            return state.failures.isEmpty ? (state.skipped ?? .passed) : .failed(state.failures)
        }
    }
}
#endif
