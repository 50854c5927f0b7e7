import Matchers
import SpecDSL

#if false
final class NeverCompiledSpec: Spec {
    override class func spec() { it("never runs") { fail("compiled out") } }
}

final class NeverCompiledConfiguration: Configuration {}
#endif

#if DEBUG
final class DebugOnlySpec: Spec {
    override class func spec() { it("runs in debug builds") { expect(1) == 1 } }
}
#else
final class ReleaseOnlySpec: Spec {
    override class func spec() { it("runs in release builds") { expect(1) == 1 } }
}
#endif

#if os(macOS)
final class MacOnlySpec: Spec {
    override class func spec() { it("runs on macOS") { expect(1) == 1 } }
}
#elseif os(Linux)
final class LinuxOnlySpec: Spec {
    override class func spec() { it("runs on Linux") { expect(1) == 1 } }
}
    #if canImport(NoSuchModuleAnywhere)
final class NestedInactiveSpec: Spec {
    override class func spec() { it("never runs") { fail("compiled out") } }
}
    #else
final class NestedActiveSpec: Spec {
    override class func spec() { it("runs in a nested branch") { expect(1) == 1 } }
}
    #endif
#else
final class OtherPlatformSpec: Spec {}
#endif
