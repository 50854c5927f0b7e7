import SpecDSL

final class ForgottenQuickSpec: QuickSpec {
    override class func spec() { it("would never run") {} }
}
