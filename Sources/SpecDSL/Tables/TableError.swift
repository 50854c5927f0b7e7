/// A problem with a `.testkit` table: the file could not be found or read, it is not valid JSON,
/// or one of its cases breaks the format.
///
/// Problems with the whole file are thrown by the loaders of ``TestTable``; problems with one
/// case are collected in ``TestTable/problems`` while the other cases stay runnable. The runners
/// turn each problem into exactly one failure.
///
/// ```text
/// AnalyzeSentence.testkit:19:3: invalid JSON: unexpected '"'; expected ',' or '}' after the value of "expect-error" (is a comma missing?)
/// IsValidPassword.testkit:12: test-cases[2] "Too Short": missing "inputs"
/// ```
public struct TableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table's file name (or `<string>` for a table given as text).
    public let file: String
    /// The 1-based line the problem is on, when known.
    public let line: Int?
    /// The 1-based column, when the problem is a JSON syntax error.
    public let column: Int?
    /// The 0-based index of the case in `test-cases`, when the problem belongs to one case.
    public let caseIndex: Int?
    /// The case's `name`, when it has a usable one.
    public let caseName: String?
    /// What is wrong and, where it helps, what to do about it.
    public let problem: String

    /// Creates a problem report.
    ///
    /// - Parameters:
    ///   - file: The table's file name.
    ///   - line: The 1-based line, when known.
    ///   - column: The 1-based column, when known.
    ///   - caseIndex: The 0-based case index, for a problem with one case.
    ///   - caseName: The case's name, when it has one.
    ///   - problem: What is wrong.
    public init(file: String, line: Int? = nil, column: Int? = nil, caseIndex: Int? = nil, caseName: String? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.caseIndex = caseIndex
        self.caseName = caseName
        self.problem = problem
    }

    /// `file:line:column: test-cases[i] "name": problem`, leaving out the parts that are unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if let caseIndex { text += caseLabel(index: caseIndex, name: caseName) + ": " }
        return text + problem
    }
}

/// `test-cases[2] "Too Short"`: the JSON path plus the name, so both people and editors can find it.
func caseLabel(index: Int, name: String?) -> String {
    var label = "test-cases[\(index)]"
    if let name {
        label += " "
        writeJSONString(name, to: &label)
    }
    return label
}
