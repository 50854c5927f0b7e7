import Foundation

/// How this test process runs and reports its examples, read once from the environment: the
/// order (`SPECKIT_ORDER`), the shard (`SPECKIT_SHARD`, or Bazel's `TEST_TOTAL_SHARDS` and
/// `TEST_SHARD_INDEX`), the output format (`SPECKIT_FORMAT`), how many of the slowest examples
/// and groups the summary lists (`SPECKIT_PROFILE`), the examples' time limit
/// (`SPECKIT_EXAMPLE_TIMEOUT`), the switches `SPECKIT_CRASH_ISOLATION` and
/// `SPECKIT_PASS_WITH_NO_TESTS` (which the crash supervisor acts on; read here so that a value
/// no one can read fails the run), and what to rerun from the saved status
/// (`SPECKIT_ONLY_FAILURES`, `SPECKIT_NEXT_FAILURE`), when to stop (`SPECKIT_FAIL_FAST`) and
/// how many times to run a failing example again (`SPECKIT_RETRY`); `SPECKIT_BISECT` here is a
/// problem, since a bisect runs before any test process does.
///
/// ```swift
/// let settings = RunSettings(environment: ["SPECKIT_SHARD": "2/8", "SPECKIT_ORDER": "random:51923"])
/// // settings.shard == Shard(index: 1, total: 8), settings.order == .random(seed: 51923)
/// ```
///
/// A value it cannot read is one of its `problems`: the run reports each as a failing case and
/// runs no example. With none of the variables set, examples run as defined, all of them.
struct RunSettings: Sendable {
    var order: ExampleOrder = .defined
    var shard: Shard?
    var format: OutputFormat = .frameworkLines
    /// How many of the slowest examples and groups the closing summary lists; `nil` for none.
    var profile: Int?
    /// The time limit of an example whose groups set none, in seconds; `nil` for the default.
    var exampleTimeout: Double?
    /// Whether only the examples the saved status lists as failed run (`SPECKIT_ONLY_FAILURES`,
    /// or `SPECKIT_NEXT_FAILURE`).
    var onlyFailures = false
    /// After how many failures the examples left are not run; `nil` to run them all.
    var failFast: Int?
    /// The variable that set `failFast`, for the reason of the examples it leaves out.
    var failFastVariable = FailFast.variable
    /// How many more times a failing example runs (`SPECKIT_RETRY`).
    var retries = 0
    /// The values that could not be read, in the order of the variables above.
    var problems: [SettingProblem] = []

    static let profileVariable = "SPECKIT_PROFILE"
    static let crashIsolationVariable = "SPECKIT_CRASH_ISOLATION"
    static let passWithNoTestsVariable = "SPECKIT_PASS_WITH_NO_TESTS"
    static let onlyFailuresVariable = "SPECKIT_ONLY_FAILURES"
    static let nextFailureVariable = "SPECKIT_NEXT_FAILURE"
    static let bisectVariable = "SPECKIT_BISECT"

    /// The settings of this process, from its environment.
    static let current = RunSettings(reading: ProcessEnvironment.value(of:), newSeed: { RunSeed.ofThisRun })

    /// The settings `environment` holds; a plain `random` order gets the seed `newSeed` makes.
    init(environment: [String: String], newSeed: () -> UInt64 = { RunSeed.ofThisRun }) {
        self.init(reading: { environment[$0] }, newSeed: newSeed)
    }

    init(reading read: (String) -> String?, newSeed: () -> UInt64) {
        do { order = try ExampleOrder.read(read(ExampleOrder.variable), newSeed: newSeed) } catch { problems.append(error) }
        do { shard = try Shard.read(read) } catch { problems.append(error) }
        do { format = try OutputFormat.read(read(OutputFormat.variable)) } catch { problems.append(error) }
        do { profile = try Self.readProfile(read(Self.profileVariable)) } catch { problems.append(error) }
        switch ExampleSelection.readTimeout(read(Misuse.asyncTimeoutVariable)) {
        case .success(let seconds): exampleTimeout = seconds
        case .failure(let error): problems.append(SettingProblem(caseName: "invalid_example_timeout", message: error.message))
        }
        do { _ = try Switch.read(Self.crashIsolationVariable, read(Self.crashIsolationVariable), default: true) } catch {
            problems.append(error)
        }
        do { _ = try Switch.read(Self.passWithNoTestsVariable, read(Self.passWithNoTestsVariable), default: false) } catch {
            problems.append(error)
        }
        do { onlyFailures = try Switch.read(Self.onlyFailuresVariable, read(Self.onlyFailuresVariable), default: false) } catch {
            problems.append(error)
        }
        do { failFast = try FailFast.read(read(FailFast.variable)) } catch { problems.append(error) }
        do { retries = try Retry.read(read(Retry.variable)) } catch { problems.append(error) }
        do {
            // The next failure: the last run's failures, in the order they are defined, up to the first that fails again.
            if try Switch.read(Self.nextFailureVariable, read(Self.nextFailureVariable), default: false) {
                // A listed order selects examples too: not dropped without a word (a seed's order is).
                if order.list != nil, let asked = read(ExampleOrder.variable)?.trimmingCharacters(in: .whitespaces) {
                    problems.append(SettingProblem(caseName: "invalid_next_failure_order", message: "\(Self.nextFailureVariable) "
                        + "runs the last failures in the order they are defined, and \(ExampleOrder.variable)=\(asked) runs the examples "
                        + "it lists in its own: unset one of them, or write \(Self.onlyFailuresVariable)=1 \(FailFast.variable)=1 to "
                        + "run the listed examples that failed last time"))
                }
                onlyFailures = true
                order = .defined
                failFast = 1
                failFastVariable = Self.nextFailureVariable
            }
        } catch {
            problems.append(error)
        }
        do {
            // A bisect runs before `main`, in the process that would have supervised this one, and
            // unsets the variable for the runs it starts: set here, no bisect could run.
            if try Switch.read(Self.bisectVariable, read(Self.bisectVariable), default: false) {
                problems.append(SettingProblem(caseName: "bisect_unavailable", message: "\(Self.bisectVariable) needs crash isolation, "
                    + "which this test process runs without: on Linux with Swift 6.3 or later, no debugger, and "
                    + "\(Self.crashIsolationVariable) on; unset \(Self.bisectVariable) to run the tests"))
            }
        } catch {
            problems.append(error)
        }
    }

    /// `SPECKIT_PROFILE=N`: a whole number of at least 1.
    static func readProfile(_ value: String?) throws(SettingProblem) -> Int? {
        guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let count = Int(text), count >= 1 else {
            throw SettingProblem(caseName: "invalid_profile", message: "\(profileVariable)='\(text)' is not a number of "
                                 + "examples: it is a whole number of at least 1, e.g. \(profileVariable)=10")
        }
        return count
    }

    /// Whether examples run as they always did: all of them (no shard), in the defined order.
    var keepsDefinedSelection: Bool { shard == nil && order == .defined && problems.isEmpty && !onlyFailures }

    /// What the report's `<properties>` say of the run: its seed, when random, and its shard.
    var reportProperties: [(name: String, value: String)] {
        var properties: [(name: String, value: String)] = []
        if let seed = order.seed { properties.append(("seed", "\(seed)")) }
        if let shard { properties.append(("shard", "\(shard)")) }
        return properties
    }
}
