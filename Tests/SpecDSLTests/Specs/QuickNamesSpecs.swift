import Foundation
import Matchers
import SpecDSL
import XCTest

// Quick 7's base names, as the plugin declares them in this target (Swift 6 language mode): the
// `var sut` pattern compiles unchanged in a QuickSpec and in an AsyncSpec.

final class QuickTally {
    private(set) var count = 0
    func add() { count += 1 }
}

final class CountsFromZeroBehavior: Behavior<QuickTally> {
    override class func spec(_ aContext: @escaping () -> QuickTally) {
        it("counts from zero") { expect(aContext().count) == 0 }
    }
}

final class QuickNamesSpec: QuickSpec {
    override class func spec() {
        describe("a QuickSpec") {
            var sut: QuickTally!
            beforeEach { sut = QuickTally() }
            afterEach { sut = nil }

            it("shares a captured var with its hooks") {
                sut.add()
                expect(sut.count) == 1
            }

            it("names the running case in QuickSpec.current") {
                expect(QuickSpec.current.name) == "QuickNamesSpec.a_QuickSpec__names_the_running_case_in_QuickSpec_current"
            }

            it("is the running case of currentSpec()") {
                expect(QuickSpec.current === currentSpec()) == true
            }

            it("has no AsyncSpec.current, as in Quick") {
                expect(AsyncSpec.current).to(beNil())
            }

            it("is the running case of Spec.current") {
                expect(Spec.current === currentSpec()) == true
            }

            itBehavesLike(CountsFromZeroBehavior.self) { sut }
        }
    }
}

actor QuickInbox {
    private var messages: [String] = []
    func receive(_ message: String) { messages.append(message) }
    func count() -> Int { messages.count }
}

final class ReceivesBehavior: AsyncBehavior<QuickInbox> {
    override class func spec(_ aContext: @escaping () -> QuickInbox) {
        it("keeps a message it receives") {
            await aContext().receive("again")
            let count = await aContext().count()
            expect(count) == 2
        }
    }
}

final class AsyncNamesSpec: AsyncSpec {
    override class func spec() {
        describe("an AsyncSpec") {
            var sut: QuickInbox!
            beforeEach { sut = QuickInbox() }
            beforeEach { await sut.receive("hello") }
            afterEach { sut = nil }
            aroundEach { runExample in
                await runExample()
            }

            it("shares a captured var with its async hooks") {
                let count = await sut.count()
                expect(count) == 1
            }

            it("names the running case in AsyncSpec.current") {
                await Task.yield()
                expect(AsyncSpec.current.name) == "AsyncNamesSpec.an_AsyncSpec__names_the_running_case_in_AsyncSpec_current"
            }

            it("has no QuickSpec.current, as in Quick") {
                expect(QuickSpec.current).to(beNil())
            }

            it("has no Spec.current either") {
                expect(Spec.current).to(beNil())
            }

            it("is the running case of currentSpec()") {
                expect(AsyncSpec.current === currentSpec()) == true
            }

            itBehavesLike(ReceivesBehavior.self) { sut }
        }

        describe("an AsyncSpec's threads, as Quick documents them") {
            var sut: [String]!
            beforeEach { sut = [] }
            afterEach { sut = nil }

            it("runs a synchronous example off the main thread") {
                sut.append("example")
                expect(Thread.isMainThread) == false
            }

            it("runs a @MainActor example on the main thread") { @MainActor in
                await Task.yield()
                expect(Thread.isMainThread) == true
            }
        }
    }
}

/// Outside an example there is no current case.
final class QuickCurrentTests: XCTestCase {
    func testQuickSpecCurrentIsNilOutsideAnExample() {
        XCTAssertNil(QuickSpec.current)
        XCTAssertNil(AsyncSpec.current)
    }
}

// Quick's functional tests create one spec class from another's `spec()` with `init()`: it
// compiles, builds no examples of the other class and does not become the running case.
final class CrossReferencingSpecA: QuickSpec {
    override class func spec() {
        let other = CrossReferencingSpecB()
        it("created the other spec outside the run") {
            expect(other.exampleMetadata).to(beNil())
        }

        it("is the running case itself") {
            expect(QuickSpec.current.name) == "CrossReferencingSpecA.is_the_running_case_itself"
        }
    }
}

final class CrossReferencingSpecB: AsyncSpec {
    override class func spec() {
        _ = CrossReferencingSpecA()
        it("still has exactly its own example") {
            expect(AsyncSpec.current.name) == "CrossReferencingSpecB.still_has_exactly_its_own_example"
        }
    }
}
