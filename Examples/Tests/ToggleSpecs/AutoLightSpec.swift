import Doubles
import Matchers
import SpecDSL
import Toggle

/// A collaborator behind a protocol, faked by a double in the Stubs/Captures form (LightSensorMock),
/// one context per flow, and a call journal where the order of calls is the behaviour.
final class AutoLightSpec: Spec {
    override class func spec() {
        describe("AutoLight") {
            var sut: AutoLight!
            var sensor: LightSensorMock!
            var journal: CallJournal!

            beforeEach {
                sensor = LightSensorMock()
                journal = CallJournal()
                journal.track(sensor, as: "sensor")
                sut = AutoLight(sensor: sensor)
            }

            afterEach {
                sut = nil
                sensor = nil
                journal = nil
            }

            describe("updating the light") {
                context("at dusk") {
                    beforeEach {
                        sensor.stubs.daylight.returns(0.1)
                        sut.update(.fixture { $0.name = "hall" })
                    }

                    it("asks the sensor about the room") {
                        expect(sensor.captures.daylight).to(haveBeenCalled(with: "hall"))
                    }

                    it("switches the light on") {
                        expect(sut.light.isOn) == true
                    }

                    it("logs the switch after reading the sensor") {
                        expect(journal).to(haveReceived([
                            "sensor.daylight(in: \"hall\")",
                            "sensor.log(\"hall: on (\(Room.fixture.lamps) lamps)\")",
                        ]))
                    }
                }

                context("in daylight") {
                    beforeEach {
                        sensor.stubs.daylight.returns(0.9)
                        sut.update(.fixture)
                    }

                    it("leaves the light off") {
                        expect(sut.light.isOn) == false
                    }

                    it("only reads the sensor") {
                        expect(journal).to(haveReceived(["sensor.daylight(in: \"\(Room.fixture.name)\")"]))
                    }
                }

                context("with a broken sensor") {
                    beforeEach {
                        sensor.stubs.daylight.throws(SensorFailure())
                        sut.update(.fixture(label: "cellar"))
                    }

                    it("logs that the sensor is unavailable") {
                        expect(sensor.captures.log).to(haveBeenCalled(with: .init(event: "fixture-cellar.0: sensor unavailable")))
                    }
                }
            }
        }
    }
}

private struct SensorFailure: Error {}
