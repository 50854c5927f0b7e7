/// One input of one case, ready to check on its own: what each example of a table-driven spec
/// runs, and what ``matchTableRow(_:)`` checks.
///
/// ```swift
/// let table = try TestTable(named: "IsValidPassword", bundle: .module)
/// for row in table.rows {
///     expect(isValidPassword(string: try row.input(as: String.self))).to(matchTableRow(row))
/// }
/// ```
public struct TableRow: Sendable, Hashable, CustomStringConvertible {
    /// The table's file name.
    public let file: String
    /// The case the input belongs to.
    public let testCase: TableCase
    /// The input.
    public let input: TableInput

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - file: The table's file name.
    ///   - testCase: The case.
    ///   - input: One of the case's inputs.
    public init(file: String, testCase: TableCase, input: TableInput) {
        self.file = file
        self.testCase = testCase
        self.input = input
    }

    /// The input decoded as the type the code under test takes.
    ///
    /// - Parameter type: Any `Decodable` type.
    /// - Returns: The decoded input.
    /// - Throws: ``TableFailure`` naming the row and why the input does not fit `type`.
    public func input<Input: Decodable>(as type: Input.Type = Input.self) throws(TableFailure) -> Input {
        try TableRowCheck<Input, TableValue>(file: file).input(input, of: testCase).get()
    }

    /// `IsValidPassword.testkit:6 test-cases[0] "Valid Passwords", input "1sdfD8sFlk"`.
    public var description: String {
        "\(file):\(input.line) \(testCase.label), input \(abbreviated(input.value))"
    }
}

extension TestTable {
    /// Every input of every valid case, in file order (broken cases are in ``problems``).
    public var rows: [TableRow] {
        runnableCases.flatMap { testCase in testCase.inputs.map { TableRow(file: file, testCase: testCase, input: $0) } }
    }
}
