/// One entry of a table's `test-cases` array: a name, one or more inputs and what each input
/// must produce (an output, or a thrown error).
///
/// A broken entry is a case too, with its ``problems`` and no inputs, so that a Swift Testing
/// test over ``TestTable/cases`` fails at that case instead of leaving it out:
///
/// ```swift
/// @Test(arguments: try TestTable("IsValidPassword", bundle: .module).cases)
/// func isValidPassword(_ testCase: TableCase) {
///     testCase.check { (input: String) in isValidPassword(string: input) }
/// }
/// ```
public struct TableCase: Sendable, Hashable, Identifiable {
    /// The table's file name.
    public let file: String
    /// The 0-based position in `test-cases`: the case's stable identity in Swift Testing.
    public let index: Int
    /// The case's `name`, unique within its table (`test-cases[i]` for a broken case without one).
    public let name: String
    /// The optional `description`.
    public let description: String?
    /// The inputs: the elements of `inputs` when it is an array, otherwise `inputs` itself.
    /// (An input that is itself an array is written wrapped: `"inputs": [[1, 2]]`.)
    public let inputs: [TableInput]
    /// `expect-error`: each input must make the function under test throw.
    public let expectsError: Bool
    /// `expected-output`, or `nil` when the key is absent (only allowed with `expect-error`).
    /// JSON `null` is ``TableValue/null``, which an optional output matches with `nil`.
    public let expectedOutput: TableValue?
    /// The 1-based line where the case starts in its file.
    public let line: Int
    /// What is wrong with this entry (and, on the first case, with the table's top level);
    /// empty for a valid case. ``check(fileID:file:line:column:_:)``
    /// reports each one as a failure.
    public let problems: [TableFailure]
    /// Whether the entry is a valid case whose inputs run (the runners report ``problems`` apart).
    package let isRunnable: Bool

    /// The stable identity Swift Testing uses for the case: its position in `test-cases`.
    public var id: Int { index }

    /// `test-cases[2] "Invalid: Too Short"`, as failure messages name the case.
    public var label: String { caseLabel(index: index, name: name) }
}

/// One input of a ``TableCase``.
public struct TableInput: Sendable, Hashable {
    /// The JSON value passed (after decoding) to the function under test.
    public let value: TableValue
    /// The 0-based position in the case's `inputs` array (0 for a single input).
    public let index: Int
    /// The 1-based line where the input is written.
    public let line: Int
}
