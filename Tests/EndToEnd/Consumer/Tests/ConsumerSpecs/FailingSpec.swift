import Matchers
import SpecDSL

struct Broken: Error {}

final class FailingSpec: Spec {
    override class func spec() {
        describe("Failing") {
            it("passes") { expect(1) == 1 }
            it("fails on purpose") { expect(1) == 2 }
            it("throws on purpose") { throw Broken() }
            xit("is disabled") { expect(1) == 2 }
            pending("is still to write")
        }
    }
}

final class MisusedSpec: Spec {
    override class func spec() {
        describe("Misused") {
            context("left empty") {}
            itBehavesLike("nothing defines this")
            it("still runs its valid examples") { expect(true) == true }
        }
    }
}

final class NamingSpec: Spec {
    override class func spec() {
        describe("Ünïcödé 🎉 names") {
            it("keep letters") { expect(true) == true }
            it("keep letters") { expect(true) == true }
        }
    }
}
