/// One failure of a table run: a broken table or case, or an input whose result is not what the
/// case expects.
///
/// ```text
/// IsValidPassword.testkit:6: test-cases[0] "Valid Passwords", input "1sdfD8sFlk": expected <true>, got <false>
/// ```
public struct TableFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table's file name.
    public let file: String
    /// The 1-based line in the table (of the input when there is one, else of the case).
    public let line: Int?
    /// The 1-based column, for JSON syntax errors.
    public let column: Int?
    /// The 0-based case index, unless the whole table failed.
    public let caseIndex: Int?
    /// The case's name, when it has one.
    public let caseName: String?
    /// The input that failed, unless the case or table itself is broken.
    public let input: TableValue?
    /// What went wrong, e.g. `expected <true>, got <false>`.
    public let problem: String

    /// The full text reported to XCTest: where in the table, then what went wrong.
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

    init(file: String, line: Int?, caseIndex: Int?, caseName: String?, input: TableValue?, problem: String) {
        self.file = file
        self.line = line
        self.column = nil
        self.caseIndex = caseIndex
        self.caseName = caseName
        self.input = input
        self.problem = problem
    }

    init(_ error: TableError) {
        self.file = error.file
        self.line = error.line
        self.column = error.column
        self.caseIndex = error.caseIndex
        self.caseName = error.caseName
        self.input = nil
        self.problem = error.problem
    }

    init(_ testCase: TableCase, _ input: TableInput, file: String, problem: String) {
        self.init(file: file, line: input.line, caseIndex: testCase.index, caseName: testCase.name, input: input.value, problem: problem)
    }
}

/// Inputs are quoted in full up to 80 characters, so a message stays one readable line.
func abbreviated(_ value: TableValue) -> String {
    let text = value.description
    guard text.count > 80 else { return text }
    return String(text.prefix(77)) + "…"
}
