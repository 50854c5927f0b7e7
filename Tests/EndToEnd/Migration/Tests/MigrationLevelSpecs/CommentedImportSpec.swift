@preconcurrency private import Nimble
internal import Quick // the spec runner

final class CommentedImportSpec: QuickSpec {
    override class func spec() {
        it("runs after the recipe rewrote an attributed and a commented import") { expect("spec") == "spec" }
    }
}
