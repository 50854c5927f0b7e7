import Doubles
import Matchers
import SpecDSL

protocol Display {
    func show(_ text: String)
}

final class DisplayMock: Display {
    struct Captures {
        let show = Capture<String>()
    }

    let captures = Captures()

    func show(_ text: String) {
        captures.show.record(text)
    }
}

/// A thermometer with two bugs: it rounds down, and it never shows anything.
final class Thermometer {
    private let display: Display
    private(set) var reading = 0

    init(display: Display) {
        self.display = display
    }

    func measure(_ celsius: Double) {
        reading = Int(celsius)  // bug: 21.7 becomes 21, not 22
    }
}

/// Each example fails on purpose; the expected output is in README.md next to Package.swift.
final class ThermometerSpec: Spec {
    override class func spec() {
        describe("Thermometer") {
            var sut: Thermometer!
            var display: DisplayMock!

            beforeEach {
                display = DisplayMock()
                sut = Thermometer(display: display)
            }

            afterEach {
                sut = nil
                display = nil
            }

            describe("measuring") {
                beforeEach {
                    sut.measure(21.7)
                }

                it("rounds to the nearest degree") {
                    expect(sut.reading) == 22
                }

                it("shows the reading") {
                    expect(display.captures.show).to(haveBeenCalled(with: "22°"))
                }

                it("shows the reading soon") {
                    expect(display.captures.show.callCount).toEventually(equal(1), timeout: .milliseconds(100))
                }
            }
        }
    }
}
