import Foundation

/// What SpecKit prints while examples run, besides XCTest's or Swift Testing's own lines.
///
/// `SPECKIT_FORMAT=documentation` prints each spec class's examples as a tree, indented by group,
/// each with its outcome, like RSpec's documentation format:
///
/// ```text
/// BoolSpec
///   Bool
///     negating a false value
///       sets the value to true
/// ```
enum OutputFormat: Equatable, Sendable {
    /// Nothing besides the framework's lines (and the closing summary).
    case frameworkLines
    /// Each class's tree of examples with their outcomes, once the class ran.
    case documentation

    static let variable = "SPECKIT_FORMAT"

    /// The format `value` (the variable's value, `nil` when unset) asks for.
    static func read(_ value: String?) throws(SettingProblem) -> OutputFormat {
        switch value?.trimmingCharacters(in: .whitespaces) ?? "" {
        case "": return .frameworkLines
        case "documentation": return .documentation
        case let other:
            throw SettingProblem(caseName: "invalid_format", message: "\(variable)='\(other)' is not a format: the one there is "
                                 + "documentation; unset it for XCTest's and Swift Testing's own lines only")
        }
    }
}
