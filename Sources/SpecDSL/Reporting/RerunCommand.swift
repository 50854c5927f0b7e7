import Foundation

/// The command that runs one case of a spec class again, and nothing else of the suite:
///
/// ```sh
/// SPECKIT_FILTER='^FailingSpec\.Failing__fails_on_purpose$' swift test --filter ConsumerSpecs.FailingSpec
/// ```
///
/// A failing case that is not an example (a definition issue, a suite hook) is reported by every
/// run of its class, so its command runs the class: `swift test --filter ConsumerSpecs.FailingSpec`.
/// One of the whole run, outside every class (a crash between tests), is reported by the run:
/// `swift test`.
enum RerunCommand {
    static func of(_ result: ExampleResult) -> String {
        if result.qualifiedSpecName == EarlierProcesses.runClassName { return "swift test" }
        let classFilter = "swift test --filter \(result.qualifiedSpecName)"
        guard result.isExample else { return classFilter }
        let pattern = "^" + NSRegularExpression.escapedPattern(for: result.specName) + "\\."
            + NSRegularExpression.escapedPattern(for: result.name) + "$"
        return "\(ExampleFilter.variable)='\(pattern)' \(classFilter)"
    }
}
