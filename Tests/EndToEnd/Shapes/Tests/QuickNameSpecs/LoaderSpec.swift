// A Quick 7 AsyncSpec file: only its imports changed.
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

            itBehavesLike(LoadsBehavior.self) { sut }
        }
    }
}
