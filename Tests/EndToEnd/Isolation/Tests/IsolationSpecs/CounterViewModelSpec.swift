import Matchers
import Shop
import SpecDSL

final class CounterViewModelSpec: Spec {
    override class func spec() {
        beforeSuite { onMainActor() }
        afterSuite {
            onMainActor()
            print("E2E: afterSuite ran on the main actor")
        }

        describe("a counter view model") {
            var sut: CounterViewModel!
            @TestState var log: StepLog? = StepLog()
            @TestState var fresh: CounterViewModel? = CounterViewModel()
            beforeEach {
                onMainActor()
                sut = CounterViewModel()
            }
            justBeforeEach { onMainActor() }
            afterEach {
                onMainActor()
                sut = nil
            }

            it("starts at zero") {
                onMainActor()
                expect(sut.value) == 0
            }

            it("counts up") {
                sut.increment()
                expect(sut.value) == 1
            }

            it("loads its value") {
                await sut.load()
                onMainActor()
                expect(sut.value) == 10
            }

            it("sees a value a main-actor task sets later") {
                sut.loadLater()
                await expect(sut.value).toEventually(equal(42))
            }

            it("waits for a main-queue callback") {
                await waitUntil { done in sut.notifyOnMainQueue(done) }
                onMainActor()
            }

            it("keeps a fresh state per example") {
                log?.add("example")
                expect(log?.steps) == ["example"]
            }

            it("makes its @TestState on the main actor, also for an async example") {
                await fresh?.load()
                expect(fresh?.value) == 10
            }

            context("with hooks and examples from helpers") {
                checkedByAHelper()
                countsUpInAHelper { sut }
            }

            it("requires a value") {
                let value = try require(sut.value).to(equal(0))
                expect(value) == 0
            }

            context("inside a synchronous aroundEach") {
                aroundEach { runExample in
                    onMainActor()
                    runExample()
                    onMainActor()
                }

                it("runs on the main actor") {
                    onMainActor()
                    expect(sut.value) == 0
                }
            }

            context("inside an async aroundEach, after an async beforeEach") {
                aroundEach { runExample in
                    onMainActor()
                    await runExample()
                    onMainActor()
                }
                beforeEach {
                    await sut.load()
                    onMainActor()
                }

                it("runs its synchronous closures on the main actor") {
                    onMainActor()
                    expect(sut.value) == 10
                }
            }

            itBehavesLike(IncrementingBehavior.self) { sut }
            itBehavesLike("a counter at zero") { ["counter": sut as Any] }

            it("fails at its own line") {
                expect(sut.value) == 99
            }
        }
    }
}

final class IncrementingBehavior: Behavior<CounterViewModel> {
    override class func spec(_ context: @escaping () -> CounterViewModel) {
        it("increments by one") {
            let sut = context()
            onMainActor()
            sut.increment()
            expect(sut.value) == 1
        }
    }
}

final class SharedCounterExamples: Configuration {
    override class func configure(_ configuration: SpecConfiguration) {
        onMainActor()
        sharedExamples("a counter at zero") { context in
            it("reads zero") {
                let sut = context()["counter"] as? CounterViewModel
                onMainActor()
                expect(sut?.value) == 0
            }
        }
    }
}

/// A helper as suites write them, nonisolated: its synchronous closures run where the spec's do.
func checkedByAHelper() {
    beforeEach { onMainActor() }
    afterEach { onMainActor() }
}

/// A helper that uses main-actor code says so, as such a function does anywhere.
@MainActor func countsUpInAHelper(_ counter: @escaping () -> CounterViewModel) {
    it("counts up in an async example a helper declares") {
        await Task.yield()
        onMainActor()
        counter().increment()
        expect(counter().value) == 1
    }
}
