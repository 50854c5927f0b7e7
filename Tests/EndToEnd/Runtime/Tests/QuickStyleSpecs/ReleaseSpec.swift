import Matchers
import SpecDSL

/// Says when it goes: what a class's examples capture lives until the process ends, as under Quick.
final class ReleaseProbe {
    let name: String

    init(_ name: String) { self.name = name }

    deinit { print("E2E: \(name) released") }
}

/// Two examples that capture one object: it outlives their class, which lets go of its plan.
final class ReleaseSpec: Spec {
    override func spec() {
        describe("a class's examples") {
            let probe = ReleaseProbe("what ReleaseSpec's examples capture")
            it("use what they capture") { expect(probe.name).toNot(beEmpty()) }
            it("keep it until the last of them ran") { expect(probe.name).toNot(beEmpty()) }
        }
    }
}
