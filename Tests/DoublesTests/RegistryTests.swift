import Doubles
import Foundation
import Matchers
import XCTest

final class RegistryTests: XCTestCase {
    func testResetDoublesResetsEverySpyStubCapturePropertyAndJournal() {
        DoubleRegistry.scoped {
            let printer = PrinterMock()
            let store = ProfileStoreMock()
            let journal = CallJournal()
            journal.track(printer, as: "printer")
            printer.spies.identifier.returns("P1")
            _ = printer.identifier()
            printer.volume = 9
            store.stubs.count.returns(3)
            store.save(.fixture, overwrite: true)

            resetDoubles()

            XCTAssertFalse(printer.spies.identifier.wasCalled)
            XCTAssertFalse(printer.spies.identifier.isStubbed)
            XCTAssertEqual(printer.spies.volume.sets, [])
            XCTAssertEqual(printer.spies.volume.value, 9, "a property double keeps its value")
            XCTAssertFalse(store.stubs.count.isStubbed)
            XCTAssertEqual(store.captures.save.callCount, 0)
            XCTAssertEqual(journal.entries, [])
        }
    }

    func testAScopeResetsOnlyItsOwnDoubles() {
        let outside = PrinterMock()
        outside.reset()
        DoubleRegistry.scoped {
            let inside = PrinterMock()
            inside.reset()
            resetDoubles()
            XCTAssertEqual(inside.spies.reset.callCount, 0)
        }
        XCTAssertEqual(outside.spies.reset.callCount, 1)
    }

    func testAScopeResetsItsDoublesWhenItEndsAndForgetsTheOnesGone() async {
        let kept = await DoubleRegistry.scoped { () async -> PrinterMock in
            let printer = PrinterMock()
            printer.reset()
            _ = PrinterMock()  // gone at once: the registry holds doubles weakly
            // Six spies (a capture and a stub each) and a property double; the second mock is gone.
            XCTAssertEqual(DoubleRegistry.current.count, 13)
            return printer
        }
        XCTAssertEqual(kept.spies.reset.callCount, 0)
    }

    func testEachRegistryHasItsOwnStaticSpies() {
        DoubleRegistry.scoped {
            StaticDouble.advance(by: 3)
            DoubleRegistry.scoped {
                XCTAssertFalse(StaticDouble.staticSpies.advance.wasCalled, "a scope sees no other scope's static calls")
                StaticDouble.advance(by: 4)
                XCTAssertEqual(StaticDouble.staticSpies.advance.calls, [4])
            }
            XCTAssertEqual(StaticDouble.staticSpies.advance.calls, [3])
            XCTAssertTrue(StaticDouble.staticSpies.advance === StaticDouble.staticSpies.advance, "made once per registry")
        }
    }

    func testResetDoublesResetsTheStaticSpiesOfTheCurrentRegistry() {
        DoubleRegistry.scoped {
            StaticDouble.staticSpies.now.returns(42)
            StaticDouble.advance(by: 1)

            resetDoubles()

            XCTAssertFalse(StaticDouble.staticSpies.advance.wasCalled)
            XCTAssertFalse(StaticDouble.staticSpies.now.isStubbed)
        }
    }
}

/// The static members of a double, in the shape SpecDoubles generates.
private enum StaticDouble {
    struct StaticSpies: Sendable {
        let now = Spy<Int>(owner: "StaticDouble")
        let advance = Spy<Int, Void>(owner: "StaticDouble")
    }
    static var staticSpies: StaticSpies { DoubleRegistry.current.staticSpies(StaticSpies.init) }

    static func advance(by seconds: Int) { staticSpies.advance.call(seconds) }
}
