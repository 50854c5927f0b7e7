extension String: Fixture {
    /// `"fixture"` for the empty label, `"fixture-<label>"` otherwise: readable in failure
    /// messages and distinct for distinct labels.
    public static func fixture(label: String) -> String {
        label.isEmpty ? "fixture" : "fixture-\(label)"
    }
}

extension Character: Fixture {
    /// A lowercase letter picked by the label's hash.
    public static func fixture(label: String) -> Character {
        Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(FixtureSeed(label).value % 26)))
    }
}
