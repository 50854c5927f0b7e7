import Matchers
import SpecDSL

/// A generic base spec: XCTest cannot run it, its concrete subclasses run its examples.
class EmptyCollectionSpec<C: Collection & ExpressibleByArrayLiteral>: Spec {
    override class func spec() {
        describe("an empty \(C.self)") {
            it("has no elements") {
                let collection: C = []
                expect(collection.isEmpty) == true
            }
        }
    }
}

final class EmptyArraySpec: EmptyCollectionSpec<[Int]> {}
