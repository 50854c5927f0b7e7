// A Quick 7 AsyncSpec file: only its imports changed.
import Foundation
import Matchers
import SpecDSL

actor Loader {
    private(set) var prepared = false
    func prepare() { prepared = true }
    func load() -> String { prepared ? "data" : "nothing" }
}

final class LoadsBehavior: AsyncBehavior<Loader> {
    override class func spec(_ aContext: @escaping () -> Loader) {
        it("loads through a behavior") {
            let value = await aContext().load()
            expect(value) == "data"
        }
    }
}

final class LoaderSpec: AsyncSpec {
    override class func spec() {
        describe("a loader") {
            var sut: Loader!
            beforeEach { sut = Loader() }
            beforeEach { await sut.prepare() }
            afterEach { sut = nil }
            aroundEach { runExample in
                await runExample()
            }

            it("loads") {
                let value = await sut.load()
                expect(value) == "data"
            }

            it("knows the running spec") {
                await Task.yield()
                expect(AsyncSpec.current.name).to(contain("knows_the_running_spec"))
            }

            it("runs a synchronous example off the main thread") {
                expect(Thread.isMainThread) == false
            }

            it("runs a @MainActor example on the main thread") { @MainActor in
                await Task.yield()
                expect(Thread.isMainThread) == true
            }

            itBehavesLike(LoadsBehavior.self) { sut }
        }
    }
}
