/// One example of a spec class (or one of its failing cases) as an argument of the Swift Testing
/// test the `SpecDiscovery` plugin generates for the class: shown with the example's full
/// description, identified by its name (`Bool__negating_a_false_value__sets_the_value_to_true`),
/// which stays the same from run to run, so that Xcode and VS Code can show and rerun it.
///
/// API for generated code only (`@_spi(SpecDiscovery) import SpecDSL`).
@_spi(SpecDiscovery)
public struct SpecExampleCase: Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The case's name in its spec class, as the XCTest route names its test case.
    public let id: String
    /// What Swift Testing shows for the case: the example's groups and description.
    public let description: String

    init(id: String, description: String) {
        self.id = id
        self.description = description
    }

    /// Reads the name only: the runner finds the rest by name.
    public init(from decoder: any Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        self.init(id: id, description: id)
    }

    /// Writes the name only, as a bare string: it identifies the case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
