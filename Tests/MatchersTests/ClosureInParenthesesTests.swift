import Matchers
import Testing
import XCTest

// `expect({ … })` under `import Matchers` judges the closure itself (the value form of `expect`
// takes it); a matcher that accepts any value must fail and say so rather than pass without
// calling it. `expect(sut.onComplete)` on an optional closure property is the same type and must
// keep passing.
final class ClosureInParenthesesTests: XCTestCase {
    private let never = "a closure that was never called (write expect { … } to call it)"

    private final class Loader {
        var onComplete: (() -> Void)?
        var onProgress: ((Int) -> Void)?
        var makeCount: (() -> Int)?
    }

    func testMatchersThatAcceptAnyValueFailAtTheirLine() {
        let base: UInt = #line
        let failures = gatherFailures {
            expect({ nil as Int? }).toNot(beNil())
            expect({ nil as Int? }).notTo(beNil())
            expect({ 1 }).toNot(beAKindOf(String.self))
            expect({ 1 }).toNot(beAnInstanceOf(String.self))
            expect({ nil as Int? }).to(beNil())
            expect(
                { nil as Int? }
            ).toNot(beNil())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to not be nil, got \(never)",
            "expected to not be nil, got \(never)",
            "expected to not be a kind of String, got \(never)",
            "expected to not be an instance of String, got \(never)",
            "expected to be nil, got \(never)",
            "expected to not be nil, got \(never)",
        ])
        XCTAssertEqual(failures.map(\.line), lines(base, 2, 3, 4, 5, 6, 7))
    }

    func testPollingFails() {
        let base: UInt = #line
        let failures = gatherFailures {
            expect({ nil as Int? }).toEventuallyNot(beNil(), timeout: .milliseconds(50))
            expect({ nil as Int? }).toNever(beNil(), until: .milliseconds(50))
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to eventually not be nil, got \(never)",
            "expected to never be nil, got \(never)",
        ])
        XCTAssertEqual(failures.map(\.line), lines(base, 2, 3))
    }

    func testAsyncPollingAndAsyncClosuresFail() async {
        let base: UInt = #line
        let failures = await gatherFailures {
            await expect({ nil as Int? }).toEventuallyNot(beNil(), timeout: .milliseconds(50))
            expect({ await self.nothing() }).toNot(beNil())
            Matchers.expect ({ nil as Int? }).toNot(beNil())
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to eventually not be nil, got \(never)",
            "expected to not be nil, got \(never)",
            "expected to not be nil, got \(never)",
        ])
        XCTAssertEqual(failures.map(\.line), lines(base, 2, 3, 4))
    }

    private func nothing() async -> Int? { nil }

    func testCommentsAndExtraParenthesesBeforeTheClosureAreSeenThrough() {
        let base: UInt = #line
        let failures = gatherFailures {
            expect( /* a comment */ { nil as Int? }).toNot(beNil())
            expect( // a comment
                { nil as Int? }).toNot(beNil())
            expect(({ nil as Int? })).toNot(beNil())
            expect/* a comment */({ nil as Int? }).toNot(beNil())
        }
        XCTAssertEqual(failures.map(\.message), Array(repeating: "expected to not be nil, got \(never)", count: 4))
        XCTAssertEqual(failures.map(\.line), lines(base, 2, 3, 5, 6))
    }

    /// `expecta`, `requirea` and `unwrapa` take their value in an `async` autoclosure, which they
    /// hand on as a closure: they must still judge `({ … })` as a value.
    func testTheAsyncValueFormsJudgeAClosureInParentheses() async {
        let base: UInt = #line
        let failures = await gatherFailures {
            await expecta({ 1 }).toNot(beNil())
            await expecta({ 1 }).toEventuallyNot(beNil(), timeout: .milliseconds(50))
            _ = try? await requirea({ 1 }).toNot(beNil())
            _ = try? await unwrapa({ 1 })
        }
        XCTAssertEqual(failures.map(\.message), [
            "expected to not be nil, got \(never)",
            "expected to eventually not be nil, got \(never)",
            "expected to not be nil, got \(never)",
            "expected to not be nil, got \(never)",
        ])
        XCTAssertEqual(failures.map(\.line), lines(base, 2, 3, 4, 5))
    }

    func testTheAsyncValueFormsKeepAnOptionalClosureProperty() async throws {
        let loader = Loader()
        loader.makeCount = { 1 }
        let failures = await gatherFailures {
            await expecta(loader.makeCount).toNot(beNil())
            await expecta(loader.onComplete).to(beNil())
            let makeCount = try? await unwrapa(loader.makeCount)
            await expecta(makeCount?()) == 1
        }
        XCTAssertEqual(failures, [])
    }

    func testAnOptionalClosurePropertyIsItsValue() {
        let loader = Loader()
        assertPasses {
            expect(loader.onComplete).to(beNil())
            expect(loader.onProgress).to(beNil())
            expect(loader.makeCount).to(beNil())
        }
        loader.onComplete = {}
        loader.onProgress = { _ in }
        loader.makeCount = { 1 }
        assertPasses {
            expect(loader.onComplete).toNot(beNil())
            expect(loader.onProgress).toNot(beNil())
            expect(loader.makeCount).toNot(beNil())
            expect(loader.onComplete).notTo(beNil())
            expect(loader.onComplete).toEventuallyNot(beNil())
            expect(loader.onComplete).toNot(beAKindOf(String.self))
        }
        assertFailures(["expected to be nil, got <(Function)>"]) {
            expect(loader.onComplete).to(beNil())
        }
    }

    func testAnOptionalClosurePropertyIsItsValueInAsyncCode() async {
        let loader = Loader()
        loader.makeCount = { 1 }
        let failures = await gatherFailures {
            await expect(loader.makeCount).toEventuallyNot(beNil())
            await expect(loader.onComplete).toEventually(beNil())
        }
        XCTAssertEqual(failures, [])
    }

    func testClosureFormsAreCalled() {
        assertFailures(["expected to not be nil, got <nil>", "expected to not be nil, got <nil>"]) {
            expect { nil as Int? }.toNot(beNil())
            expect(closure: { nil as Int? }).toNot(beNil())
        }
    }

    /// A helper that forwards `file:` and `line:` but not `column:` reads its caller's line at its
    /// own column: that text is not a closure in parentheses, so the check stands.
    func testAHelperThatForwardsTheLineKeepsALegitimateCheck() {
        let loader = Loader()
        loader.onComplete = {}
        func expectSet(_ handler: (() -> Void)?, file: StaticString = #filePath, line: UInt = #line) {
            expect(file: file, line: line, handler).toNot(beNil())
        }
        assertPasses { expectSet(loader.onComplete) }
        assertFailures(["expected to not be nil, got <nil>"]) { expectSet(nil) }
    }
}

@Suite struct ClosureInParenthesesSwiftTestingTests {
    @Test func aClosureInParenthesesIsAnIssue() {
        let line = #line + 2
        withKnownIssue {
            expect({ nil as Int? }).toNot(beNil())
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["expected to not be nil, got a closure that was never called (write expect { … } to call it)"]
        }
    }

    @Test func anOptionalClosureIsNotAnIssue() {
        let onComplete: (() -> Void)? = {}
        expect(onComplete).toNot(beNil())
    }
}
