import Dispatch
@_spi(AssertionHandlers) @_spi(SpecRunner) import Matchers
import XCTest

@testable import SpecDSL

final class RunnerDiagnosticsTests: XCTestCase {
    // MARK: Names

    func testXCTestsPrefixIsDroppedFromEveryMessage() {
        XCTAssertEqual(FailureCapture.message(from: "failed - expected <1>"), "expected <1>")
        XCTAssertEqual(FailureCapture.message(from: "expected <1>"), "expected <1>")
        // A combining mark first joins the prefix's space into one character.
        XCTAssertEqual(FailureCapture.message(from: "failed - \u{301}accent first"), "\u{301}accent first")
    }

    func testExamplesAndGroupsWithoutNameCharactersAreNamedAfterTheirLine() {
        let groupLine = #line + 2
        let plan = TreeHarness.plan {
            describe("???") {
                it("!!!") {}
                it("🎉") {}
            }
            describe("Parser") { it("") {} }
        }
        XCTAssertEqual(TreeHarness.names(plan), [
            "group_at_line_\(groupLine)__example_at_line_\(groupLine + 1)",
            "group_at_line_\(groupLine)__example_at_line_\(groupLine + 2)",
            "Parser__example_at_line_\(groupLine + 4)",
        ])
    }

    // MARK: Timeouts

    func testTheInnermostGroupsTimeoutAppliesToItsExamples() {
        let plan = TreeHarness.plan {
            exampleTimeout(.seconds(20))
            describe("slow") {
                exampleTimeout(.milliseconds(1500))
                it("waits") { await Task.yield() }
            }
            it("uses the spec's") { await Task.yield() }
        }
        XCTAssertEqual(plan.examples.map(\.timeout), [.milliseconds(1500), .seconds(20)])
    }

    func testAnExampleWithoutTimeoutUsesTheEnvironmentOrTheDefault() {
        let plan = TreeHarness.plan { it("waits") { await Task.yield() } }
        XCTAssertNil(plan.examples.first?.timeout)
        XCTAssertEqual(ExampleSelection.defaultAsyncExampleTimeout, .seconds(600))
    }

