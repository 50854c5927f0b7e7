/// A room whose lights an ``AutoLight`` controls.
public struct Room: Equatable, Sendable {
    public var name: String
    public var lamps: Int

    public init(name: String, lamps: Int) {
        self.name = name
        self.lamps = lamps
    }
}
