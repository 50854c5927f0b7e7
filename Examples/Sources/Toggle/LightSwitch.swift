/// A light switch that counts how often it was flipped.
public struct LightSwitch: Sendable {
    public private(set) var isOn: Bool
    public private(set) var flips = 0

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    public mutating func flip() {
        isOn.toggle()
        flips += 1
    }
}
