/// An object from a table's `expected-output` that remembers which keys a validation read.
///
/// A check that leaves a key unread fails and names the key: the table claims something the
/// code never verified. Read keys with the subscript, or compare them in one step with
/// ``value(_:matches:)``.
///
/// ```swift
/// func validate(expected: TableDictionary) -> Bool {
///     expected.value("subject", matches: subject)
///         && expected.value("action", matches: action)
///         && expected.valueIfPresent("average-syllables", matches: averageSyllablesPerWord)
/// }
/// ```
///
/// ```text
/// AnalyzeSentence.testkit:14: test-cases[1] "Adjectives", input "The itsy-bitsy …": the check did not read "average-syllables" of the expected output; compare it, or remove it from the table
/// ```
public final class TableDictionary: Decodable, CustomStringConvertible {
    private let members: [String: TableValue]
    private var readKeys: Set<String> = []

    /// Creates a dictionary over an object's members.
    ///
    /// - Parameter members: The object's members.
    public init(_ members: [String: TableValue]) {
        self.members = members
    }

    /// Decodes a JSON object.
    ///
    /// - Parameter decoder: The decoder to read one object from.
    /// - Throws: `DecodingError` when the value is not an object.
    public convenience init(from decoder: any Decoder) throws {
        self.init(try [String: TableValue](from: decoder))
    }

    /// The value for `key`, which now counts as checked. `nil` when the key is absent.
    public subscript(key: String) -> TableValue? {
        readKeys.insert(key)
        return members[key]
    }

    /// All keys of the expected output, sorted. Listing them does not count as checking them.
    public var keys: [String] { members.keys.sorted() }

    /// The keys no check has read yet, sorted.
    public var uncheckedKeys: [String] {
        members.keys.filter { !readKeys.contains($0) }.sorted()
    }

    /// Reads `key` and validates `actual` against it like a whole output would be.
    ///
    /// - Parameters:
    ///   - key: The key in the expected output.
    ///   - actual: The value the code under test produced for it.
    /// - Returns: `false` when the key is missing, cannot be read as `T.ExpectedOutput`, or does
    ///   not validate.
    public func value<T: TestableOutput>(_ key: String, matches actual: T) -> Bool {
        guard let value = self[key], let expected = try? tableValueDecoder(for: T.ExpectedOutput.self)(value) else {
            return false
        }
        return actual.validate(expected: expected)
    }

    /// Like ``value(_:matches:)``, but a missing key passes: for facts a table may leave out.
    ///
    /// - Parameters:
    ///   - key: The optional key in the expected output.
    ///   - actual: The value the code under test produced for it.
    /// - Returns: `true` when the key is absent, otherwise what ``value(_:matches:)`` returns.
    public func valueIfPresent<T: TestableOutput>(_ key: String, matches actual: T) -> Bool {
        guard members[key] != nil else { return true }
        return value(key, matches: actual)
    }

    /// The expected output as compact JSON with sorted keys.
    public var description: String { TableValue.object(members).description }
}

extension TableDictionary: TableValueConvertible {
    static func converted(from value: TableValue) throws(TableValueMismatch) -> Self {
        guard case .object(let members) = value else { throw .expected("an object", found: value) }
        return Self(members)
    }
}

/// Expectations that can hold ``TableDictionary`` values, so a check can ask which keys were
/// never read after the validation ran.
protocol UncheckedKeysReporting {
    var uncheckedKeyNames: [String] { get }
}

extension TableDictionary: UncheckedKeysReporting {
    var uncheckedKeyNames: [String] { uncheckedKeys }
}

extension Optional: UncheckedKeysReporting where Wrapped: UncheckedKeysReporting {
    var uncheckedKeyNames: [String] { self?.uncheckedKeyNames ?? [] }
}

extension Array: UncheckedKeysReporting where Element: UncheckedKeysReporting {
    var uncheckedKeyNames: [String] {
        enumerated().flatMap { index, element in element.uncheckedKeyNames.map { "[\(index)].\($0)" } }
    }
}
