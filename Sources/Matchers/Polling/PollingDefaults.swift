/// Nimble's name for a polling duration. SpecKit uses Swift's `Duration`, which has the same
/// `.seconds(…)` / `.milliseconds(…)` spellings.
public typealias NimbleTimeInterval = Duration

/// The defaults of `toEventually`, `toEventuallyNot`, `toNever` and `toAlways`: 1 second
/// timeout, polling every 10 milliseconds. Safe to change from any thread.
///
/// ```swift
/// override func setUp() {
///     PollingDefaults.timeout = .seconds(3)
/// }
/// ```
public enum PollingDefaults {
    /// How long to wait before giving up (`toEventually`) or declaring success (`toNever`).
    public static var timeout: Duration {
        get { MatchersRegistry.shared.defaultTimeout }
        set { MatchersRegistry.shared.defaultTimeout = newValue }
    }

    /// How long to wait between two evaluations of the expression.
    public static var pollInterval: Duration {
        get { MatchersRegistry.shared.defaultPollInterval }
        set { MatchersRegistry.shared.defaultPollInterval = newValue }
    }
}
