#if SPECKIT_CORELIBS_XCTEST && os(Linux) && compiler(>=6.3)
import Glibc
import Matchers
import XCTest

/// Lists the cases of spec classes among XCTest's tests when `swift test` asks the test binary for
/// its tests (`--dump-tests-json`), so that `--filter` and `--skip` select examples.
///
/// The process `swift test` starts answers with the output of a second process, the binary
/// started again to list: building the plans runs every `spec()`, and one that crashes or hangs
/// must not take the list with it. When that process fails, XCTest's own list answers (one
/// generated method per class), as it did before examples were listed.
///
/// The second process lets XCTest print its list into a file, then, as it exits, asks each
/// generated method for its target (``DiscoveredSpecs/runExamples(of:anchoredIn:)`` only notes it
/// there), plans the targets, and prints the list with their cases (``TestListing``).
enum ExampleListing {
    /// Set in the listing process: the process id of `swift test`, whose arguments say what it selects.
    static let variable = "SPECKIT_LISTING_FOR"

    /// What the listing process keeps between its start, before `main`, and its exit: both on the
    /// main thread, with XCTest's run between them.
    private struct State {
        var isListing = false
        var anchors: [(SpecCase, (XCTestCase) throws -> Void)] = []
        var targets: [(SpecCase.Type, DiscoveredSpecs)] = []
        var selection = SwiftPMSelection(arguments: [])
        /// Where this process's standard output went before XCTest's list was sent to a file; the file.
        var output: Int32 = -1
        var capture: Int32 = -1
    }

    private static let state = Locked(State())

    /// Before `main`, in the process `swift test` asks for its tests: prints the list with the
    /// cases of spec classes and exits, or returns when it cannot (XCTest lists then).
    static func answer(_ arguments: [String], binary: String?) {
        guard arguments.count == 2, arguments[1] == "--dump-tests-json", let binary,
              !SelectionHint.swiftTestArguments.isEmpty else { return }
        setenv(variable, "\(getppid())", 1)
        // A crash while listing ends the list, not the run: no backtrace to wait for. The listing
        // process puts the variable back as it was before its specs run (`start(for:)`): they
        // define the examples a run's processes define.
        let backtrace = POSIX.environment("SWIFT_BACKTRACE")
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        setenv(backtraceVariable, backtrace.map { "set:" + $0 } ?? "unset", 1)
        let listing = POSIX.output(of: binary, arguments)
        unsetenv(variable)
        unsetenv(backtraceVariable)
        if let backtrace { setenv("SWIFT_BACKTRACE", backtrace, 1) } else { unsetenv("SWIFT_BACKTRACE") }
        guard let listing, listing.hasPrefix("{") else {
            // For the hint, should the filter select nothing from XCTest's list.
            return RunTally.add(RunTally.unlisted, launcher: getppid())
        }
        POSIX.append(listing, to: STDOUT_FILENO)
        exit(0)
    }

    /// `SWIFT_BACKTRACE` as the run set it (`set:VALUE`, or `unset`), for the listing process.
    private static let backtraceVariable = "SPECKIT_LISTING_BACKTRACE"

    /// Before `main`, in the listing process: XCTest's list goes to a file, read again at exit.
    static func start(for swiftTest: String) {
        unsetenv(variable)
        if let backtrace = POSIX.environment(backtraceVariable) {
            unsetenv(backtraceVariable)
            if backtrace.hasPrefix("set:") { setenv("SWIFT_BACKTRACE", String(backtrace.dropFirst(4)), 1) } else { unsetenv("SWIFT_BACKTRACE") }
        }
        let words = pid_t(swiftTest).map { SelectionHint.swiftTestArguments(of: $0) } ?? []
        let selection = SwiftPMSelection(arguments: Array(words.dropFirst()), skipList: POSIX.environment("_SWIFTPM_SKIP_TESTS_LIST"))
        let capture = POSIX.anonymousFile(named: "listing")
        let output = dup(STDOUT_FILENO)
        guard capture >= 0, output >= 0, dup2(capture, STDOUT_FILENO) >= 0 else { _exit(1) }
        state.withLock { state in
            state.selection = selection
            state.capture = capture
            state.output = output
            state.isListing = true
        }
        // A spec() that never returns fails the list as it would fail the run: at the run's time limit.
        let limit = RunSettings.current.exampleTimeout ?? ExampleSelection.defaultAsyncExampleTimeout.seconds
        alarm(UInt32(min(limit, Double(UInt32.max / 2))))
        atexit { ExampleListing.finish() }
    }

    /// Notes a generated method XCTest lists; it runs once XCTest printed its list.
    static func note(_ anchor: SpecCase, _ body: @escaping (XCTestCase) throws -> Void) {
        state.withLock { state in
            guard state.isListing else { return }
            state.anchors.append((anchor, body))
        }
    }

    /// In the listing process, notes the target of a generated method, which runs nothing.
    /// - Returns: whether the method is done.
    static func noteTarget(_ discovered: DiscoveredSpecs, of anchor: SpecCase, anchoredIn anchorClass: SpecCase.Type) -> Bool {
        state.withLock { state in
            guard state.isListing else { return false }
            if type(of: anchor) == anchorClass { state.targets.append((anchorClass, discovered)) }
            return true
        }
    }

    private static func finish() {
        fflush(nil)
        let (capture, anchors) = state.withLock { ($0.capture, $0.anchors) }
        let listed = String(decoding: POSIX.bytes(of: capture, from: 0), as: UTF8.self)
        let json = String(listed.prefix { $0 != "\n" })
        // Each generated method notes its target (`noteTarget`).
        for (anchor, body) in anchors { try? body(anchor) }
        let (targets, selection, output) = state.withLock { ($0.targets, $0.selection, $0.output) }
        var cases: [String: [String]] = [:]
        for (specType, discovered) in targets {
            let target = discovered.plan(capturing: FailureCapture.run)
            guard let plan = target.plan(for: specType) else { continue }
            cases[TypeName.qualified(specType)] = caseNames(of: plan, in: target)
        }
        fflush(nil)
        POSIX.append((TestListing.expanding(json, cases: cases, selection: selection) ?? json) + "\n", to: output)
    }

    /// The names of a class's cases in the order they run: its failing cases, then its examples;
    /// `no_examples` for a class with neither (but a base class).
    private static func caseNames(of plan: SpecPlan, in target: TargetPlan) -> [String] {
        let examples = plan.examples.map(\.metadata.testName)
        let failing = FailingCase.numbered(plan.failingCases, avoiding: Set(examples)).map(\.name)
        if examples.isEmpty, failing.isEmpty {
            return target.baseSpecNames.contains(plan.specName) ? [] : [ExampleSelection.noExamplesName]
        }
        return failing + examples
    }
}
#endif
