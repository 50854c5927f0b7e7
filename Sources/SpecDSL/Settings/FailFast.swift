/// `SPECKIT_FAIL_FAST=N`: after N failures the run stops, and the examples left are reported as
/// skipped, never as passed.
///
/// ```sh
/// SPECKIT_FAIL_FAST=1 swift test
/// ```
///
/// The failures counted are those of the test process and of the processes before it in the same
/// run (a restart after a crash); under `--parallel` each process counts its own.
enum FailFast {
    static let variable = "SPECKIT_FAIL_FAST"
    /// How the reason of every example the stop leaves out starts.
    static let reasonStart = "not run: the run stopped after "

    /// Whether a skip's `reason` is a stop's: the example did not run.
    static func leftOut(_ reason: String) -> Bool { reason.hasPrefix(reasonStart) }

    /// The limit `value` sets: `nil` when unset, empty or `0`; a whole number of at least 1.
    static func read(_ value: String?) throws(SettingProblem) -> Int? {
        let text = value?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !text.isEmpty, text != "0" else { return nil }
        guard let limit = Int(text), limit >= 1 else {
            throw SettingProblem(caseName: "invalid_fail_fast", message: "\(variable)='\(text)' is not a number of failures: "
                                 + "write \(variable)=1 to stop at the first failure, or a larger whole number")
        }
        return limit
    }

    /// Why an example is not run once `limit` failures stopped the run that `variable` set.
    static func reason(limit: Int, variable: String) -> String {
        reasonStart + (limit == 1 ? "1 failure" : "\(limit) failures") + " (\(variable))"
    }
}
