import Foundation
import XCTest

/// The base class of specs. Subclass it as `Spec` and describe behaviour in `spec()`:
///
/// ```swift
/// import SpecDSL
/// import Matchers
///
/// final class BoolSpec: Spec {
///     override class func spec() {
///         describe("Bool") {
///             var sut: Bool!
///             afterEach { sut = nil }
///             context("negating a false value") {
///                 beforeEach { sut = false; sut.toggle() }
///                 it("sets the value to true") { expect(sut) == true }
///             }
///         }
///     }
/// }
/// ```
///
/// Every example becomes its own test case, `BoolSpec.Bool__negating_a_false_value__sets_the_value_to_true`.
/// `Spec` itself is a name the `SpecDiscovery` build-tool plugin declares in your test target, for
/// `SpecCase`: a target without the plugin gets a compile error that says so, instead of a test run
/// that silently runs nothing.
open class SpecCase: XCTestCase {
    /// The prefix of the one test method SwiftPM discovers per spec class; the plugin generates it.
    static let anchorPrefix = "testAllExamplesOf"

    /// Describes the examples of this class (Quick 7's form). Override it; the default defines none.
    ///
    /// It runs on the main actor, and so does every closure it gives the DSL: examples and hooks
    /// run there too, so a spec reads and changes `@MainActor` state (a view model) directly.
    @MainActor open class func spec() {}

    /// Describes the examples of this class from an instance. Override it if you prefer; both
    /// forms run, the class form first, on the main actor.
    @MainActor open func spec() {}

    /// Whether this class's examples may run while another spec class's examples run (Swift
    /// Testing); `false` unless overridden.
    ///
    /// A class runs alone by default, as under XCTest, because classes of one target often
    /// share state: a configuration's hooks, a shared instance, a global. Override it to return
    /// `true` in a class that shares none: its `async` examples then wait beside those of other
    /// such classes. Examples of one class always run one after another, and on the main actor.
    ///
    /// ```swift
    /// final class DownloadSpec: Spec {
    ///     override class var runsBesideOtherSpecs: Bool { true }
    ///     override class func spec() { … }
    /// }
    /// ```
    @MainActor open class var runsBesideOtherSpecs: Bool { false }

    /// The XCTest case running the current example: for `expectation(description:)` and
    /// `wait(for:timeout:)`. `nil` when no example is running.
    ///
    /// As in Quick, where the two base classes are unrelated, `QuickSpec.current` (and
    /// `Spec.current`) is `nil` while an `AsyncSpec` example runs, and `AsyncSpec.current` is
    /// `nil` while any other spec's example runs; `currentSpec()` is the running case either way.
    ///
    /// ```swift
    /// it("waits for a callback") {
    ///     let done = QuickSpec.current.expectation(description: "called back")
    ///     loader.load { done.fulfill() }
    ///     QuickSpec.current.wait(for: [done], timeout: 1)
    /// }
    /// ```
    public static var current: SpecCase! {
        guard let running = currentSpec() else { return nil }
        return (running is AsyncSpecCase) == (self is AsyncSpecCase.Type) ? running : nil
    }

    /// The metadata of the example this test case runs, or `nil` for a plain XCTest method.
    public var exampleMetadata: ExampleMetadata? { planned?.metadata }

    /// The example this case runs, when it runs one.
    var planned: SpecPlan.PlannedExample?

    /// The failing case this XCTest case reports, when it reports one.
    var failingCase: FailingCase?

    /// The example run this case stands for when XCTest does not run it (under Swift Testing):
    /// failures recorded on it (an expectation's timeout) go to that example.
    var hostedRun: ExampleRun?

    /// An instance XCTest never runs: one that describes examples, or stands for an example
    /// that Swift Testing runs (`currentSpec()`, `expectation(description:)`).
    static func detachedInstance(named name: String) -> SpecCase? {
        #if SPECKIT_CORELIBS_XCTEST
        return $isMakingRunnerCases.withValue(true) { self.init(name: name, testClosure: { _ in }) }
        #elseif canImport(Darwin)
        return (self as NSObject.Type).init() as? SpecCase
        #else
        return nil
        #endif
    }

    #if SPECKIT_CORELIBS_XCTEST
    /// Code `FailureCapture` runs in place of a test, and where its failures go.
    struct Capture {
        let body: () -> Void
        let onFailure: (String, String, Int) -> Void
    }

