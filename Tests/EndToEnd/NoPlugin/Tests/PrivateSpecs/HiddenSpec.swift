import SpecDSL

// Its examples could never run (the generated code cannot reach a private class): the build fails.
private final class HiddenSpec: Spec {
    override class func spec() {
        it("would never run") {}
    }
}
