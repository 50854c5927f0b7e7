import Foundation
import Matchers

/// Runs a `.testkit` table from any `XCTestCase` method (or a Swift Testing `@Test`): each input
/// of each case goes through your closure, and every output (or thrown error) is checked against
/// the case.
///
/// Failures are reported to the running test (XCTest or Swift Testing) at the line that called
/// ``run(fileID:file:line:column:_:)``, one per broken case or failing input, each naming the
/// table, case and input. A table that cannot be loaded is one failure. After the run a summary
/// line is printed.
///
/// ```swift
/// final class PasswordTests: XCTestCase {
///     func testIsValidPassword() {
///         TableRunner(table: "IsValidPassword", bundle: .module).run { (input: String) -> Bool in
///             isValidPassword(string: input)
///         }
///     }
/// }
/// ```
///
/// The closure may return an optional (`null` in the table expects `nil`), throw (for cases with
/// `"expect-error": true`) and be `async`. `Input` is any `Decodable` type; use ``TableValue``
/// for raw JSON.
public struct TableRunner {
    private let table: Result<TestTable, TableError>
    private let onFailure: ((TableFailure) -> Void)?

    /// Loads a table by name from a bundle's resources (see ``TestTable/init(named:bundle:)``).
    ///
    /// - Parameters:
    ///   - name: The file name, with or without `.testkit`.
    ///   - bundle: Usually `Bundle.module` of the test target.
    ///   - onFailure: Receives each failure instead of the test runner, e.g. to inspect them.
    public init(table name: String, bundle: Bundle? = nil, onFailure: ((TableFailure) -> Void)? = nil) {
        self.init(loading: { () throws(TableError) in try TestTable(named: name, bundle: bundle) }, onFailure: onFailure)
    }

    /// Loads a table from a file.
    ///
    /// - Parameters:
    ///   - url: The `.testkit` file.
    ///   - onFailure: Receives each failure instead of the test runner.
    public init(contentsOf url: URL, onFailure: ((TableFailure) -> Void)? = nil) {
        self.init(loading: { () throws(TableError) in try TestTable(contentsOf: url) }, onFailure: onFailure)
    }

    /// Parses a table from JSON text.
    ///
    /// - Parameters:
    ///   - json: The table's JSON.
    ///   - file: The name failure messages use.
    ///   - onFailure: Receives each failure instead of the test runner.
    public init(json: String, file: String = "<string>", onFailure: ((TableFailure) -> Void)? = nil) {
        self.init(loading: { () throws(TableError) in try TestTable(json: json, file: file) }, onFailure: onFailure)
    }

    /// Runs an already loaded table.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - onFailure: Receives each failure instead of the test runner.
    public init(_ table: TestTable, onFailure: ((TableFailure) -> Void)? = nil) {
        self.table = .success(table)
        self.onFailure = onFailure
    }

    private init(loading load: () throws(TableError) -> TestTable, onFailure: ((TableFailure) -> Void)?) {
        do {
            table = .success(try load())
        } catch {
            table = .failure(error)
        }
        self.onFailure = onFailure
    }

    /// Passes every input to `body` and checks what it returns or throws.
    ///
    /// - Parameters:
    ///   - fileID: Where failures are reported; leave the default.
    ///   - file: Where failures are reported; leave the default.
    ///   - line: Where failures are reported; leave the default.
    ///   - column: Where failures are reported; leave the default.
    ///   - body: Calls the code under test with one input and returns its output.
    /// - Returns: The summary, also printed.
    @discardableResult
    public func run<Input: Decodable, Output: TestableOutput>(
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: (Input) throws -> Output
    ) -> TableSummary {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        var run = Run<Input, Output>(table: table)
        for testCase in run.cases() {
            for input in testCase.inputs {
                guard let value = run.decode(input, of: testCase) else { continue }
                run.judge(Result { try body(value) }, for: input, of: testCase)
            }
        }
        return run.finish(onFailure: onFailure, at: location)
    }

    /// Passes every input to an `async` `body` and checks what it returns or throws.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor; leave the default.
    ///   - fileID: Where failures are reported; leave the default.
    ///   - file: Where failures are reported; leave the default.
    ///   - line: Where failures are reported; leave the default.
    ///   - column: Where failures are reported; leave the default.
    ///   - body: Calls the code under test with one input and returns its output.
    /// - Returns: The summary, also printed.
    @discardableResult
    public func run<Input: Decodable, Output: TestableOutput>(
        isolation: isolated (any Actor)? = #isolation,
        fileID: String = #fileID,
        file: FileString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: (Input) async throws -> Output
    ) async -> TableSummary {
        let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
        var run = Run<Input, Output>(table: table)
        for testCase in run.cases() {
            for input in testCase.inputs {
                guard let value = run.decode(input, of: testCase) else { continue }
                run.judge(await outcome { try await body(value) }, for: input, of: testCase)
            }
        }
        return run.finish(onFailure: onFailure, at: location)
    }
}

/// The bookkeeping of one run, shared by the synchronous and the `async` ``TableRunner/run``.
private struct Run<Input: Decodable, Output: TestableOutput> {
    private let table: TestTable?
    private let check: TableRowCheck<Input, Output>
    private var failures: [TableFailure] = []
    private var inputCount = 0
    private var caseCount = 0

    init(table: Result<TestTable, TableError>) {
        switch table {
        case .success(let loaded):
            self.table = loaded
            check = TableRowCheck(file: loaded.file)
            failures = loaded.problems
        case .failure(let error):
            self.table = nil
            check = TableRowCheck(file: error.file)
            failures = [error]
        }
    }

    /// The cases to run. A case whose expected output cannot be read as the closure's output
    /// type is reported once here and left out, rather than failing once per input.
    mutating func cases() -> [TableCase] {
        let cases = (table?.runnableCases ?? []).filter { testCase in
            guard let problem = check.expectationProblem(of: testCase) else { return true }
            failures.append(problem)
            return false
        }
        caseCount = cases.count
        return cases
    }

    mutating func decode(_ input: TableInput, of testCase: TableCase) -> Input? {
        inputCount += 1
        switch check.input(input, of: testCase) {
        case .success(let value):
            return value
        case .failure(let failure):
            failures.append(failure)
            return nil
        }
    }

    mutating func judge(_ outcome: Result<Output, any Error>, for input: TableInput, of testCase: TableCase) {
        if let failure = check.verdict(outcome, for: input, of: testCase) {
            failures.append(failure)
        }
    }

    func finish(onFailure: ((TableFailure) -> Void)?, at location: SourceLocation) -> TableSummary {
        for failure in failures {
            if let onFailure {
                onFailure(failure)
            } else {
                reportTableFailure(failure, at: location)
            }
        }
        let summary = TableSummary(file: table?.file ?? failures.first?.file ?? "<table>", caseCount: caseCount,
                                   unreadableCaseCount: (table?.cases.count ?? 0) - caseCount, inputCount: inputCount, failures: failures)
        print(summary)
        return summary
    }
}
