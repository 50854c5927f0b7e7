import Matchers

/// Checks one input of one case: decodes the input, and judges what the closure produced.
///
/// `package`: shared by ``TableRunner``, the spec integration in SpecDSL and ``matchTableRow(_:in:)`` so that every
/// way of running a table fails with the same words.
package struct TableRowCheck<Input: Decodable, Output: TestableOutput> {
    package let file: String
    private let decodeInput = tableValueDecoder(for: Input.self)
    private let decodeExpected = tableValueDecoder(for: Output.ExpectedOutput.self)
    /// Decided once per type: a dynamic cast per row would cost more than the check itself.
    private let expectationCanHaveUncheckedKeys = Output.ExpectedOutput.self is any UncheckedKeysReporting.Type

    package init(file: String) {
        self.file = file
    }

    /// The input as the closure's type, or a failure naming the mismatch.
    package func input(_ input: TableInput, of testCase: TableCase) -> Result<Input, TableFailure> {
        do {
            return .success(try decodeInput(input.value))
        } catch {
            return .failure(TableFailure(testCase, input, file: file,
                                         problem: "the input cannot be passed as \(Input.self): \(error.problem)"))
        }
    }

    /// The input as the closure's type, or `nil` after reporting at `location` why it does not fit.
    package func input(_ input: TableInput, of testCase: TableCase, reportingAt location: SourceLocation) -> Input? {
        switch self.input(input, of: testCase) {
        case .success(let value):
            return value
        case .failure(let failure):
            reportTableFailure(failure, at: location)
            return nil
        }
    }

    /// Reports at `location` what is wrong with `outcome`, if anything.
    package func judge(_ outcome: Result<Output, any Error>, for input: TableInput, of testCase: TableCase, reportingAt location: SourceLocation) {
        if let failure = verdict(outcome, for: input, of: testCase) { reportTableFailure(failure, at: location) }
    }

    /// A failure when the case expects an output that cannot be read as `Output.ExpectedOutput`.
    package func expectationProblem(of testCase: TableCase) -> TableFailure? {
        guard !testCase.expectsError, let expectedValue = testCase.expectedOutput else { return nil }
        do {
            _ = try decodeExpected(expectedValue)
            return nil
        } catch {
            return TableFailure(file: file, line: testCase.line, caseIndex: testCase.index, caseName: testCase.name, input: nil,
                                problem: unreadableExpectation(error))
        }
    }

    private func unreadableExpectation(_ error: TableValueMismatch) -> String {
        "\"expected-output\" cannot be read as \(Output.ExpectedOutput.self) (what \(Output.self) validates against): \(error.problem)"
    }

    /// `nil` when `outcome` is what the case expects, otherwise the failure to report.
    package func verdict(_ outcome: Result<Output, any Error>, for input: TableInput, of testCase: TableCase) -> TableFailure? {
        func failure(_ problem: String) -> TableFailure {
            TableFailure(testCase, input, file: file, problem: problem)
        }
        switch outcome {
        case .success(let output):
            if testCase.expectsError {
                return failure("expected an error, got <\(describeOutput(output))>")
            }
            guard let expectedValue = testCase.expectedOutput else {
                return failure("the case has no \"expected-output\"")
            }
            let expected: Output.ExpectedOutput
            do {
                expected = try decodeExpected(expectedValue)
            } catch {
                return failure(unreadableExpectation(error))
            }
            let passed = output.validate(expected: expected)
            if passed, expectationCanHaveUncheckedKeys, let unchecked = uncheckedKeys(expected) {
                return failure(unchecked)
            }
            return passed ? nil : failure("expected <\(abbreviated(expectedValue))>, got <\(describeOutput(output))>")

        case .failure(let error):
            guard testCase.expectsError else {
                if let expectedValue = testCase.expectedOutput {
                    return failure("expected <\(abbreviated(expectedValue))>, threw <\(describeError(error))>")
                }
                return failure("threw <\(describeError(error))>")
            }
            guard let expectedValue = testCase.expectedOutput else { return nil }  // any error will do
            guard let testable = error as? any TestableError else {
                return failure("threw <\(describeError(error))>, which does not conform to TestableError, so the expected error <\(abbreviated(expectedValue))> cannot be checked")
            }
            return judge(testable, against: expectedValue, failure: failure)
        }
    }

    private func judge<E: TestableError>(_ error: E, against expectedValue: TableValue, failure: (String) -> TableFailure) -> TableFailure? {
        let expected: E.ExpectedError
        do {
            expected = try tableValueDecoder(for: E.ExpectedError.self)(expectedValue)
        } catch {
            return failure("\"expected-output\" cannot be read as \(E.ExpectedError.self) (what \(E.self) validates against): \(error.problem)")
        }
        let passed = error.validate(expected: expected)
        if passed, let unchecked = uncheckedKeys(expected) {
            return failure(unchecked)
        }
        return passed ? nil : failure("expected an error matching <\(abbreviated(expectedValue))>, threw <\(describeError(error))>")
    }

    private func uncheckedKeys(_ expected: some Any) -> String? {
        guard let reporting = expected as? any UncheckedKeysReporting else { return nil }
        let keys = reporting.uncheckedKeyNames
        guard !keys.isEmpty else { return nil }
        let list = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        return "the check did not read \(list) of the expected output; compare \(keys.count == 1 ? "it" : "them"), or remove \(keys.count == 1 ? "it" : "them") from the table"
    }
}

/// What an `async` closure returned or threw (`Result`'s own initializer is synchronous only).
package func outcome<Output>(
    isolation: isolated (any Actor)? = #isolation, of body: () async throws -> Output
) async -> Result<Output, any Error> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}

/// Outputs as messages show them: strings quoted like the table writes them.
func describeOutput(_ output: some Any) -> String {
    switch output {
    case let string as String:
        var text = ""
        writeJSONString(string, to: &text)
        return text
    case let optional as any OptionalDescribing:
        return optional.describedValue
    default:
        return String(describing: output)
    }
}

private func describeError(_ error: any Error) -> String {
    String(describing: error)
}

/// Lets ``describeOutput(_:)`` print `nil` and unwrap optionals instead of `Optional(…)`.
protocol OptionalDescribing {
    var describedValue: String { get }
}

extension Optional: OptionalDescribing {
    var describedValue: String {
        switch self {
        case .none: "nil"
        case .some(let value): describeOutput(value)
        }
    }
}
