/// A value a table-driven test can check against a case's `expected-output`.
///
/// The table's JSON is decoded as ``ExpectedOutput`` and handed to ``validate(expected:)``.
/// `String`, `Bool`, the integer types, `Double` and `Float` (to the precision the table writes,
/// see ``TableNumber``), arrays and optionals of testable values, and ``TableValue`` conform
/// already. A `Decodable & Equatable` type conforms with an empty extension: the expected output
/// is decoded as the type itself and compared with `==`. For partial checks, read the expected
/// output as a ``TableDictionary``, which fails the check when a key is left unread.
///
/// ```swift
/// struct Point: Decodable, Equatable, TestableOutput {
///     let x: Int
///     let y: Int
/// }
///
/// struct SentenceAnalysis: TestableOutput {
///     let subject: String
///     let action: String
///
///     func validate(expected: TableDictionary) -> Bool {
///         expected.value("subject", matches: subject) && expected.value("action", matches: action)
///     }
/// }
/// ```
public protocol TestableOutput {
    /// What the table's `expected-output` is decoded as.
    associatedtype ExpectedOutput: Decodable = Self

    /// Whether this output is what the table expects.
    ///
    /// - Parameter expected: The case's `expected-output`, decoded.
    /// - Returns: `true` when the output is acceptable.
    func validate(expected: ExpectedOutput) -> Bool
}

extension TestableOutput where Self: Equatable, ExpectedOutput == Self {
    /// Compares with `==`.
    ///
    /// - Parameter expected: The expected value, decoded from the table.
    /// - Returns: `self == expected`.
    public func validate(expected: Self) -> Bool {
        self == expected
    }
}

extension String: TestableOutput {}
extension Bool: TestableOutput {}
extension Int: TestableOutput {}
extension Int8: TestableOutput {}
extension Int16: TestableOutput {}
extension Int32: TestableOutput {}
extension Int64: TestableOutput {}
extension UInt: TestableOutput {}
extension UInt8: TestableOutput {}
extension UInt16: TestableOutput {}
extension UInt32: TestableOutput {}
extension UInt64: TestableOutput {}
extension TableValue: TestableOutput {}

extension Double: TestableOutput {
    /// Matches when the output rounds to the number as written: `2.18` accepts `2.1818…`.
    ///
    /// - Parameter expected: The number from the table.
    /// - Returns: Whether `self` is within the number's ``TableNumber/tolerance``.
    public func validate(expected: TableNumber) -> Bool {
        expected.isClose(to: self)
    }
}

extension Float: TestableOutput {
    /// Matches when the output rounds to the number as written, with at least `Float`'s precision.
    ///
    /// - Parameter expected: The number from the table.
    /// - Returns: Whether `self` is close enough to the number.
    public func validate(expected: TableNumber) -> Bool {
        let value = Double(self)
        return expected.isClose(to: value) || abs(value - expected.double) <= Double(Float.ulpOfOne) * abs(expected.double)
    }
}

extension Optional: TestableOutput where Wrapped: TestableOutput {
    /// `nil` matches `null`; a value matches what its wrapped type accepts.
    ///
    /// - Parameter expected: The decoded expectation, `nil` for JSON `null`.
    /// - Returns: Whether both are `nil`, or both are present and the value validates.
    public func validate(expected: Wrapped.ExpectedOutput?) -> Bool {
        switch (self, expected) {
        case (nil, nil): true
        case (let value?, let expected?): value.validate(expected: expected)
        default: false
        }
    }
}

extension Array: TestableOutput where Element: TestableOutput {
    /// Same count, and every element validates against the expectation at its position.
    ///
    /// - Parameter expected: The decoded expectations, one per element.
    /// - Returns: Whether the counts match and every element validates.
    public func validate(expected: [Element.ExpectedOutput]) -> Bool {
        count == expected.count && zip(self, expected).allSatisfy { $0.validate(expected: $1) }
    }
}
