/// Turns a parsed JSON document into a ``TestTable``, checking the `.testkit` format.
struct TableReader {
    let file: String

    private static func isRootKey(_ key: String) -> Bool {
        key == "test-cases" || key == "test-description"
    }

    private static func isCaseKey(_ key: String) -> Bool {
        switch key {
        case "name", "inputs", "expected-output", "expect-error", "description": true
        default: false
        }
    }

    func read(_ root: JSONNode) throws(TableError) -> TestTable {
        guard case .object(let members) = root.kind else {
            throw TableError(file: file, line: root.line, problem: "the root is \(root.tableValue.kindDescription), expected an object with \"test-cases\"")
        }
        var problems: [TableError] = []
        for (key, node) in members where !Self.isRootKey(key) {
            problems.append(TableError(file: file, line: node.line, problem: "unknown key \"\(key)\" (a table has \"test-cases\" and an optional \"test-description\")"))
        }
        var description: String?
        if let node = root["test-description"] {
            if case .scalar(.string(let text)) = node.kind {
                description = text
            } else {
                problems.append(TableError(file: file, line: node.line, problem: "\"test-description\" is \(node.tableValue.kindDescription), expected a string"))
            }
        }
        guard let casesNode = root["test-cases"] else {
            throw TableError(file: file, line: root.line, problem: "missing \"test-cases\" (an array of cases)")
        }
        guard case .array(let caseNodes) = casesNode.kind else {
            throw TableError(file: file, line: casesNode.line, problem: "\"test-cases\" is \(casesNode.tableValue.kindDescription), expected an array of cases")
        }
        guard !caseNodes.isEmpty else {
            throw TableError(file: file, line: casesNode.line, problem: "the table has no test cases; add at least one to \"test-cases\"")
        }

        var cases: [TableCase] = []
        cases.reserveCapacity(caseNodes.count)
        var firstIndexByName: [String: Int] = [:]
        for (index, node) in caseNodes.enumerated() {
            switch readCase(node, index: index) {
            case .success(let testCase):
                if let earlier = firstIndexByName[testCase.name] {
                    problems.append(TableError(file: file, line: node.line, caseIndex: index, caseName: testCase.name,
                                               problem: "the name is already used by test-cases[\(earlier)]; case names must be unique"))
                } else {
                    firstIndexByName[testCase.name] = index
                    cases.append(testCase)
                }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        return TestTable(file: file, description: description, cases: Self.allCases(cases, problems: problems), problems: problems)
    }

    /// Every entry of `test-cases` in file order: the valid cases, and each broken one as a case
    /// that only carries its problem. The problems of the table's top level go to the first entry,
    /// so a test that runs the cases one by one still reports them.
    private static func allCases(_ valid: [TableCase], problems: [TableError]) -> [TableCase] {
        var byIndex: [Int: TableCase] = [:]
        for testCase in valid { byIndex[testCase.index] = testCase }
        let validNames = Set(valid.map(\.name))
        for problem in problems {
            guard let index = problem.caseIndex else { continue }
            // A duplicated name keeps its position next to the name, so the two stay apart.
            let label = "test-cases[\(index)]"
            let name = problem.caseName.map { validNames.contains($0) ? "\($0) (\(label))" : $0 } ?? label
            byIndex[index] = TableCase(
                file: problem.file, index: index, name: name,
                description: nil, inputs: [], expectsError: false, expectedOutput: nil, line: problem.line ?? 0,
                problems: [problem], isRunnable: false)
        }
        var all = byIndex.keys.sorted().compactMap { byIndex[$0] }
        let topLevel = problems.filter { $0.caseIndex == nil }
        if !topLevel.isEmpty, let first = all.first {
            all[0] = TableCase(
                file: first.file, index: first.index, name: first.name, description: first.description, inputs: first.inputs,
                expectsError: first.expectsError, expectedOutput: first.expectedOutput, line: first.line,
                problems: topLevel + first.problems, isRunnable: first.isRunnable)
        }
        return all
    }

    private func readCase(_ node: JSONNode, index: Int) -> Result<TableCase, TableError> {
        guard case .object(let members) = node.kind else {
            return .failure(TableError(file: file, line: node.line, caseIndex: index,
                                       problem: "the case is \(node.tableValue.kindDescription), expected an object with \"name\" and \"inputs\""))
        }
        var issues: [String] = []
        for (key, _) in members where !Self.isCaseKey(key) {
            issues.append("unknown key \"\(key)\" (a case has \"name\", \"inputs\", \"expected-output\", \"expect-error\", \"description\")")
        }

        var name: String?
        switch node["name"]?.kind {
        case nil: issues.append("missing \"name\"")
        case .scalar(.string(let text)) where !text.isEmpty: name = text
        case .scalar(.string): issues.append("\"name\" is empty")
        case .some: issues.append("\"name\" is \(node["name"]?.tableValue.kindDescription ?? "invalid"), expected a string")
        }

        var description: String?
        if let descriptionNode = node["description"] {
            if case .scalar(.string(let text)) = descriptionNode.kind {
                description = text
            } else {
                issues.append("\"description\" is \(descriptionNode.tableValue.kindDescription), expected a string")
            }
        }

        var inputs: [TableInput] = []
        if let inputsNode = node["inputs"] {
            if case .array(let elements) = inputsNode.kind {
                if elements.isEmpty { issues.append("\"inputs\" is an empty array, so nothing would be checked") }
                inputs = elements.enumerated().map { TableInput(value: $1.tableValue, index: $0, line: $1.line) }
            } else {
                inputs = [TableInput(value: inputsNode.tableValue, index: 0, line: inputsNode.line)]
            }
        } else {
            issues.append("missing \"inputs\"")
        }

        var expectsError = false
        if let flag = node["expect-error"] {
            if case .scalar(.bool(let value)) = flag.kind {
                expectsError = value
            } else {
                issues.append("\"expect-error\" is \(flag.tableValue.kindDescription), expected true or false")
            }
        }

        let expectedOutput = node["expected-output"]?.tableValue
        if expectedOutput == nil && !expectsError {
            issues.append("missing \"expected-output\" (add it, or add \"expect-error\": true to expect a thrown error)")
        }

        guard issues.isEmpty, let name else {
            return .failure(TableError(file: file, line: node.line, caseIndex: index, caseName: name, problem: issues.joined(separator: "; ")))
        }
        return .success(TableCase(file: file, index: index, name: name, description: description, inputs: inputs,
                                  expectsError: expectsError, expectedOutput: expectedOutput, line: node.line,
                                  problems: [], isRunnable: true))
    }
}
