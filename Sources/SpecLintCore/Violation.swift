/// One place where a spec file breaks a guideline.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    /// The rule's name: a ``Rule`` raw value, or `unknown-rule` for an opt-out naming no rule.
    public let rule: String
    public let message: String

    public init(file: String, line: Int, rule: String, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// `file:line: warning: [rule] message`: the form compilers use, so Xcode and SwiftPM show it
    /// as a warning at that line.
    public var description: String { "\(file):\(line): warning: [\(rule)] \(message)" }
}
