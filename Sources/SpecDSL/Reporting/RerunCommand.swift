import Foundation

/// The command that runs one case of a spec class again, and nothing else of the suite.
///
/// Where `swift test --filter` selects examples (XCTest's route on Linux, whose test binary lists
/// them), it names the example:
///
/// ```sh
/// swift test --filter '^ConsumerSpecs\.FailingSpec/Failing__fails_on_purpose$'
/// ```
///
/// Elsewhere (Swift Testing, where an example is a case of its class's test) it selects the class
/// with `--filter` and the example with `SPECKIT_FILTER`:
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
    /// - Parameter byName: whether `swift test --filter` selects the example by its name.
    static func of(_ result: ExampleResult, byName: Bool = false) -> String {
        // A late failure came from work another test left running, which its class alone may
        // never start: the whole run repeats it.
        if result.qualifiedSpecName == CaseClass.runName || (!result.isExample && FailingCase.isLateFailure(result.name)) {
            return "swift test"
        }
        let classFilter = "swift test --filter \(result.qualifiedSpecName)"
        guard result.isExample else { return classFilter }
        let name = NSRegularExpression.escapedPattern(for: result.name)
        // A nested class is listed under its own name alone, not the one it is known by: the filter could not match.
        if byName, result.qualifiedSpecName.split(separator: ".").count == 2 {
            return "swift test --filter '^\(NSRegularExpression.escapedPattern(for: result.qualifiedSpecName))/\(name)$'"
        }
        let pattern = "^" + NSRegularExpression.escapedPattern(for: result.specName) + "\\." + name + "$"
        return "\(ExampleFilter.variable)='\(pattern)' \(classFilter)"
    }

    /// Whether this process's examples are selected by name with `swift test --filter`: it runs
    /// XCTest's route on Linux, where the test binary lists them for SwiftPM.
    static var selectsByName: Bool {
        #if SPECKIT_CORELIBS_XCTEST && os(Linux) && compiler(>=6.3)
        let arguments = CommandLine.arguments
        let onSwiftTesting = ProcessRun.shared.isOnSwiftTesting
            || zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
        return !onSwiftTesting
        #else
        return false
        #endif
    }
}
