/// Measures the daylight in a room and receives the switching log.
public protocol LightSensor {
    /// The daylight in the room, from 0 (dark) to 1 (bright).
    func daylight(in room: String) throws -> Double
    /// Records what the light did.
    func log(_ event: String)
}
