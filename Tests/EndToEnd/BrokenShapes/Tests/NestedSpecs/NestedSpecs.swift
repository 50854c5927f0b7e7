import SpecDSL

enum Feature {
    final class NestedSpec: Spec {
        override class func spec() { it("cannot run") {} }
    }
}

extension Feature {
    final class ExtensionSpec: Spec {
        override class func spec() { it("cannot run") {} }
    }
}
