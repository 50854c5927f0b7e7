#if canImport(Testing)
import Doubles
import Testing

/// Swift Testing runs these in parallel in one process: each test resets only its own doubles
/// because each runs in its own registry.
@Suite struct RegistrySwiftTestingTests {
    @Test(arguments: 0..<8)
    func aScopedResetTouchesOnlyThisTestsDoubles(calls: Int) async {
        await DoubleRegistry.scoped {
            let printer = PrinterMock()
            for _ in 0..<calls { printer.reset() }
            await Task.yield()
            #expect(printer.spies.reset.callCount == calls)
            resetDoubles()
            #expect(printer.spies.reset.callCount == 0)
        }
    }

    /// From the main actor, as a spec's example calls it: the body runs there and may use what is
    /// isolated there (in Swift 6 mode it did not compile: the body was sent off the main actor).
    @MainActor @Test func aScopedBodyRunsOnTheCallersActor() async {
        let screen = Screen()
        await DoubleRegistry.scoped {
            let printer = PrinterMock()
            printer.reset()
            screen.shown = printer.spies.reset.callCount
            await Task.yield()
            MainActor.assertIsolated()
        }
        #expect(screen.shown == 1)
    }
}

@MainActor private final class Screen {
    var shown = 0
}
#endif