    func testAZeroTimeoutIsADefinitionIssue() {
        let line = #line + 2
        let plan = TreeHarness.plan {
            describe("group") { exampleTimeout(.zero); it("runs") {} }
        }
        XCTAssertEqual(plan.failingCases.flatMap(\.failures), [SpecFailure(
            .definitionIssue, "exampleTimeout(0.0 seconds): the limit must be more than zero", file: #filePath, line: line)])
    }

    func testTimeLimitsOfAnySizeAreWrittenWithoutTrapping() {
        XCTAssertEqual(Duration.seconds(1).limitText, "1 second")
        XCTAssertEqual(Duration.milliseconds(500).limitText, "0.5 seconds")
        XCTAssertEqual(Duration.seconds(Int64.max).secondsText, "9.223372036854776e+18")
        XCTAssertEqual(Duration.limitText(1e300), "1e+300 seconds")
    }

    func testTheTimeoutVariableIsReadAsSeconds() throws {
        XCTAssertEqual(try ExampleSelection.environmentTimeout([:]).get(), nil)
        XCTAssertEqual(try ExampleSelection.environmentTimeout(["SPECKIT_EXAMPLE_TIMEOUT": "2.5"]).get(), 2.5)
        XCTAssertEqual(try ExampleSelection.environmentTimeout(["SPECKIT_EXAMPLE_TIMEOUT": "1e9"]).get(), 1e9)
        for bad in ["ten", "0", "-3", "inf", "1e19", "1e300"] {
            XCTAssertThrowsError(try ExampleSelection.environmentTimeout(["SPECKIT_EXAMPLE_TIMEOUT": bad]).get()) { error in
                XCTAssertEqual((error as? ExampleSelection.TimeoutError)?.message,
                               "SPECKIT_EXAMPLE_TIMEOUT='\(bad)' is not a number of seconds greater than 0 and at most 1000000000; fix or unset it")
            }
        }
    }

    // MARK: The filter

    func testAnInvalidFilterSaysWhatIsWrongWithIt() {
        let cases = [
            "(unclosed": "the ( at position 1 is never closed; add a ) or write \\( for a literal parenthesis",
            "a)b": "the ) at position 2 closes no group; write \\) for a literal parenthesis",
            "*x": "the * at position 1 has nothing before it to repeat; write \\* for a literal one",
            "a|+": "the + at position 3 has nothing before it to repeat; write \\+ for a literal one",
            "[abc": "the [ at position 1 is never closed; write \\[ for a literal bracket",
            "abc\\": "it ends with a lone \\ at position 4",
        ]
        for (pattern, reason) in cases {
            XCTAssertThrowsError(try ExampleFilter(pattern: pattern).select([], in: "Spec")) { error in
                XCTAssertEqual("\(error)", "SPECKIT_FILTER='\(pattern)' is not a valid regular expression (\(reason)); "
                    + "fix or unset it to run the examples")
            }
        }
    }

    func testAFilterMatchesTheNameOrTheDescriptionAsWritten() throws {
        let plan = TreeHarness.plan("CartSpec") {
            describe("a cart") {
                it("adds two items, then one") {}
                it("starts empty") {}
            }
        }
        let byDescription = try ExampleFilter(pattern: "adds two items, then").select(plan.examples, in: "CartSpec")
        XCTAssertEqual(byDescription.examples.map(\.metadata.testName), ["a_cart__adds_two_items_then_one"], "spaces and a comma, as written")
        let byName = try ExampleFilter(pattern: "^CartSpec\\.a_cart__starts_empty$").select(plan.examples, in: "CartSpec")
        XCTAssertEqual(byName.examples.map(\.metadata.testName), ["a_cart__starts_empty"])
        let anchored = try ExampleFilter(pattern: "^a cart starts empty$").select(plan.examples, in: "CartSpec")
        XCTAssertEqual(anchored.examples.count, 1, "the description is the groups' and the example's, without the class")
        XCTAssertEqual(try ExampleFilter(pattern: "stops").select(plan.examples, in: "CartSpec").examples.count, 0)
    }

    func testValidPatternsAreNotDiagnosed() throws {
        for pattern in ["a(b|c)*?d", "[)(]+", "\\(x\\)", "x{2,3}", "^Bool\\..*false$"] {
            XCTAssertNoThrow(try ExampleFilter(pattern: pattern).select([], in: "Spec"), pattern)
        }
    }

    // MARK: Late failures

    func testAFailureFromABackgroundThreadSaysItMayComeFromTheExampleBefore() throws {
        let registry = XCTestRoute()
        let plan = TreeHarness.plan("LateSpec") {
            it("starts work") {}
            it("is innocent") {}
        }
        let first = SpecCase(name: "first") { _ in }
        let second = SpecCase(name: "second") { _ in }
        registry.running(plan.examples[0].metadata, on: first) {}
        registry.running(plan.examples[1].metadata, on: second) { describeWhileRunning(registry, first, second) }
    }

    private func describeWhileRunning(_ registry: XCTestRoute, _ first: SpecCase, _ second: SpecCase) {
        XCTAssertEqual(registry.describeFailure("failed - boom", file: "", line: 0, recordedIn: second).message, "failed - boom", "main thread")
        // A main-actor task the first example left behind records on the main thread too.
        let firstRun = ExampleRun(TreeHarness.plan("LateSpec") { it("starts work") {} }.examples[0])
        let fromFirst = ExampleRun.$current.withValue(firstRun) { registry.describeFailure("failed - boom", file: "", line: 0, recordedIn: second) }
        XCTAssertTrue(fromFirst.fromAnotherExample, "the task says which example it belongs to")
        XCTAssertTrue(fromFirst.message.hasPrefix("failed - boom (recorded by LateSpec.starts_work after that example ended"), fromFirst.message)
        // `sync` would run the block on this (main) thread: dispatch it and wait.
        let background = Journal()
        let done = DispatchSemaphore(value: 0)
        let shared = UncheckedSendable((registry, second))
        DispatchQueue.global().async {
            let failure = shared.value.0.describeFailure("failed - boom", file: "", line: 0, recordedIn: shared.value.1)
            background.record(failure.message)
            // No task says where it came from: it may be the example's own, which a retry may forgive.
            if failure.fromAnotherExample { background.record("from another example") }
            done.signal()
        }
        done.wait()
        XCTAssertEqual(background.entries.count, 1)
        let fromBackground = background.entries.first
        XCTAssertEqual(fromBackground, "failed - boom (recorded on a background thread while this example ran: if it did "
            + "not start that work, the failure arrived late from an earlier example, such as the one that ran before it, LateSpec.starts_work)")
        XCTAssertEqual(registry.describeFailure("failed - boom", file: "", line: 0, recordedIn: first).message, "failed - boom", "not the running case")
    }

    func testMainQueueWorkThatRunsWhileAnExampleWaitsNamesTheExampleItIsWrittenIn() throws {
        let registry = XCTestRoute()
        let plan = TreeHarness.plan("LeftSpec") {
            describe("left") {
                beforeEach {
                    _ = 0
                }
                it("leaves work") {
                    _ = 1
                }
                it("waits") {
                    _ = 2
                }
            }
        }
        let file = "\(plan.examples[0].metadata.location.filePath)"
        let leavesWork = Int(plan.examples[0].metadata.location.line)
        let waits = Int(plan.examples[1].metadata.location.line)
        let second = SpecCase(name: "left__waits") { _ in }
        second.planned = plan.examples[1]
        let described = { (line: Int) in
            registry.describeFailure("failed - late", file: file, line: line, recordedIn: second)
        }
        let fromFirst = MainQueue.$turnsRunLoop.withValue(true) { described(leavesWork + 1) }
        XCTAssertTrue(fromFirst.fromAnotherExample, "no attempt of the waiting example can make it pass")
        XCTAssertEqual(fromFirst.message, "failed - late (recorded in main-queue work that ran while this example waited, from code "
            + "written in or just after the example \"leaves work\" (RunnerDiagnosticsTests.swift:\(leavesWork)), which left that work "
            + "queued when it ended: wait for it inside that example)")
        // Its own line, a hook's, the group's, another file's: the example's own failure.
        for line in [waits + 1, leavesWork - 2, leavesWork - 4] {
            let own = MainQueue.$turnsRunLoop.withValue(true) { described(line) }
            XCTAssertEqual(own.message, "failed - late", "line \(line)")
            XCTAssertFalse(own.fromAnotherExample, "line \(line)")
        }
        XCTAssertEqual(MainQueue.$turnsRunLoop.withValue(true) {
            registry.describeFailure("failed - late", file: "Other.swift", line: leavesWork + 1, recordedIn: second).message
        }, "failed - late")
        // Not in a wait: the example calls that code itself (a closure the other example stored).
        XCTAssertEqual(described(leavesWork + 1).message, "failed - late")
    }

    #if os(Linux)
    func testMainQueueWorkASynchronousExampleLeftRunsBeforeItEndsOnTheXCTestRoute() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs its test methods on the main thread")
        let plan = TreeHarness.plan("LeftSpec") {
            it("leaves work") {
                DispatchQueue.main.async { expect("a block") == "on time" }
                Task { @MainActor in fail("a main-actor task ran late") }
                DispatchQueue.main.async { DispatchQueue.main.async { fail("a block a block queued ran late") } }
            }
        }
        let run = ExampleRun(plan.examples[0])
        let failures = MainActor.assumeIsolated { gatherFailures { run.runSynchronously(runsLeftMainQueueWork: true) } }
        XCTAssertEqual(failures.map(\.message), ["expected to equal <on time>, got <a block>", "a main-actor task ran late",
                                                  "a block a block queued ran late"])
        XCTAssertFalse(MainQueue.hasWaitingWork)
        // Where the caller does not ask (the Swift Testing route, off the main thread), the work waits.
        let later = ExampleRun(plan.examples[0])
        XCTAssertEqual(MainActor.assumeIsolated { gatherFailures { later.runSynchronously() } }.count, 0)
        XCTAssertTrue(MainQueue.hasWaitingWork)
        XCTAssertEqual(gatherFailures { MainQueue.runWaitingWork() }.count, 3)
    }

    /// A crash in a block the example left is placed in main-queue work (``CrashPlace/queue``):
    /// such a block may be an earlier example's, and the example a retry would run again is not
    /// the one that crashed. A main-actor task the example started stays its own code.
    func testTheMainQueueWorkAnExampleLeftRunsAsWorkOfTheRunLoopNotAsTheExamplesOwnCode() {
        let seen = Locked<[String: Bool]>([:])
        let plan = TreeHarness.plan("LeftSpec") {
            it("leaves work") {
                seen.withLock { $0["example"] = MainQueue.turnsRunLoop }
                DispatchQueue.main.async { seen.withLock { $0["block"] = MainQueue.turnsRunLoop } }
                Task { @MainActor in seen.withLock { $0["task"] = MainQueue.turnsRunLoop } }
            }
        }
        let run = ExampleRun(plan.examples[0])
        MainActor.assumeIsolated { run.runSynchronously(runsLeftMainQueueWork: true) }
        XCTAssertEqual(seen.withLock { $0 }, ["example": false, "block": true, "task": false])
    }
    #endif

    func testAFailureInGeneratedCodeIsPlacedAtTheLineOfTheExampleThatRan() {
        let plan = TreeHarness.plan("DoubleSpec") { it("calls a double") {} }
        let run = ExampleRun(plan.examples[0])
        let location = plan.examples[0].metadata.location
        let generated = SpecFailure(.double, "CatalogMock.price(of:) has no stubbed answer",
                                    file: "/p/.build/plugins/outputs/p/ShopSpecs/destination/SpecDoubles/SpecKitGeneratedDoubles.swift", line: 80)
        XCTAssertEqual(GeneratedCode.placed(generated, in: run), SpecFailure(.double, "CatalogMock.price(of:) has no stubbed answer "
            + "(recorded in code a build plugin generated, SpecKitGeneratedDoubles.swift:80)", at: location))
        XCTAssertEqual(GeneratedCode.placed(generated, in: nil), generated, "no example runs: it stays where it was recorded")
        let handWritten = SpecFailure(.double, "HandMock.price(of:) has no stubbed answer", file: "/p/Tests/ShopSpecs/HandMocks.swift", line: 3)
        XCTAssertEqual(GeneratedCode.placed(handWritten, in: run), handWritten, "the user's own code: where it was recorded")
    }

    func testALineIsAnExamplesWhenTheLastDeclarationBeforeItIsThatExampleAlone() {
        let plan = TreeHarness.plan("LinesSpec") {
            it("first") {
                _ = 1
            }
            for number in 1...2 { it("is made in a loop \(number)") {} }
            context("later") {
                afterEach {
                    _ = 3
                }
                it("last") {
                    _ = 4
                }
            }
        }
        let file = "\(plan.examples[0].metadata.location.filePath)"
        let first = Int(plan.examples[0].metadata.location.line)
        let last = Int(plan.examples[3].metadata.location.line)
        XCTAssertTrue(plan.root.example(writtenAt: first + 1, in: file) === plan.examples[0].example)
        XCTAssertTrue(plan.root.example(writtenAt: first, in: file) === plan.examples[0].example, "the line of it(…) itself")
        XCTAssertNil(plan.root.example(writtenAt: first + 3, in: file), "two examples share the line")
        XCTAssertNil(plan.root.example(writtenAt: first + 6, in: file), "the afterEach's")
        XCTAssertNil(plan.root.example(writtenAt: last + 1, in: file), "after the last declaration: a helper below the spec, perhaps")
        XCTAssertTrue(plan.root.example(writtenAt: first + 2, in: file) === plan.examples[0].example, "up to the next declaration")
        XCTAssertNil(plan.root.example(writtenAt: first - 1, in: file), "before the tree")
        XCTAssertNil(plan.root.example(writtenAt: first + 1, in: "Elsewhere.swift"))
    }

    func testABackgroundFailureIsTheRunningExamplesOwnWhenItsLineIsInThatExamplesCode() {
        let plan = TreeHarness.plan("BackgroundSpec") {
            it("leaves work behind") {
                _ = 1
            }
            it("waits for its own work") {
                _ = 2
            }
            it("comes last") {
                _ = 3
            }
        }
        let leaking = TreeHarness.plan("LeakingSpec") {
            it("leaks a thread") {
                _ = 4
            }
        }
        let quick = TreeHarness.plan("QuickSpec") { it("passes quickly") {} }
        let file = "\(plan.examples[0].metadata.location.filePath)"
        let leaves = Int(plan.examples[0].metadata.location.line)
        let running = plan.examples[1]
        let roots = [plan.examples[0].classRoot].compactMap { $0 }
        let fail = { (line: Int, running: SpecPlan.PlannedExample, roots: [ExampleGroup], file: String) in
            Misuse.backgroundFailure("boom", file: file, line: line, running: running, ranBefore: roots, previous: plan.examples[0].metadata)
        }

        let own = fail(leaves + 4, running, roots, file)
        XCTAssertEqual(own.message, "boom", "work the example waits for: no note")
        XCTAssertFalse(own.fromAnotherExample)
        let other = fail(leaves + 1, running, roots, file)
        XCTAssertEqual(other.message, "boom (recorded on a background thread while this example ran, from code written in or just after "
            + "the example \"leaves work behind\" (RunnerDiagnosticsTests.swift:\(leaves)), which left that work running when it ended: "
            + "wait for it inside that example)")
        XCTAssertTrue(other.fromAnotherExample, "no attempt of the running example can make it pass")
        let helper = fail(3, running, roots, "/p/Tests/Helpers.swift")
        XCTAssertTrue(helper.message.hasPrefix("boom (recorded on a background thread while this example ran: if it did not start that work"),
                      helper.message)
        XCTAssertFalse(helper.fromAnotherExample, "it may be the example's own")

        let last = plan.examples[2]
        XCTAssertEqual(fail(Int(last.metadata.location.line) + 1, last, roots, file).message, "boom",
                       "a class's last example holds the lines after it: its own work")
        // LeakingSpec ran two classes before, and is declared after the running class in the file.
        let classes = [leaking, quick, plan].compactMap { $0.examples[0].classRoot }
        let leakLine = Int(leaking.examples[0].metadata.location.line) + 1
        let leaked = fail(leakLine, last, classes, file)
        XCTAssertTrue(leaked.fromAnotherExample, "a class that ran before, declared between the running one and the line")
        XCTAssertTrue(leaked.message.contains("the example \"leaks a thread\""), leaked.message)
        XCTAssertTrue(fail(leakLine, plan.examples[0], classes, file).fromAnotherExample)
        XCTAssertFalse(fail(leakLine, last, roots, file).fromAnotherExample, "a class that did not run here is not looked at")
    }

    func testAFailureWhileNoTestCaseRunsBecomesALateFailureCaseNamingTheTestBefore() throws {
        let registry = XCTestRoute()
        let failure = TestFailure(kind: .expectationFailed, message: "expected to equal <on time>, got <late>",
                                  location: SourceLocation(filePath: "LateGapSpec.swift", line: 12, column: 3))
        let gap = SpecCase(name: "Gap__leaves_work_behind") { _ in }
        registry.testCaseWillStart(gap)
        XCTAssertTrue(registry.currentTestCase === gap, "where XCTFail and Swift Testing's issues go")
        XCTAssertFalse(registry.keepFailureWithoutTest(failure) == .kept, "a test case runs: XCTest records it there")
        registry.testCaseDidFinish(gap)
        XCTAssertNil(registry.currentTestCase)
        let capture = SpecCase(name: "capturing_failures") { _ in }
        registry.capturing(capture) {
            XCTAssertFalse(registry.keepFailureWithoutTest(failure) == .kept, "FailureCapture's case records it")
            XCTAssertTrue(registry.capturingCase === capture, "and Swift Testing's issues go to it")
        }
        XCTAssertNil(registry.capturingCase)
        // From a background thread, as work a test left behind records it.
        let shared = UncheckedSendable(registry)
        let keptInBackground = Journal()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            keptInBackground.record("\(shared.value.keepFailureWithoutTest(failure) == .kept)")
            done.signal()
        }
        done.wait()
        XCTAssertEqual(keptInBackground.entries, ["true"], "no test case runs: kept")

        let cases = registry.takeCases(for: SpecCase.self)
        XCTAssertEqual(cases.map(\.name), ["late_failure"])
        let kept = try XCTUnwrap(cases.first?.failures.first)
        XCTAssertEqual(cases.first?.failures.count, 1)
        XCTAssertEqual(kept.message, "expected to equal <on time>, got <late> (recorded on a background thread after "
            + "\(gap.name) ended, while no test ran: it most likely comes from work that test "
            + "left behind; wait for that work inside the test)")
        XCTAssertEqual(kept.file, "LateGapSpec.swift")
        XCTAssertEqual(kept.line, 12)
        XCTAssertTrue(registry.takeCases(for: SpecCase.self).isEmpty, "reported once")

        XCTAssertTrue(registry.keepFailureWithoutTest(failure) == .kept)
        let onMain = try XCTUnwrap(registry.takeCases(for: SpecCase.self).first?.failures.first)
        XCTAssertEqual(onMain.message, "expected to equal <on time>, got <late> (recorded while no test ran, in a class's setUp() "
            + "or tearDown() or other code between tests: move the check into a test or a hook)", "the main thread between tests: a class's own code")
        XCTAssertTrue(registry.keepFailureWithoutTest(failure) == .kept)
        XCTAssertEqual(registry.takeLastLateFailureCase()?.failures.count, 1, "the end of the run reports the rest")
        XCTAssertTrue(registry.keepFailureWithoutTest(failure) == .kept, "after the last total: kept for the process's exit")
    }

    func testAFailureAfterTheLastTotalIsKeptForTheExitAndSaysWhenItCame() {
        var late = LateFailures()
        late.closed = true
        XCTAssertTrue(late.keep("expected to equal <a>, got <b>", file: "/x/ExitSpec.swift", line: 9, from: nil))
        XCTAssertTrue(late.keepAfterTest("second", file: "/x/ExitSpec.swift", line: 10, after: "ExitSpec.x"))
        XCTAssertNil(late.takeCase(), "no case of the run's last total holds them")
        XCTAssertEqual(late.takeAfterRun().map(\.message), [
            "expected to equal <a>, got <b> (recorded after the test run ended, as the process exited: in an exit handler or work a "
                + "test left running; check it inside the test that starts that work)",
            "second (recorded after the test run ended, as the process exited: in an exit handler or work a test left running; "
                + "check it inside the test that starts that work)",
        ])
        XCTAssertEqual(late.takeAfterRun(), [], "taken once")
    }

    func testALateFailureFromAnEndedExamplesTaskNamesThatExample() throws {
        let registry = XCTestRoute()
        let plan = TreeHarness.plan("IgnoreSpec") {
            it("ignores cancellation") {}
            it("is innocent") {}
        }
        let straggler = ExampleRun(plan.examples[0])
        MainActor.assumeIsolated { straggler.runSynchronously() }
        let failure = TestFailure(kind: .expectationFailed, message: "late failure", location: SourceLocation(filePath: "A.swift", line: 7, column: 1))
        registry.testCaseDidFinish(SpecCase(name: "is_innocent") { _ in })
        let kept = ExampleRun.$current.withValue(straggler) { (registry.keepFailureWithoutTest(failure) == .kept) }
        XCTAssertTrue(kept)
        XCTAssertEqual(registry.takeCases(for: SpecCase.self).first?.failures.first?.message,
                       "late failure (recorded by IgnoreSpec.ignores_cancellation after that example ended: work it started was still running, "
                       + "such as a task it did not await or its own body past its time limit; await that work, or make it stop when cancelled)")

        let testCase = SpecCase(name: "is_innocent") { _ in }
        let described = Journal()
        registry.running(plan.examples[1].metadata, on: testCase) {
            let done = DispatchSemaphore(value: 0)
            let shared = UncheckedSendable((registry, testCase, straggler))
            DispatchQueue.global().async {
                ExampleRun.$current.withValue(shared.value.2) {
                    let failure = shared.value.0.describeFailure("failed - late", file: "", line: 0, recordedIn: shared.value.1)
                    described.record(failure.message)
                    described.record(failure.fromAnotherExample ? "from another example" : "maybe its own")
                }
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(described.entries, ["failed - late (recorded by IgnoreSpec.ignores_cancellation after that example ended: work it "
            + "started was still running, such as a task it did not await or its own body past its time limit; await that work, "
            + "or make it stop when cancelled)",
            "from another example"])
    }

    func testAFailureFromTheExamplesOwnTaskIsNotAnnotated() async throws {
        let registry = XCTestRoute()
        let plan = TreeHarness.plan("TaskSpec") { it("awaits") {} }
        let run = ExampleRun(plan.examples[0])
        let testCase = SpecCase(name: "awaits") { _ in }
        let shared = UncheckedSendable((registry, testCase, run))
        let described = Journal()
        registry.running(run.metadata, on: testCase) {
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                let text = await ExampleRun.$current.withValue(shared.value.2) {
                    await Task { shared.value.0.describeFailure("failed - boom", file: "", line: 0, recordedIn: shared.value.1).message }.value
                }
                described.record(text)
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(described.entries, ["failed - boom"])
    }
}

/// Nimble's process-wide assertion handler that an example set and left set.
final class LeftAssertionHandlerTests: XCTestCase {
    private final class Swallow: OutcomeHandler, @unchecked Sendable {
        func receive(passed: Bool, message: FailureMessage, location: SourceLocation) {}
    }

    func testAHandlerAnExampleLeftSetIsRemovedAndFailsTheExample() {
        AssertionHandling.processWide = Swallow()
        let location = SourceLocation(filePath: "/s/HandlerSpec.swift", line: 7, column: 0)
        let failures = gatherFailures { LeftAssertionHandler.check(startedWithout: true, at: location) }

        XCTAssertFalse(AssertionHandling.isProcessWideSet, "the default is back")
        XCTAssertEqual(failures.map(\.message), [Misuse.assertionHandlerLeftSet])
        XCTAssertEqual(failures.first?.location.line, 7)
    }

    func testAHandlerSetBeforeTheExampleStartedIsLeftAlone() {
        AssertionHandling.processWide = Swallow()
        defer { AssertionHandling.processWide = nil }
        let failures = gatherFailures {
            LeftAssertionHandler.check(startedWithout: false, at: SourceLocation(filePath: "/s/H.swift", line: 1, column: 0))
        }

        XCTAssertTrue(failures.isEmpty)
        XCTAssertTrue(AssertionHandling.isProcessWideSet, "a suite-wide handler (set in beforeSuite) stays")
    }
}
