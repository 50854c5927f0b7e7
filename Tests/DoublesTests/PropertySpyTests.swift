import Doubles
import XCTest

final class PropertySpyTests: XCTestCase {
    func testRecordsReadsAndWrites() {
        var printer: any Printer = PrinterMock()
        XCTAssertEqual(printer.volume, 3)
        printer.volume = 5
        printer.volume = 8
        XCTAssertEqual(printer.volume, 8)
        let spy = (printer as? PrinterMock)?.spies.volume
        XCTAssertEqual(spy?.getCount, 2)
        XCTAssertEqual(spy?.sets, [5, 8])
        XCTAssertEqual(spy?.callCount, 2)
    }

    func testSettingTheValueStubsWithoutRecordingASet() {
        let spy = PropertySpy(1)
        spy.value = 9
        XCTAssertEqual(spy.get(), 9)
        XCTAssertEqual(spy.sets, [])
    }

    func testAnOptionalPropertyStartsNil() {
        let spy = PropertySpy<String?>()
        XCTAssertNil(spy.get())
    }

    func testResetKeepsTheValue() {
        let spy = PropertySpy(1)
        spy.set(2)
        spy.reset()
        XCTAssertEqual(spy.sets, [])
        XCTAssertEqual(spy.value, 2)
    }
}
