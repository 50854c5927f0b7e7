/// Switches a room's light on when it gets dark.
public final class AutoLight {
    public private(set) var light = LightSwitch()
    private let sensor: LightSensor

    public init(sensor: LightSensor) {
        self.sensor = sensor
    }

    /// Reads the sensor once and switches the light to match; a failing sensor leaves the
    /// light as it is.
    public func update(_ room: Room) {
        guard let daylight = try? sensor.daylight(in: room.name) else {
            return sensor.log("\(room.name): sensor unavailable")
        }
        let wantsLight = daylight < 0.3
        guard wantsLight != light.isOn else { return }
        light.flip()
        sensor.log("\(room.name): \(wantsLight ? "on" : "off") (\(room.lamps) lamps)")
    }
}
