/// An error a table case with `"expect-error": true` can check against its `expected-output`.
///
/// Without `expected-output`, any thrown error passes such a case. With it, the thrown error
/// must conform to `TestableError`; the expectation is decoded as ``ExpectedError`` (by default a
/// ``TableDictionary``, which also fails when a key is left unread) and passed to
/// ``validate(expected:)``.
///
/// ```swift
/// struct ParsingError: TestableError {
///     let type: String
///
///     func validate(expected: TableDictionary) -> Bool {
///         expected.value("type", matches: type)
///     }
/// }
/// ```
public protocol TestableError: Error {
    /// What the table's `expected-output` is decoded as.
    associatedtype ExpectedError: Decodable = TableDictionary

    /// Whether this error is the one the table expects.
    ///
    /// - Parameter expected: The case's `expected-output`, decoded.
    /// - Returns: `true` when the error is acceptable.
    func validate(expected: ExpectedError) -> Bool
}
