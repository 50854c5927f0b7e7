import SpecDSL
import Tables

/// What `itBehavesLike(table:)` turns a table into: one example per input, grouped by case,
/// plus one failing example per problem. Kept apart from the DSL calls so the names and the
/// failures can be tested without running a spec.
enum TableExamplePlan {
    enum Entry {
        /// An example that checks one input; `group` is the case's name.
        case row(group: String, name: String, testCase: TableCase, input: TableInput)
        /// An example that only reports a broken table or case.
        case problem(group: String?, name: String, failure: TableFailure)
    }

    /// The examples for `table`, in file order. `expectationProblem` says whether a case's
    /// expected output can be read as the closure's output type.
    static func entries(for table: Result<TestTable, TableError>, expectationProblem: (TableCase) -> TableFailure?) -> [Entry] {
        let loaded: TestTable
        switch table {
        case .failure(let error):
            return [.problem(group: nil, name: "loads \(error.file)", failure: error)]
        case .success(let table):
            loaded = table
        }

        var entries: [(order: Int, entry: Entry)] = []
        for problem in loaded.problems {
            guard let index = problem.caseIndex else {
                entries.append((-1, .problem(group: nil, name: "is a valid table", failure: problem)))
                continue
            }
            entries.append((index, .problem(group: problem.caseName ?? "test-cases[\(index)]", name: "is a valid table case",
                                            failure: problem)))
        }
        for testCase in loaded.runnableCases {
            if let problem = expectationProblem(testCase) {
                entries.append((testCase.index, .problem(group: testCase.name, name: "has a readable expected-output", failure: problem)))
                continue
            }
            var used: Set<String> = []
            for input in testCase.inputs {
                entries.append((testCase.index, .row(group: testCase.name, name: exampleName(for: input, used: &used),
                                                     testCase: testCase, input: input)))
            }
        }
        // Stable sort: problems of the table first, then everything in case order.
        return entries.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.entry)
    }

    /// The input itself (a string's text, other values' JSON) when it makes a readable, unique
    /// XCTest name; otherwise `input <index>`. Long, empty and non-printable inputs, and inputs
    /// whose name would repeat an earlier one in the case, fall back to the index, so names
    /// stay short and the same on every run.
    static func exampleName(for input: TableInput, used: inout Set<String>) -> String {
        let text = input.value.string ?? input.value.description
        let sanitized = TestName.sanitize(text)
        let readable = (1...maximumNameLength).contains(text.count)
            && !text.unicodeScalars.contains(where: isNonPrintable)
            && sanitized != "unnamed"
        if readable && used.insert(sanitized).inserted {
            return text
        }
        return "input \(input.index)"
    }

    static let maximumNameLength = 40

    private static func isNonPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
