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

    private enum CodingKeys: String, CodingKey {
        case id
    }

    /// Reads the name only: the runner finds the rest by name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        self.init(id: id, description: id)
    }

    /// Writes the name only: it identifies the case.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
    }
}
