import SpecLintCore
import XCTest

/// The reports spec-lint prints for `source`, as a file named `F.swift`.
func reports(_ source: String, rules: Set<Rule> = Set(Rule.allCases)) -> [String] {
    SpecLinter.lint(source: source, file: "F.swift", rules: rules).map(\.description)
}

/// Wraps the body of a `spec()` in a spec class, so fixtures stay short. The body starts on line 3.
func spec(_ body: String) -> String {
    "final class FixtureSpec: Spec {\n    override class func spec() {\n" + body + "\n    }\n}\n"
}
