import SpecDSL

/// Kept from the Quick days: the target's own `Spec`, which the plugin then leaves to it.
typealias Spec = QuickSpec

final class OwnAliasSpec: Spec {
    override class func spec() {
        it("runs through the target's own Spec alias") {}
    }
}
