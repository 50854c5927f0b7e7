import Matchers

/// A mistake in how a spec was written, found while its tree was built (an empty group, an
/// `itBehavesLike` with an unknown name, a hook outside a group …).
///
/// Each issue becomes a failing XCTest case of its spec class, so it can never pass silently.
struct DefinitionIssue {
    /// Short, identifier-friendly title used in the failing case's name, e.g. `empty_group`.
    let title: String
    /// What is wrong and what to do.
    let message: String
    let location: SourceLocation
    /// The descriptions of the groups the issue is in, outermost first.
    let groupPath: [String]

    /// What the issue's failing case reports, through the one failure pipeline of Matchers.
    var failure: TestFailure { TestFailure(kind: .definitionIssue, message: message, location: location) }
}
