import Doubles
import Toggle

/// The double of `LightSensor` in the Stubs/Captures form.
final class LightSensorMock: LightSensor {
    struct Stubs {
        let daylight = Stub<String, Double>(owner: "LightSensorMock")
    }

    struct Captures {
        struct Log: Equatable {
            let event: String
        }

        let daylight = Capture<String>()
        let log = Capture<Log>()
    }

    var stubs = Stubs()
    var captures = Captures()

    func daylight(in room: String) throws -> Double {
        captures.daylight.record(room)
        return try stubs.daylight.answerThrowing(room)
    }

    func log(_ event: String) {
        captures.log.record(.init(event: event))
    }
}

extension Room: Fixture {
    public static func fixture(label: String) -> Room { compose(Room.init(name:lamps:), label: label) }
}
