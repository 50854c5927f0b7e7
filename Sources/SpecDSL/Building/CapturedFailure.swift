/// A failure recorded while no example ran — while `spec()` built the tree, or in a suite hook —
/// kept so that a failing test case of its own can report it at the place it was recorded.
struct CapturedFailure {
    let message: String
    /// The path XCTest received; a `String`, since the failure may come from `XCTFail`.
    let file: String
    let line: Int
    /// The descriptions of the groups that were open, outermost first.
    let groupPath: [String]
}

/// A failing test case SpecKit adds for something that is not an example of one spec.
struct ProcessCase {
    let name: String
    let failures: [CapturedFailure]
}

extension CapturedFailure {
    init(_ issue: DefinitionIssue) {
        self.init(message: issue.message, file: "\(issue.location.filePath)", line: Int(issue.location.line),
                  groupPath: issue.groupPath)
    }
}
