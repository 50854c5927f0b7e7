// Imports as a Swift 6 target writes them: explicit access levels, built with
// InternalImportsByDefault (see Package.swift).
private import Nimble
internal import Quick

final class LevelSpec: QuickSpec {
    override class func spec() {
        describe("a spec with explicit import levels") {
            it("runs after the recipe") { expect([1, 2]).to(contain(2)) }
        }
    }
}
