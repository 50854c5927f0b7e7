/// A reason a double cannot be generated, at the line of the declaration that causes it.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `File.swift:12: error: …`: the form SwiftPM and editors show at the line.
    public var description: String { "\(file):\(line): error: \(message)" }
}
