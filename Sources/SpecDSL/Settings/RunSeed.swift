/// The seed of a `SPECKIT_ORDER=random` run that names none: one per `swift test` run, so that
/// its test processes (those of `--parallel`, XCTest's and Swift Testing's) shuffle with the same
/// seed and print the same one.
///
/// ```text
/// Randomized with seed 51923
/// ```
enum RunSeed {
    /// A number below 100,000 made from the run's owner (``RunOwner``): the parent
    /// `swift test` and when it started, or this process and when it started.
    static let ofThisRun: UInt64 = {
        var hash = StableHash()
        hash.add(RunOwner.current)
        return hash.value % 100_000
    }()
}
