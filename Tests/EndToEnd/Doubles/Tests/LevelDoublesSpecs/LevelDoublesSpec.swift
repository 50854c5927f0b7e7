// Every import with an explicit access level, as a Swift 6 target may write them: the generated
// doubles' imports must build beside these.
internal import Doubles
internal import Matchers
internal import SpecDSL
@testable internal import Shop

final class LevelDoublesSpec: Spec {
    override class func spec() {
        it("uses a generated double in a target that imports with access levels") {
            let catalog = CatalogMock()
            catalog.spies.productId.given(1).willReturn(Product(id: 1, name: "Tea"))
            expect(catalog.product(id: 1)?.name) == "Tea"
        }
    }
}
