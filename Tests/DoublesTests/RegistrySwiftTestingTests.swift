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
}
#endif
