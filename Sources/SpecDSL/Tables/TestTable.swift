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
/// case is kept in ``problems`` and the valid cases stay in ``cases``, so the runners report
/// each problem once and still run everything else.
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
    /// The valid cases, in file order.
    public let cases: [TableCase]
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

    /// The number of inputs over all valid cases.
    public var inputCount: Int {
        cases.reduce(0) { $0 + $1.inputs.count }
    }
}
