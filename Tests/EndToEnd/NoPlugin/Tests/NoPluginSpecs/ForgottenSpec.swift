import SpecDSL

final class ForgottenSpec: Spec {
    override class func spec() {
        it("would never run without the plugin") {}
    }
}
