extension Optional: Fixture where Wrapped: Fixture {
    /// A present value: `.some(Wrapped.fixture(label:))`. Use `nil` when a test needs none.
    public static func fixture(label: String) -> Wrapped? {
        Wrapped.fixture(label: label)
    }
}

extension Array: Fixture where Element: Fixture {
    /// One element, the element's fixture for the same label.
    public static func fixture(label: String) -> [Element] {
        [Element.fixture(label: label)]
    }
}

extension Set: Fixture where Element: Fixture {
    /// One element, the element's fixture for the same label.
    public static func fixture(label: String) -> Set<Element> {
        [Element.fixture(label: label)]
    }
}

extension Dictionary: Fixture where Key: Fixture, Value: Fixture {
    /// One entry: the key's and the value's fixtures for the same label.
    public static func fixture(label: String) -> [Key: Value] {
        [Key.fixture(label: label): Value.fixture(label: label)]
    }
}
