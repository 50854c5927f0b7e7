import Matchers
import SpecDSL

/// State the examples of LeakSpec share, as a careless spec would.
enum SharedCache {
    nonisolated(unsafe) static var isDirty = false
}

/// Order-dependent on purpose: the last example leaves the shared cache dirty and the others
/// expect it clean. In the defined order it runs last and every example passes; a random order
/// that runs it earlier fails the examples after it.
final class LeakSpec: Spec {
    override class func spec() {
        describe("a shared cache") {
            for number in 1...5 {
                it("is clean for reader \(number)") { expect(SharedCache.isDirty) == false }
            }
            it("leaves state behind") { SharedCache.isDirty = true }
        }
    }
}
