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

// A base class written with its module's name, directly, through an alias and through a subclass.
final class QualifiedBaseSpec: ShapeSupport.SupportBaseSpec {
    override class func spec() {
        it("runs through a module-qualified base class") { expect(2 * 2) == 4 }
    }
}

typealias QualifiedAlias = ShapeSupport.SupportBaseSpec

final class QualifiedAliasSpec: QualifiedAlias {
    override class func spec() {
        it("runs through an alias of a module-qualified base class") { expect("b") == "b" }
    }
}
