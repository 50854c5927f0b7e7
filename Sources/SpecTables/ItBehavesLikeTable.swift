import Foundation
import Matchers
import SpecDSL
import Tables

/// Turns a `.testkit` table into examples: a `context` per case, named after it, holding an `it`
/// per input, named after the input (long or non-printable inputs are named `input <index>`).
///
/// ```swift
/// final class PasswordSpec: Spec {
///     override class func spec() {
///         describe("isValidPassword") {
///             itBehavesLike(table: "IsValidPassword", bundle: .module) { (input: String) -> Bool in
///                 isValidPassword(string: input)
///             }
///         }
///     }
/// }
/// ```
///
/// The first input above runs as `PasswordSpec.isValidPassword__Valid_Passwords__1sdfD8sFlk`. A table
/// that cannot be loaded becomes one failing example, `loads_<File>_testkit`; each broken case
/// becomes one failing example in its case's group; the valid cases run normally. Failures are
/// reported at this call.
///
/// - Parameters:
///   - name: The table's file name, with or without `.testkit`.
///   - bundle: The bundle holding the table, usually `Bundle.module` of the test target.
///   - file: Where failures are reported; leave the default.
///   - line: Where failures are reported; leave the default.
///   - isolation: Where the caller runs, which the rows run on; leave the default.
///   - body: Calls the code under test with one input and returns its output. It may throw
///     (for `"expect-error": true` cases) and return an optional (`null` expects `nil`).
public func itBehavesLike<Input: Decodable, Output: TestableOutput>(
    table name: String,
    bundle: Bundle? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    _ body: @escaping (Input) throws -> Output
) {
    let table = loadTable(named: name, bundle: bundle)
    let check = TableRowCheck<Input, Output>(file: table.fileName)
    let location = SourceLocation(fileID: "\(file)", filePath: file, line: line, column: 0)
    addExamples(for: table.result, check: check, file: file, line: line) { testCase, input in
        it(input.name, file: file, line: line, writtenOn: isolation) {
            checkRow(check, input.row, of: testCase, at: location) { value in Result { try body(value) } }
        }
    }
}

/// The `async` form of ``itBehavesLike(table:bundle:file:line:isolation:_:)``:
/// each example awaits the closure.
///
/// ```swift
/// describe("PasswordService") {
///     itBehavesLike(table: "IsValidPassword", bundle: .module) { (input: String) async -> Bool in
///         await PasswordService().isValid(input)
///     }
/// }
/// ```
///
/// - Parameters:
///   - name: The table's file name, with or without `.testkit`.
///   - bundle: The bundle holding the table, usually `Bundle.module` of the test target.
///   - file: Where failures are reported; leave the default.
///   - line: Where failures are reported; leave the default.
///   - isolation: Where the caller runs, which the rows run on; leave the default.
///   - body: Calls the code under test with one input and returns its output.
public func itBehavesLike<Input: Decodable, Output: TestableOutput>(
    table name: String,
    bundle: Bundle? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    _ body: @escaping (Input) async throws -> Output
) {
    let table = loadTable(named: name, bundle: bundle)
    let check = TableRowCheck<Input, Output>(file: table.fileName)
    let location = SourceLocation(fileID: "\(file)", filePath: file, line: line, column: 0)
    addExamples(for: table.result, check: check, file: file, line: line) { testCase, input in
        it(input.name, file: file, line: line, writtenOn: isolation) { () async throws -> Void in
            guard let value = check.input(input.row, of: testCase, reportingAt: location) else { return }
            check.judge(await outcome { try await body(value) }, for: input.row, of: testCase, reportingAt: location)
        }
    }
}

private func loadTable(named name: String, bundle: Bundle?) -> (result: Result<TestTable, TableError>, fileName: String) {
    do {
        let table = try TestTable(named: name, bundle: bundle)
        return (.success(table), table.file)
    } catch {
        return (.failure(error), error.file)
    }
}

/// Declares the plan's examples in the current group: problems as failing examples, rows via `row`.
private func addExamples<Input, Output>(
    for table: Result<TestTable, TableError>,
    check: TableRowCheck<Input, Output>,
    file: StaticString,
    line: UInt,
    row: (TableCase, (name: String, row: TableInput)) -> Void
) {
    let location = SourceLocation(fileID: "\(file)", filePath: file, line: line, column: 0)
    let entries = TableExamplePlan.entries(for: table, expectationProblem: check.expectationProblem(of:))
    var index = 0
    while index < entries.count {
        // Consecutive entries of one case share one `context`.
        let group = groupName(of: entries[index])
        var end = index + 1
        while end < entries.count, group != nil, groupName(of: entries[end]) == group { end += 1 }
        let slice = entries[index..<end]
        func declare() {
            for entry in slice {
                switch entry {
                case .row(_, let name, let testCase, let input):
                    row(testCase, (name, input))
                case .problem(_, let name, let failure):
                    it(name, file: file, line: line) { reportTableFailure(failure, at: location) }
                }
            }
        }
        if let group {
            context(group, file: file, line: line, closure: declare)
        } else {
            declare()
        }
        index = end
    }
}

private func groupName(of entry: TableExamplePlan.Entry) -> String? {
    switch entry {
    case .row(let group, _, _, _): group
    case .problem(let group, _, _): group
    }
}

func checkRow<Input, Output>(
    _ check: TableRowCheck<Input, Output>,
    _ input: TableInput,
    of testCase: TableCase,
    at location: SourceLocation,
    _ run: (Input) -> Result<Output, any Error>
) {
    guard let value = check.input(input, of: testCase, reportingAt: location) else { return }
    check.judge(run(value), for: input, of: testCase, reportingAt: location)
}