    /// What few cases carry, kept apart from the case: XCTest keeps every case until the process
    /// ends, and most are an example's, which needs its example alone.
    private final class Extras {
        var anchorBody: ((XCTestCase) throws -> Void)?
        var capture: Capture?
        var expandedRun: XCTestRun?
        var attemptFailures: FailureList?
        var failedAttempts: [[SpecFailure]] = []
        var passedLastAttempt = false
        var timeCrashed = 0.0
        var restartNote: String?
        var bodyWithoutSetUp: (() -> Void)?
        var hostTeardowns: [() -> Void]?
        var wasAsked = false
    }

    private var extras: Extras?

    /// The case's extras, made the first time one is set.
    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    private var anchorBody: ((XCTestCase) throws -> Void)? { extras?.anchorBody }
    /// Whether this case is a spec class's discovered anchor: asked every time XCTest reads `testRun`.
    private let isAnchor: Bool

    var capture: Capture? {
        get { extras?.capture }
        set { if newValue != nil || extras != nil { madeExtras.capture = newValue } }
    }

    private var expandedRun: XCTestRun? {
        get { extras?.expandedRun }
        set { if newValue != nil || extras != nil { madeExtras.expandedRun = newValue } }
    }

    /// Set while SpecKit makes the cases of examples and failing cases: none of them is an anchor,
    /// whatever its name (an example may be described as `testAllExamplesOf…`).
    @TaskLocal static var isMakingRunnerCases = false

    /// XCTest's initializer: XCTest creates the discovered anchor with it, SpecKit each example's case.
    public required init(name: String, testClosure: @escaping (XCTestCase) throws -> Void) {
        isAnchor = !Self.isMakingRunnerCases && name.hasPrefix(Self.anchorPrefix)
        super.init(name: name, testClosure: testClosure)
        if isAnchor { madeExtras.anchorBody = testClosure }
        #if os(Linux) && compiler(>=6.3)
        if isAnchor { ExampleListing.note(self, testClosure) }
        #endif
    }

    /// Quick's initializer without arguments: an instance that is not one of the run's cases and
    /// runs no example. Quick spec files create one spec class from another's `spec()`, e.g.
    /// `_ = OtherSpec()`, which must compile and change nothing.
    ///
    /// ```swift
    /// final class CartSpec: QuickSpec {
    ///     override class func spec() {
    ///         _ = PaymentSpec()
    ///         it("starts empty") { expect(Cart().items).to(beEmpty()) }
    ///     }
    /// }
    /// ```
    public required convenience init() {
        self.init(name: "", testClosure: { _ in })
    }

    /// Starts SpecKit's watch over the run before the first spec class's `setUp()` goes on, so
    /// that a check failing there (or in `tearDown()`) is reported, as in every later class.
    open override class func setUp() {
        if !ProcessRun.shared.isOnSwiftTesting { XCTestRoute.shared.observeTestRunIfNeeded() }
        super.setUp()
    }

    /// SwiftPM discovers one generated `testAllExamplesOf…` method per spec class. Instead of
    /// running it as a test of its own, its run expands into one test case per example, run as
    /// a suite whose results stand for this test case's in XCTest's totals.
    open override func run() {
        guard let anchorBody else { return super.run() }
        do {
            try anchorBody(self)
        } catch {
            // The generated method does not throw; keep XCTest's own reporting if it ever does.
            return super.run()
        }
        if expandedRun == nil { super.run() }
    }

    /// Where the failures of the running attempt of this example go instead of XCTest, while it
    /// runs again if it fails (`SPECKIT_RETRY`); `nil` for its last attempt, and without retries.
    private var attemptFailures: FailureList? {
        get { extras?.attemptFailures }
        set { if newValue != nil || extras != nil { madeExtras.attemptFailures = newValue } }
    }

    func keepAttempt() { attemptFailures = FailureList() }

    func takeAttempt() -> [SpecFailure] {
        defer { attemptFailures = nil }
        return attemptFailures?.all ?? []
    }

    var recordedFailureCount: Int { testRun?.totalFailureCount ?? 0 }

