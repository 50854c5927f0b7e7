import Foundation

/// Code a build plugin generated, such as the SpecDoubles plugin's test doubles: a failure
/// recorded there (an unstubbed call of a generated double) is reported at the line of the
/// example that ran it, which the user wrote and can open, with the generated place in its message.
enum GeneratedCode {
    /// Whether `file` is a build plugin's output: SwiftPM writes them under `plugins/outputs`.
    static func holds(_ file: String) -> Bool { file.contains("/plugins/outputs/") }

    /// Where in the generated code a failure was recorded: `recorded in code a build plugin
    /// generated, SpecKitGeneratedDoubles.swift:226`.
    static func place(file: String, line: Int) -> String {
        "recorded in code a build plugin generated, \((file as NSString).lastPathComponent):\(line)"
    }

    /// What the failure's message adds: ``place(file:line:)`` in parentheses.
    static func note(file: String, line: Int) -> String { " (\(place(file: file, line: line)))" }

    /// `failure` at the line of the example that ran, when it was recorded in generated code and
    /// an example runs; else as it is.
    static func placed(_ failure: SpecFailure, in run: ExampleRun?) -> SpecFailure {
        guard holds(failure.file), let location = run?.metadata.location else { return failure }
        return SpecFailure(failure.kind, failure.message + note(file: failure.file, line: failure.line), at: location)
    }
}
