/// What is wrong with the value of one of SpecKit's environment variables, in words that name the
/// variable, the value and a value that works.
///
/// ```swift
/// SettingProblem(caseName: "invalid_shard", message: "SPECKIT_SHARD='9/8': the index is between 1 and 8")
/// ```
///
/// The run reports it as a failing case named `caseName` and runs no example: a value SpecKit
/// cannot read is never guessed at.
struct SettingProblem: Error, Equatable, Sendable {
    /// The name of the failing case that reports it (`invalid_shard`).
    let caseName: String
    let message: String

    /// The failing case that reports the problem.
    var failingCase: FailingCase { FailingCase(name: caseName, failures: [.environment(message)]) }
}
