import Matchers

extension TableCase {
    /// Passes each input of the case to `body` and checks what it returns or throws: one call
    /// checks a whole case, e.g. one Swift Testing test case of `@Test(arguments:)`.
    ///
    /// ```swift
    /// @Test(arguments: try TestTable("IsValidPassword", bundle: .module).cases)
    /// func isValidPassword(_ testCase: TableCase) {
    ///     testCase.check { (input: String) in isValidPassword(string: input) }
    /// }
    /// ```
    ///
    /// Every wrong output, every input that does not fit `Input` and every problem of a broken
    /// case is one failure at this line, in XCTest or Swift Testing:
    ///
    /// ```text
    /// IsValidPassword.testkit:6: test-cases[0] "Valid Passwords", input "1sdfD8sFlk": expected <true>, got <false>
    /// ```
    /// - Parameters:
    ///   - fileID: The `#fileID` failures are reported with, the caller's by default.
    ///   - file: The file failures are reported in, the caller's by default.
    ///   - line: The line failures are reported at, the caller's by default.
    ///   - column: The column failures are reported at, the caller's by default.
    ///   - body: Calls the code under test with one input and returns its output. It may throw
    ///     (for `"expect-error": true` cases) and return an optional (`null` expects `nil`).
    public func check<Input: Decodable, Output: TestableOutput>(
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: (Input) throws -> Output
    ) {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        guard let check = prepared(TableRowCheck<Input, Output>(file: self.file), at: location) else { return }
        for input in inputs {
            guard let value = check.input(input, of: self, reportingAt: location) else { continue }
            check.judge(Result { try body(value) }, for: input, of: self, reportingAt: location)
        }
    }

    /// The `async` form of ``check(fileID:file:line:column:_:)``.
    ///
    /// ```swift
    /// @Test(arguments: try TestTable("IsValidPassword", bundle: .module).cases)
    /// func passwordService(_ testCase: TableCase) async {
    ///     await testCase.check { (input: String) async in await PasswordService().isValid(input) }
    /// }
    /// ```
    /// - Parameters:
    ///   - isolation: The actor `body` runs on, the caller's by default.
    ///   - fileID: The `#fileID` failures are reported with, the caller's by default.
    ///   - file: The file failures are reported in, the caller's by default.
    ///   - line: The line failures are reported at, the caller's by default.
    ///   - column: The column failures are reported at, the caller's by default.
    ///   - body: Calls the code under test with one input and returns its output.
    public func check<Input: Decodable, Output: TestableOutput>(
        isolation: isolated (any Actor)? = #isolation,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: (Input) async throws -> Output
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        guard let check = prepared(TableRowCheck<Input, Output>(file: self.file), at: location) else { return }
        for input in inputs {
            guard let value = check.input(input, of: self, reportingAt: location) else { continue }
            check.judge(await outcome { try await body(value) }, for: input, of: self, reportingAt: location)
        }
    }

    /// Reports the case's problems; returns the check unless there is nothing to run.
    private func prepared<Input, Output>(_ check: TableRowCheck<Input, Output>, at location: SourceLocation) -> TableRowCheck<Input, Output>? {
        for problem in problems { reportTableFailure(problem, at: location) }
        guard isRunnable else { return nil }
        if let problem = check.expectationProblem(of: self) {
            reportTableFailure(problem, at: location)
            return nil
        }
        return check
    }
}