    /// The failures of this example's attempts that failed before its last one ran.
    var failedAttempts: [[SpecFailure]] {
        get { extras?.failedAttempts ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.failedAttempts = newValue } }
    }

    /// Whether the last attempt passed after others failed (`SPECKIT_RETRY`): a failure of the
    /// case is then its set-up's or tear-down's, and the attempts are not its cause.
    var passedLastAttempt: Bool {
        get { extras?.passedLastAttempt ?? false }
        set { if newValue || extras != nil { madeExtras.passedLastAttempt = newValue } }
    }

    /// How long this example ran in earlier test processes of the run that ended while it ran, in
    /// seconds (``ExampleSelection/timeCrashed(of:)``): its reported time adds them.
    var timeCrashed: Double {
        get { extras?.timeCrashed ?? 0 }
        set { if newValue != 0 || extras != nil { madeExtras.timeCrashed = newValue } }
    }

    /// What a failure of this example adds when it runs in a new test process after a crash that
    /// took the state its class's earlier examples built (``ExampleSelection/restartNote``).
    var restartNote: String? {
        get { extras?.restartNote }
        set { if newValue != nil || extras != nil { madeExtras.restartNote = newValue } }
    }

    /// What a case that reports without running runs in place of the test, without the spec's
    /// set-up and tear-down: the failure of an example that crashed an earlier process of the
    /// run, whose set-up may be what crashed.
    var bodyWithoutSetUp: (() -> Void)? {
        get { extras?.bodyWithoutSetUp }
        set { if newValue != nil || extras != nil { madeExtras.bodyWithoutSetUp = newValue } }
    }

    /// Runs the code of a `FailureCapture` or a case that only reports instead of a test: no
    /// set-up, no tear-down.
    open override func invokeTest() {
        // Read once: most cases have no extras.
        let extras = self.extras
        if let capture = extras?.capture { return capture.body() }
        let route = XCTestRoute.shared
        route.testStarts(self)
        defer { route.testEnds() }
        if let bodyWithoutSetUp = extras?.bodyWithoutSetUp { return bodyWithoutSetUp() }
        guard let planned else { return super.invokeTest() }
        // After the spec's own tear-down, which may be where it restores the handler.
        let handlerWasUnset = !LeftAssertionHandler.isSet
        super.invokeTest()
        LeftAssertionHandler.check(startedWithout: handlerWasUnset, at: planned.metadata.location)
    }

    /// Keeps the failures of a `FailureCapture`; says so when a failure recorded on another
    /// thread may come late from an earlier example; hands a failure recorded on an instance
    /// XCTest is not running to the running example.
    open override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if let capture { return capture.onFailure(FailureCapture.message(from: description), filePath, lineNumber) }
        // Under Swift Testing, every XCTest assertion of the process reaches this one case.
        if let bridge = self as? XCTestAssertionBridge {
            return bridge.deliver(FailureCapture.message(from: description), file: filePath, line: lineNumber, for: nil)
        }
        // `self` in the examples of an instance `spec()` is the instance that built them, not the
        // case running the example: XCTest would drop its failures (and its `wait(for:timeout:)`
        // timeouts), so they go where Quick sends them, to the running example.
        if !runsAsItsOwnCase {
            if let running = XCTestRoute.shared.runningCase, running !== self {
                return running.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            if XCTestAssertionBridge.deliverIfInstalled(FailureCapture.message(from: description), file: filePath, line: lineNumber, for: hostedRun) {
                return
            }
            if XCTestRoute.shared.keepFailureWithoutTest(description, file: filePath, line: lineNumber) { return }
        }
        // XCTest stops a case's run right after its test, and a failure recorded on a stopped run
        // ends the process: one from another thread is recorded while the test still runs, else
        // it goes on as a failure after the test.
        guard !Thread.isMainThread else {
            return recordAsItsOwn(description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        let recorded = XCTestRoute.shared.whileTestRuns(of: self) {
            recordAsItsOwn(description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        if !recorded { XCTestRoute.shared.keepAfterTest(description, file: filePath, line: lineNumber, endedIn: self) }
    }

    /// Records a failure of this case's own test: with the note of a restart after a crash, kept
    /// for its attempt when it may run again, at the example's line when XCTest has none.
    private func recordAsItsOwn(_ description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        // Recorded in generated code (a generated double): at the example's line, which the user can open.
        if GeneratedCode.holds(filePath), let location = planned?.metadata.location {
            return recordAsItsOwn(description + GeneratedCode.note(file: filePath, line: lineNumber), inFile: "\(location.filePath)",
                                  atLine: Int(location.line), expected: expected)
        }
        var (described, fromAnotherExample) = XCTestRoute.shared.describeFailure(description, file: filePath, line: lineNumber, recordedIn: self)
        if let restartNote, planned != nil { described += restartNote }
        // An attempt that runs again if it fails (`SPECKIT_RETRY`): its failures are kept, not
        // recorded; another example's is recorded, for no attempt of this one can make it pass.
        if let attemptFailures, !fromAnotherExample {
            let location = filePath == "<EXPR>" ? planned?.metadata.location : nil
            let failure = SpecFailure(message: FailureCapture.message(from: described), file: location.map { "\($0.filePath)" } ?? filePath,
                                      line: location.map { Int($0.line) } ?? lineNumber)
            attemptFailures.append(failure)
            // XCTest's observers never see it: journaled here, so that a crash of this attempt reports it.
            if RunRecord.takesStarts, let planned {
                RunRecord.shared.record(.failedWhileRunning(failure, of: planned.metadata.testName, in: CaseClass(TypeName.qualified(type(of: self)))))
            }
            return
        }
        // XCTest records an error a set-up or tear-down threw at `<EXPR>:0`: the example's line says more.
        if filePath == "<EXPR>", let location = planned?.metadata.location {
            return super.recordFailure(withDescription: described, inFile: "\(location.filePath)", atLine: Int(location.line), expected: expected)
        }
        super.recordFailure(withDescription: described, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// Records a failure kept from an attempt (`SPECKIT_RETRY`) as it was described then, in the
    /// words XCTest printed it with: "failed - " as `XCTFail` writes it, but for its waiter's own.
    func recordKept(_ failure: SpecFailure) {
        let description = Misuse.isWaiterFailure(failure.message) ? failure.message : "failed - " + failure.message
        super.recordFailure(withDescription: description, inFile: failure.file.isEmpty ? "<unknown>" : failure.file,
                            atLine: failure.line, expected: true)
    }

    /// Whether XCTest runs (or ran) this instance as a test of its own: not an anchor whose run
    /// became its examples' suite, nor an instance that only built a spec's tree.
    private var runsAsItsOwnCase: Bool { expandedRun == nil && super.testRun != nil }

    /// For an anchor, the run of its examples' suite, so XCTest counts the examples and not the anchor.
    open override var testRun: XCTestRun? {
        guard isAnchor, let expandedRun else { return super.testRun }
        return expandedRun
    }

    func setExpandedRun(_ run: XCTestRun?) { expandedRun = run }

    // MARK: Standing for an example Swift Testing runs

    /// The teardown blocks of an example Swift Testing runs, which no `invokeTest()` runs.
    private var hostTeardowns: [() -> Void]? {
        get { extras?.hostTeardowns }
        set { if newValue != nil || extras != nil { madeExtras.hostTeardowns = newValue } }
    }

    /// Whether an earlier attempt of the example this case stands for asked for it
    /// (`currentSpec()`), and so may have made expectations on it (`SPECKIT_RETRY`).
    var wasAsked: Bool {
        get { extras?.wasAsked ?? false }
        set { if newValue || extras != nil { madeExtras.wasAsked = newValue } }
    }

    /// Runs `body` as XCTest runs a test of this case, without a run of its own: `setUp()` (async,
    /// then `setUpWithError()`, then the synchronous one), the body, the teardown blocks,
    /// `tearDown()` (the synchronous one, `tearDownWithError()`, then async); then fails for
    /// expectations never waited for. As in XCTest, every set-up and tear-down runs when one
    /// before it threw, and the body runs only when none threw. For an example Swift Testing runs.
    /// - Returns: what the set-ups and tear-downs threw, in order, for the runner to report (an
    ///   `XCTSkip` from a set-up skips the example).
    @MainActor func runHosted(_ body: () async -> Void) async -> [any Error] {
        await CaseScope.run { await runHostedInScope(body) }
    }

    @MainActor private func runHostedInScope(_ body: () async -> Void) async -> [any Error] {
        hostTeardowns = []
        var thrown: [any Error] = []
        // XCTest's async set-up and tear-down run off the main actor, as XCTest runs them.
        nonisolated(unsafe) let host = self
        do {
            try await host.setUp()
        } catch {
            thrown.append(error)
        }
        setUpSynchronously(noting: &thrown)
        if thrown.isEmpty { await body() }
        let teardowns = hostTeardowns ?? []
        hostTeardowns = nil
        for teardown in teardowns.reversed() { teardown() }
        tearDownSynchronously(noting: &thrown)
        do {
            try await host.tearDown()
        } catch {
            thrown.append(error)
        }
        failForUnwaitedExpectations()
        return thrown
    }

    /// The synchronous set-up, called from a synchronous context (an `async` one would pick the
    /// `async` `setUp()`); adds what it threw to `thrown` (every example passes here, and most
    /// throw nothing: no array is made for them).
    private func setUpSynchronously(noting thrown: inout [any Error]) {
        do {
            try setUpWithError()
        } catch {
            thrown.append(error)
        }
        setUp()
    }

    private func tearDownSynchronously(noting thrown: inout [any Error]) {
        tearDown()
        do {
            try tearDownWithError()
        } catch {
            thrown.append(error)
        }
    }

    /// Keeps the block for `runHosted(_:)`, or hands it to XCTest.
    open override func addTeardownBlock(_ block: @escaping () -> Void) {
        if hostTeardowns != nil { return hostTeardowns?.append(block) ?? () }
        super.addTeardownBlock(block)
    }

    /// XCTest fails a test whose expectations were never waited for when its run ends; a case
    /// that stands for an example has no run, so it checks the same itself. It reads XCTest's own
    /// records of the expectations, and checks nothing if their shape is not the one it knows.
    private func failForUnwaitedExpectations() {
        // Only an example that asked for its case (`currentSpec()`) can have made expectations on
        // it; reading XCTest's records costs more than the rest of the example.
        guard wasAsked || hostedRun?.hostWasAsked == true else { return }
        let unwaited = Self.expectations(of: self).filter { !$0.waitedOn }
        guard let first = unwaited.first else { return }
        let names = unwaited.map { "'\($0.description)'" }.joined(separator: ", ")
        recordFailure(withDescription: "Failed due to unwaited expectation\(unwaited.count > 1 ? "s" : "") \(names)",
                      inFile: first.file ?? "<unknown>", atLine: first.line ?? 0, expected: false)
    }

    private static func expectations(of testCase: XCTestCase) -> [(description: String, waitedOn: Bool, file: String?, line: Int?)] {
        var mirror: Mirror? = Mirror(reflecting: testCase)
        while let current = mirror {
            for child in current.children where child.label == "_allExpectations" {
                guard let list = child.value as? [XCTestExpectation] else { return [] }
                return list.compactMap(record(of:))
            }
            mirror = current.superclassMirror
        }
        return []
    }

    private static func record(of expectation: XCTestExpectation) -> (description: String, waitedOn: Bool, file: String?, line: Int?)? {
        var waitedOn: Bool?
        var file: String?
        var line: Int?
        for child in Mirror(reflecting: expectation).children {
            switch child.label {
            case "_hasBeenWaitedOn": waitedOn = child.value as? Bool
            case "creationSourceLocation":
                for part in Mirror(reflecting: child.value).children {
                    if part.label == "file" { file = "\(part.value)" }
                    if part.label == "line" { line = Int("\(part.value)") }
                }
            default: break
            }
        }
        guard let waitedOn else { return nil }
        return (expectation.expectationDescription, waitedOn, file, line)
    }

    #endif
}

/// The XCTest case running the current example, or `nil` when no example is running.
///
/// ```swift
/// it("finishes loading") {
///     let done = currentSpec()!.expectation(description: "loaded")
///     loader.load { done.fulfill() }
///     currentSpec()!.wait(for: [done], timeout: 1)
/// }
/// ```
public func currentSpec() -> SpecCase? {
    if let run = ExampleRun.current, let host = run.host as? SpecCase, !run.hasEnded {
        run.noteHostAsked()
        return host
    }
    #if SPECKIT_CORELIBS_XCTEST
    return XCTestRoute.shared.runningCase
    #else
    return nil
    #endif
}

#if SPECKIT_CORELIBS_XCTEST
extension SpecCase: AttemptRecords {}
#endif

/// The name a test target's `Spec` subclasses use. The `SpecDiscovery` build-tool plugin declares
/// it in the target, for `SpecCase`: without the plugin this declaration is the one found, and the
/// compiler reports the line to add.
@available(*, unavailable, message: "add the SpecDiscovery plugin to this test target in Package.swift: plugins: [.plugin(name: \"SpecDiscovery\", package: \"SpecKit\")]; with the plugin, write the name without the SpecDSL. prefix; in a library target, subclass SpecCase, AsyncSpecCase or Configuration")
public typealias Spec = SpecCase
