/// A type that can make a ready-to-use sample value of itself for tests.
///
/// **Determinism.** A fixture depends only on its label: the same label gives the same
/// value in every run, on every machine (labels are hashed with ``FixtureSeed``, never with
/// the per-process seeded `Hasher`). Different labels give different values as hashes do:
/// almost always for wide types, sooner the same for a type with few values (a `Bool` has two;
/// two of a few dozen labels can share an `Int8`). `.fixture` is the fixture with the empty label.
///
/// ```swift
/// let user: User = .fixture                       // the same user every run
/// let old: User = .fixture(label: "old")          // a different, equally stable user
/// let renamed: User = .fixture { $0.name = "Ann" } // .fixture with one field changed
/// ```
///
/// Conform a struct in one line by composing the fixtures of its initializer's
/// parameters (see ``Fixture/compose(_:label:)``):
///
/// ```swift
/// extension User: Fixture {
///     static func fixture(label: String) -> User { compose(User.init(name:age:), label: label) }
/// }
/// ```
public protocol Fixture {
    /// The fixture for `label`. Equal labels must give equal values.
    static func fixture(label: String) -> Self
}

extension Fixture {
    /// The fixture with the empty label.
    public static var fixture: Self { fixture(label: "") }

    /// The fixture for `label`, changed by `configure`.
    /// - Parameters:
    ///   - label: which fixture; the empty label by default.
    ///   - configure: changes the fields the test cares about.
    /// - Returns: the configured fixture.
    public static func fixture(label: String = "", _ configure: (inout Self) throws -> Void) rethrows -> Self {
        var value = fixture(label: label)
        try configure(&value)
        return value
    }

    /// Builds a fixture by calling `initializer` with a fixture for every parameter. Each
    /// parameter gets its own label derived from `label` and its position (`"old.0"`,
    /// `"old.1"`, …), so two `Int` fields of one fixture differ.
    ///
    /// - Parameters:
    ///   - initializer: the type's initializer, e.g. `User.init(name:age:)`.
    ///   - label: the label of the fixture being built.
    /// - Returns: the composed fixture.
    public static func compose<each Field: Fixture>(
        _ initializer: (repeat each Field) throws -> Self, label: String
    ) rethrows -> Self {
        let positions = FieldPositions(label: label)
        return try initializer(repeat positions.next((each Field).self))
    }
}

/// Hands out `label.0`, `label.1`, … to the fields of a composed fixture, left to right.
private final class FieldPositions {
    let label: String
    var position = 0

    init(label: String) {
        self.label = label
    }

    func next<Field: Fixture>(_ type: Field.Type) -> Field {
        defer { position += 1 }
        return Field.fixture(label: label.isEmpty ? "\(position)" : "\(label).\(position)")
    }
}
