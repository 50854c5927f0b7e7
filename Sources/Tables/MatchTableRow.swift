import Matchers

/// Passes when the actual output is what the row's case expects, validated exactly as a table
/// run would (``TestableOutput``, ``TableDictionary`` key checks included). A `nil` actual value
/// matches only a case whose `expected-output` is `null`.
///
/// ```swift
/// for row in try TestTable(named: "IsValidPassword", bundle: .module).rows {
///     expect(isValidPassword(string: try row.input(as: String.self))).to(matchTableRow(row))
/// }
/// ```
///
/// ```text
/// expected to match IsValidPassword.testkit:6 test-cases[0] "Valid Passwords", input "1sdfD8sFlk" (<true>), got <false>
/// ```
///
/// - Parameter row: The row whose expected output to match.
/// - Returns: The matcher.
public func matchTableRow<Output: TestableOutput>(_ row: TableRow) -> Matcher<Output> {
    Matcher { expression in
        let expected = row.testCase.expectsError ? "an error" : row.testCase.expectedOutput.map { "<\(abbreviated($0))>" } ?? "nothing"
        let expectation = "match \(row) (\(expected))"
        guard let actual = try expression.evaluate() else {
            let matchesNull = !row.testCase.expectsError && row.testCase.expectedOutput == .null
            return MatcherResult(bool: matchesNull, message: .expectedCustomValueTo(expectation, actual: "<nil>"))
        }
        let message = ExpectationMessage.expectedCustomValueTo(expectation, actual: "<\(describeOutput(actual))>")
        let check = TableRowCheck<TableValue, Output>(file: row.file)
        guard let failure = check.expectationProblem(of: row.testCase) ?? check.verdict(.success(actual), for: row.input, of: row.testCase) else {
            return MatcherResult(status: .matches, message: message)
        }
        // A plain mismatch is said by the message already; anything else (unread keys, an
        // unreadable expectation) needs its own words.
        let isPlainMismatch = failure.problem.hasPrefix("expected <")
        return MatcherResult(status: .doesNotMatch, message: isPlainMismatch ? message : message.appended(details: failure.problem))
    }
}
