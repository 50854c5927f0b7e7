import Foundation
import Matchers
import SpecDSL
import Testing

/// Whether the suite hooks and HooksSpec fail with Swift Testing's own macros too.
private let suiteMacros = ProcessInfo.processInfo.environment["E2E_SUITE_MACROS"] == "fail"

/// What ran, in order, for the hook examples (they run one after another on both routes).
final class HookLog: @unchecked Sendable {
    static let shared = HookLog()
    private let lock = NSLock()
    private var entries: [String] = []
    func record(_ entry: String) { lock.withLock { entries.append(entry) } }
    func take() -> [String] { lock.withLock { defer { entries = [] }; return entries } }
}

final class RouteConfiguration: Configuration {
    override class func configure(_ configuration: SpecConfiguration) {
        configuration.beforeEach { metadata in
            if metadata.specName == "HooksSpec" { HookLog.shared.record("configuration beforeEach") }
        }
        configuration.beforeSuite {
            fail("beforeSuite broke on purpose")
            if suiteMacros {
                Issue.record("beforeSuite's Issue.record broke on purpose")
                let missing: Int? = nil
                _ = try #require(missing, "beforeSuite's #require broke on purpose")
            }
        }
        configuration.afterSuite {
            fail("afterSuite broke on purpose")
            if suiteMacros { #expect(Bool(false), "afterSuite's #expect broke on purpose") }
            // Work the hook waits for fails on another thread: the hook's failure on both routes.
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                fail("afterSuite's queue broke on purpose")
                if suiteMacros { Issue.record("afterSuite's queue's Issue.record broke on purpose") }
                done.signal()
            }
            done.wait()
        }
    }
}

final class HooksSpec: Spec {
    override class func spec() {
        describe("hooks") {
            beforeEach { HookLog.shared.record("beforeEach") }
            aroundEach { runExample in
                HookLog.shared.record("aroundEach >")
                runExample()
                HookLog.shared.record("aroundEach <")
            }
            justBeforeEach { HookLog.shared.record("justBeforeEach") }
            afterEach { HookLog.shared.record("afterEach") }
            context("inner") {
                beforeEach { HookLog.shared.record("inner beforeEach") }
                afterEach { HookLog.shared.record("inner afterEach") }
                it("runs them in Quick's order") {
                    expect(HookLog.shared.take()) == [
                        "configuration beforeEach", "beforeEach", "aroundEach >", "inner beforeEach", "justBeforeEach",
                    ]
                }
                it("ran the afterEach hooks of the example before, inner first") {
                    expect(HookLog.shared.take()) == [
                        "inner afterEach", "aroundEach <", "afterEach",
                        "configuration beforeEach", "beforeEach", "aroundEach >", "inner beforeEach", "justBeforeEach",
                    ]
                }
            }
            if suiteMacros {
                it("records an issue on another thread") {
                    let done = DispatchSemaphore(value: 0)
                    Thread {
                        Issue.record("thread's Issue.record broke on purpose")
                        done.signal()
                    }.start()
                    done.wait()
                }
            }
            context("a failing beforeEach") {
                beforeEach { throw RouteError() }
                it("fails and does not run") { fail("the example ran after its beforeEach threw") }
            }
        }
    }
}

final class AsyncHooksSpec: AsyncSpec {
    override class func spec() {
        var value = 0
        aroundEach { runExample in
            value = 1
            await runExample()
            value = 0
        }
        it("runs inside an async aroundEach") {
            await Task.yield()
            expect(value) == 1
        }
        it("fails inside an async aroundEach") { expect(value) == 2 }
    }
}
