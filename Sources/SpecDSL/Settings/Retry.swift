/// `SPECKIT_RETRY=N`: a failing example runs again, with its hooks, up to N more times; one that
/// passes on a retry is flaky, and a run whose only problems are flaky examples passes. A crash
/// counts as a failed attempt only when it came in the example's own code (its hooks and closures,
/// the tasks they start, its spec's set-up on the Swift Testing route): one in work beside it may
/// be another test's.
///
/// ```sh
/// SPECKIT_RETRY=2 swift test
/// ```
enum Retry {
    static let variable = "SPECKIT_RETRY"

    /// How many more times `value` lets a failing example run: 0 when unset or empty.
    static func read(_ value: String?) throws(SettingProblem) -> Int {
        let text = value?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !text.isEmpty else { return 0 }
        guard let retries = Int(text), retries >= 0, retries <= 100 else {
            throw SettingProblem(caseName: "invalid_retry", message: "\(variable)='\(text)' is not a number of retries: write "
                                 + "\(variable)=2 to run a failing example up to 2 more times (a whole number from 0 to 100)")
        }
        return retries
    }

    /// Prints the line a failed attempt prints before the next one starts, at once: the next
    /// attempt may crash the process.
    static func sayAgain(_ name: String, attempt: Int, of attempts: Int) {
        StandardOutput.write(block: "SpecKit: \(name) failed on attempt \(attempt) of \(attempts); running it again (\(variable))")
    }

    /// What the failure of an example that crashed outside its own code adds when retries were asked for.
    static let notAfterCrashBeside = "; \(variable) runs an example again only after a crash in its own code (its hooks "
        + "and closures and the tasks they start with Task or async let, not detached tasks, queue blocks, timers or threads; "
        + "its spec's set-up on the Swift Testing route), since another test's work may be what crashed here"

    /// The line of an example that passed after failing: it is flaky.
    static func flakyLine(_ name: String, attempt: Int, of attempts: Int) -> String {
        "SpecKit: flaky: \(name) passed on attempt \(attempt) of \(attempts) (\(variable))"
    }
}
