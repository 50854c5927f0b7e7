import Foundation

/// A `.testkit` table: named cases of inputs and the output (or error) each input must produce.
///
/// The format is TestKit's, unchanged: the root object has `test-cases` (required, an array)
/// and `test-description` (optional); each case has `name` and `inputs` (required),
/// `description` (optional), `expect-error` (optional, default `false`) and `expected-output`
/// (any JSON value including `null`; required unless `expect-error` is `true`, where leaving it
/// out accepts any error). `inputs` is either a single value or an array of inputs.
///
/// Loading is strict: a problem with the whole file throws a ``TableError``; a problem with one
/// case is kept in ``problems`` and the valid cases still run, so the runners report each
/// problem once and run everything else. ``cases`` lists every entry, broken ones included
/// (with their ``TableCase/problems``), for `@Test(arguments:)`.
///
/// ```swift
/// let table = try TestTable(json: """
///     {"test-cases": [{"name": "Doubles", "inputs": [1, 2], "expected-output": true}]}
///     """)
/// table.cases[0].inputs.count   // 2
/// ```
public struct TestTable: Sendable {
    /// The file name the table was loaded from (`<string>` for text).
    public let file: String
    /// The optional `test-description`.
    public let description: String?
    /// Every entry of `test-cases`, in file order: the valid cases, and each broken one as a case
    /// with ``TableCase/problems`` and no inputs (the first also carries the top-level problems).
    /// Made for `@Test(arguments: try TestTable("Name", bundle: .module).cases)`.
    public let cases: [TableCase]
    /// The valid cases, in file order: what the runners run.
    package var runnableCases: [TableCase] { cases.filter(\.isRunnable) }
    /// One entry per broken case (and per unknown top-level key), in file order.
    public let problems: [TableError]

    /// Parses a table from JSON text.
    ///
    /// - Parameters:
    ///   - json: The table's JSON text.
    ///   - file: The name used in failure messages.
    /// - Throws: ``TableError`` when the text is not valid JSON, the root is not an object, or
    ///   `test-cases` is missing, not an array or empty.
    public init(json: String, file: String = "<string>") throws(TableError) {
        try self.init(bytes: Array(json.utf8), file: file)
    }

    /// Loads a table by file name from a test target's resources: the short form of
    /// ``init(named:bundle:)`` for `@Test(arguments:)`.
    ///
    /// ```swift
    /// @Test(arguments: try TestTable("IsValidPassword", bundle: .module).cases)
    /// func isValidPassword(_ testCase: TableCase) {
    ///     testCase.check { (input: String) in isValidPassword(string: input) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The file name, with or without the `.testkit` extension.
    ///   - bundle: The bundle holding the table; usually `Bundle.module` of the test target.
    /// - Throws: ``TableError`` when the table cannot be found or its file is not a valid table.
    public init(_ name: String, bundle: Bundle? = nil) throws(TableError) {
        try self.init(named: name, bundle: bundle)
    }

    /// Loads a table from a file.
    ///
    /// - Parameter url: The `.testkit` file.
    /// - Throws: ``TableError`` when the file cannot be read or is not a valid table.
    public init(contentsOf url: URL) throws(TableError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TableError(file: url.lastPathComponent, problem: "cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(bytes: [UInt8](data), file: url.lastPathComponent)
    }

    init(bytes: [UInt8], file: String) throws(TableError) {
        var parser = TableJSONParser(data: bytes, file: file)
        let root = try parser.parseDocument()
        self = try TableReader(file: file).read(root)
    }

    init(file: String, description: String?, cases: [TableCase], problems: [TableError]) {
        self.file = file
        self.description = description
        self.cases = cases
        self.problems = problems
    }

    /// The number of inputs over all cases (broken ones have none).
    public var inputCount: Int {
        cases.reduce(0) { $0 + $1.inputs.count }
    }
}
