/// A reason a double cannot be generated, at the line of the declaration that causes it.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The file of the declaration.
    public var file: String
    /// Its line.
    public var line: Int
    /// What is wrong and what to do, e.g. `SpecKit cannot generate a double of 'Ledger': …`.
    public var message: String

    /// Creates a diagnostic at `file`:`line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `File.swift:12: error: …`: the form SwiftPM and editors show at the line.
    public var description: String { "\(file):\(line): error: \(message)" }
}
