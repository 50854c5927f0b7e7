/// One place where a spec file breaks a guideline.
package struct Violation: Equatable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int
    /// The rule's name: a ``Rule`` raw value, or `unknown-rule` for an opt-out naming no rule.
    package let rule: String
    package let message: String

    package init(file: String, line: Int, rule: String, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// `file:line: warning: [rule] message`: the form compilers use, so Xcode and SwiftPM show it
    /// as a warning at that line.
    package var description: String { "\(file):\(line): warning: [\(rule)] \(message)" }
}
