import Matchers
import ShapeSupport
import SpecDSL

// How migrating teams keep their base class name.
typealias BaseSpec = Spec
typealias ChainedSpec = BaseSpec

final class LoginSpec: BaseSpec {
    override class func spec() {
        it("runs through an alias") { expect(1 + 1) == 2 }
    }
}

final class ChainSpec: ChainedSpec {
    override class func spec() {
        it("runs through an alias chain") { expect(true) == true }
    }
}

final class DependencyAliasSpec: SharedSpecBase {
    override class func spec() {
        it("runs through an alias declared in a dependency") { expect("a") == "a" }
    }
}

final class DependencyClassAliasSpec: SupportAlias {
    override class func spec() {
        it("runs through an alias of a dependency's base class") { expect([1]).to(contain(1)) }
    }
}
