import Foundation
import Matchers

/// The messages for a spec written the wrong way: each says what happened and what to do.
enum Misuse {
    static func outsideOfSpec(_ function: String) -> String {
        "\(function) was called outside of spec(): call it inside `override class func spec()` of a Spec "
            + "subclass (or `configure(_:)` of a Configuration for hooks)"
    }

    static func whileExamplesRun(_ function: String, example: ExampleMetadata) -> String {
        "\(function) was called while the example \"\(example.testName)\" was running: groups, examples and hooks "
            + "can only be added while spec() builds the tree; move this call out of the it/hook closure"
    }

    static func unknownSharedExamples(_ name: String, known: [String]) -> String {
        let list = known.isEmpty ? "none are defined" : "defined: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        return "itBehavesLike(\"\(name)\"): no sharedExamples named \"\(name)\" (\(list)); define them with "
            + "sharedExamples(\"\(name)\") { … } in a spec or a Configuration"
    }

    static func duplicateSharedExamples(_ name: String) -> String {
        "sharedExamples(\"\(name)\") is defined twice: names of shared examples must be unique in the test process"
    }

    static func suiteHookInGroup(_ function: String) -> String {
        "\(function) inside a describe or context runs once for the whole process, not for the group: "
            + "declare it at the top of spec() or in a Configuration"
    }

    static let aroundEachDidNotRunExample =
        "aroundEach did not call the closure it was given, so the example did not run: call runExample() exactly once"

    static let aroundEachRanExampleLate =
        "aroundEach kept the closure it was given and called it after it returned, when its example was over, so it ran "
            + "nothing: call runExample() inside the aroundEach, exactly once"

    static let aroundEachRanExampleAgain =
        "aroundEach called the closure it was given more than once; the example ran only the first time: "
            + "call runExample() exactly once"

    static func failureOutsideExample(_ message: String) -> String {
        "\(message) (recorded while spec() built the tree, outside of any example: move it into an it or a hook)"
    }

    /// What a failure adds when its example ran in a new test process after a crash, while other
    /// examples of its class `className` ran in the process that crashed.
    static func ranAfterRestart(_ className: String) -> String {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return " (this example ran in a new test process after a crash, without the state that the examples of \(name) "
            + "before it built in the process that crashed, such as a var of a describe closure: if it depends on them, that may be why)"
    }

    /// What a crashed or stopped example's failure adds: the failures it recorded before, which
    /// its end would have listed (a failed check just before a force unwrap of what it checked).
    static func failedBeforeCrash(_ failures: [SpecFailure]) -> String {
        guard !failures.isEmpty else { return "" }
        return "; before that, it failed: " + failures.map { failure in failure.place.map { "\($0): " + failure.message } ?? failure.message }
            .joined(separator: "; ")
    }

    /// A failure from work an example started, recorded once that example had ended.
    static func lateFailure(_ message: String, from origin: ExampleMetadata) -> String {
        "\(message) (recorded by \(origin.specName).\(origin.testName) after that example ended: work it started was still running, "
            + "such as a task it did not await or its own body past its time limit; await that work, or make it stop when cancelled)"
    }

    /// A failure recorded on another thread while `running` ran: that example's own when the line
    /// it was recorded at is in its code; from another example's work, named, when the line is in
    /// that one's, of any of the spec classes `ranBefore` (root groups of classes that ran in this
    /// process, the running one's among them); else it may be either, and the note says so.
    static func backgroundFailure(_ message: String, file: String, line: Int, running: SpecPlan.PlannedExample,
                                  ranBefore roots: [ExampleGroup], previous: ExampleMetadata?) -> (message: String, fromAnotherExample: Bool) {
        // A class's last example has no end its tree knows of: another class declared after it in
        // the file bounds it, and the last declaration of them all holds the lines after it.
        guard let writtenIn = ExampleGroup.example(writtenAt: line, in: file, among: roots, lastIsOpen: true) else {
            return (lateFailure(message, previous: previous), false)
        }
        if writtenIn === running.example { return (message, false) }
        let name = ("\(writtenIn.location.filePath)" as NSString).lastPathComponent
        return ("\(message) (recorded on a background thread while this example ran, from code written in or just after the example "
            + "\"\(writtenIn.description)\" (\(name):\(writtenIn.location.line)), which left that work running when it ended: wait for it "
            + "inside that example)", true)
    }

    static func lateFailure(_ message: String, previous: ExampleMetadata?) -> String {
        guard let previous else { return "\(message) (recorded on a background thread while this example ran)" }
        return "\(message) (recorded on a background thread while this example ran: if it did not start that work, "
            + "the failure arrived late from an earlier example, such as the one that ran before it, \(previous.specName).\(previous.testName))"
    }

    /// XCTest's waiter reports a timed-out or misordered `wait(for:timeout:)` from a queue of its
    /// own while the waiting thread blocks until that report is done: the running example's own
    /// failure, never a late one.
    static func isWaiterFailure(_ description: String) -> Bool {
        description.hasPrefix("Asynchronous wait failed") || description.hasPrefix("Failed due to expectation fulfilled in incorrect order")
    }

    /// A failure from another thread while examples of classes that run beside others ran at once (Swift Testing).
    static func backgroundFailureAmongParallelExamples(_ message: String, running: Int) -> String {
        "\(message) (recorded on a background thread while \(running) examples of classes that run beside others "
            + "(runsBesideOtherSpecs) ran at once, so SpecKit cannot tell which one started that work: remove that "
            + "override from their classes to see it at its example)"
    }

    /// A failure from another thread while a suite hook ran (`place`: `afterSuite at Hooks.swift:3`).
    static func hookFailureFromAnotherThread(_ message: String, place: String) -> String {
        "\(message) (recorded on another thread while the \(place) ran: if that hook did not start the work, "
            + "it comes from work a test left behind; wait for that work inside the test)"
    }

    /// A failure from another thread while no example ran, on the Swift Testing route: Swift
    /// Testing's own tests run beside examples, so the example that ended last is no clue.
    static func failureOutsideExamples(_ message: String) -> String {
        "\(message) (recorded on a background thread or in a detached task while no example ran, so SpecKit cannot "
            + "tell which test started that work: wait for it inside that test)"
    }

    /// A failure recorded in main-queue work from code written in or just after `example`, which had ended:
    /// work it left queued, which ran while a later example waited (`whileWaiting`) or while no
    /// example ran.
    static func mainQueueFailure(_ message: String, whileWaiting: Bool, writtenIn example: Example) -> String {
        let file = ("\(example.location.filePath)" as NSString).lastPathComponent
        return "\(message) (recorded in main-queue work \(whileWaiting ? "that ran while this example waited" : "while no example ran"), "
            + "from code written in or just after the example \"\(example.description)\" (\(file):\(example.location.line)), "
            + "which left that work queued when it ended: wait for it inside that example)"
    }

    /// A failure in main-queue work while no example ran, on the Swift Testing route: the main
    /// queue runs such work once the example that sent it has ended, so it is most likely the
    /// example that ended last.
    static func mainQueueFailureAfterExample(_ message: String, previous: ExampleMetadata?) -> String {
        guard let previous else {
            return "\(message) (recorded in main-queue work while no example ran, so SpecKit cannot tell which test sent that "
                + "work: wait for it inside that test)"
        }
        return "\(message) (recorded in main-queue work while no example ran: most likely work that "
            + "\(previous.specName).\(previous.testName) sent to the main queue, which runs once that example has ended; "
            + "wait for it inside that example, with await or an expectation)"
    }

    /// A failure after the run's last total, as the process exits (an exit handler, work left running).
    /// Examples `swift test` selected by name (from the list another process of the run made)
    /// that this process's `spec()` of `className` did not define.
    static func undefinedExamples(_ names: [String], of className: String) -> String {
        let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return "swift test selected \(listed) of \(className), which this test process's spec() did not define: it defined other "
            + "examples in the process that listed them, from data that differs between processes (the environment, the time, "
            + "a random value, a Dictionary's order with SPECKIT_CRASH_ISOLATION=off) or from another test target (shared examples "
            + "of one name in two targets: the list plans every target); define the same examples in every process"
    }

    static func failureAfterRun(_ message: String) -> String {
        "\(message) (recorded after the test run ended, as the process exited: in an exit handler or work a test left running; "
            + "check it inside the test that starts that work)"
    }

    static func failureWithoutTest(_ message: String, after lastTest: String?, onMainThread: Bool) -> String {
        // The main thread between tests runs XCTest's own code: a class's setUp() or tearDown().
        if onMainThread {
            return "\(message) (recorded while no test ran, in a class's setUp() or tearDown() or other code between "
                + "tests: move the check into a test or a hook)"
        }
        let when = lastTest.map { "after \($0) ended" } ?? "before any test ended"
        return "\(message) (recorded on a background thread \(when), while no test ran: it most likely comes from "
            + "work that test left behind; wait for that work inside the test)"
    }

    static func invalidTimeout(_ value: String) -> String {
        "\(asyncTimeoutVariable)='\(value)' is not a number of seconds greater than 0 and at most 1000000000; fix or unset it"
    }

    static let asyncTimeoutVariable = "SPECKIT_EXAMPLE_TIMEOUT"

    static let assertionHandlerLeftSet = "the example set NimbleAssertionHandler and left it set, so it would take the failures "
        + "of every later example: SpecKit restored the default; restore it yourself in afterEach "
        + "(let previous = NimbleAssertionHandler in beforeEach, NimbleAssertionHandler = previous in afterEach)"

    /// What the console says of failing cases (`late_failure`, `afterSuite`) that came after the
    /// closing summary, which does not count them.
    static func failedAfterSummary(_ names: [String]) -> String {
        let list = names.joined(separator: ", ")
        return "SpecKit: \(names.count) failing case\(names.count == 1 ? "" : "s") outside examples (\(list), above) came after the "
            + "closing summary, which does not count \(names.count == 1 ? "it" : "them"); the run fails"
    }

    static let exitedInside = "the process exited while this example ran (exit(_:) or a framework calling it): the example "
        + "fails, and the examples after it did not run"

    static func filterSelectedNothing(_ pattern: String) -> String {
        "\(ExampleFilter.variable)='\(pattern)' selected no example of the spec classes this test process ran: match it "
            + "against the names SpecKit prints (SpecClass.example_name), or unset it"
    }

    /// `SPECKIT_FILTER` matched `count` examples, and focus (`fit` elsewhere in their target) left
    /// them all out; `verdict` says what that does to the run (`, so the run fails`).
    static func filterSelectedOnlyUnfocused(_ pattern: String, _ count: Int, verdict: String = "") -> String {
        "\(ExampleFilter.variable)='\(pattern)' selected \(count == 1 ? "1 example" : "\(count) examples"), none of them focused, while "
            + "fit, fdescribe or fcontext focus other examples of their target, which alone run\(verdict): remove the focus, or select "
            + "focused examples"
    }

    static func timedOut(_ limit: Duration) -> String {
        "the example did not finish within \(limit.limitText): find what it waits for, or allow it "
            + "longer with exampleTimeout(_:) in its group or \(asyncTimeoutVariable)"
    }

    /// After the cancellation grace of one second.
    static let stillRunningAfterCancel = "the example was cancelled when its time ran out and still ran a second later: "
        + "it does not check for cancellation (Task.isCancelled, Task.checkCancellation()), so what it does from now on "
        + "may fail later examples"

    static let synchronousAroundEachAroundAsyncCode =
        "a synchronous aroundEach cannot run the async example or hooks it wraps: write it as "
            + "aroundEach { runExample in … await runExample() … }"
}
