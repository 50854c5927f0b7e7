import Matchers

/// A problem with a `.testkit` table, or one failure of a table run: the file could not be found
/// or read, it is not valid JSON, one of its cases breaks the format, or an input's result is not
/// what its case expects.
///
/// Problems with the whole file are thrown by the loaders of ``TestTable``; problems with one
/// case are collected in ``TestTable/problems`` while the other cases stay runnable. Every way
/// of running a table turns each into exactly one failure of kind `.table`, reported through
/// Matchers' `reportFailure` at the Swift line that ran the table, with ``message`` as its text:
///
/// ```text
/// AnalyzeSentence.testkit:19:3: invalid JSON: unexpected '"'; expected ',' or '}' after the value of "expect-error" (is a comma missing?)
/// IsValidPassword.testkit:12: test-cases[2] "Too Short": missing "inputs"
/// IsValidPassword.testkit:6: test-cases[0] "Valid Passwords", input "1sdfD8sFlk": expected <true>, got <false>
/// ```
public struct TableFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table's file name (or `<string>` for a table given as text).
    public let file: String
    /// The 1-based line in the table (of the input when there is one, else of the case), when known.
    public let line: Int?
    /// The 1-based column, when the problem is a JSON syntax error.
    public let column: Int?
    /// The 0-based index of the case in `test-cases`, unless the whole table failed.
    public let caseIndex: Int?
    /// The case's `name`, when it has a usable one.
    public let caseName: String?
    /// The input that failed, unless the case or table itself is broken.
    public let input: TableValue?
    /// What went wrong and, where it helps, what to do about it, e.g. `expected <true>, got <false>`.
    public let problem: String

    /// Creates a problem report.
    ///
    /// ```swift
    /// TableFailure(file: "Prices.testkit", line: 4, caseIndex: 0, caseName: "Free", problem: "missing \"inputs\"")
    /// ```
    /// - Parameters:
    ///   - file: The table's file name.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based column, when known.
    ///   - caseIndex: The 0-based case index, for a problem with one case.
    ///   - caseName: The case's name, when it has one.
    ///   - input: The input that failed, if any.
    ///   - problem: What is wrong.
    public init(
        file: String, line: Int? = nil, column: Int? = nil, caseIndex: Int? = nil, caseName: String? = nil,
        input: TableValue? = nil, problem: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.caseIndex = caseIndex
        self.caseName = caseName
        self.input = input
        self.problem = problem
    }

    init(_ testCase: TableCase, _ input: TableInput, file: String, problem: String) {
        self.init(file: file, line: input.line, caseIndex: testCase.index, caseName: testCase.name, input: input.value, problem: problem)
    }

    /// The full text reported: where in the table (`file:line:column: test-cases[i] "name", input …:`),
    /// then what went wrong, leaving out the parts that are unknown.
    public var message: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if let caseIndex {
            text += caseLabel(index: caseIndex, name: caseName)
            if let input { text += ", input " + abbreviated(input) }
            text += ": "
        }
        return text + problem
    }

    /// The same as ``message``.
    public var description: String { message }

    /// The failure as the one failure pipeline carries it: kind `.table`, reported at `location`
    /// (the Swift line that ran the table).
    ///
    /// - Parameter location: The Swift line the failure is reported at.
    /// - Returns: The failure.
    public func testFailure(at location: SourceLocation) -> TestFailure {
        TestFailure(kind: .table, message: message, location: location)
    }
}

/// The name the loaders of ``TestTable`` throw: a broken table is a ``TableFailure`` too.
///
/// ```swift
/// do { _ = try TestTable(json: "{}") } catch { print(error.problem) }   // `error` is a TableError
/// ```
public typealias TableError = TableFailure

/// `test-cases[2] "Too Short"`: the JSON path plus the name, so both people and editors can find it.
func caseLabel(index: Int, name: String?) -> String {
    var label = "test-cases[\(index)]"
    if let name {
        label += " "
        writeJSONString(name, to: &label)
    }
    return label
}

/// Inputs are quoted in full up to 80 characters, so a message stays one readable line.
func abbreviated(_ value: TableValue) -> String {
    let text = value.description
    guard text.count > 80 else { return text }
    return String(text.prefix(77)) + "…"
}
