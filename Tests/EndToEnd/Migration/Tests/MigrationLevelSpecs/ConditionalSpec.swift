// Compiled only where Quick and Nimble can be imported: the recipe must rewrite the condition too,
// or this spec silently disappears.
#if canImport(Quick) && canImport(Nimble)
    private import Nimble
    internal import Quick

    final class ConditionalSpec: QuickSpec {
        override class func spec() {
            it("runs after the recipe rewrote its canImport condition") { expect(true) == true }
        }
    }
#endif
