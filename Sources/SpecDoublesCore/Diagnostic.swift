/// A reason a double cannot be generated, at the line of the declaration that causes it.
package struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The file of the declaration.
    package var file: String
    /// Its line.
    package var line: Int
    /// What is wrong and what to do, e.g. `SpecKit cannot generate a double of 'Ledger': …`.
    package var message: String

    /// Creates a diagnostic at `file`:`line`.
    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `File.swift:12: error: …`: the form SwiftPM and editors show at the line.
    package var description: String { "\(file):\(line): error: \(message)" }
}
