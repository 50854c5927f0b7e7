import Matchers
import SpecDSL

/// A generic base spec: XCTest cannot run it, its concrete subclasses run its examples.
/// `SendableMetatype`: its examples run on the main actor, and Swift 6 lets a value of `C` into a
/// main-actor closure (`expect`'s) only when `C`'s metatype may cross to it.
class EmptyCollectionSpec<C: Collection & ExpressibleByArrayLiteral & SendableMetatype>: Spec {
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
