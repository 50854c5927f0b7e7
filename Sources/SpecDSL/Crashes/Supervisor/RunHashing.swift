#if os(Linux) && compiler(>=6.3)
import Glibc

/// The test processes SpecKit starts hash alike, so that examples a loop over a `Dictionary` or a
/// `Set` defines come in the same order in each: their repeated names (`maps`, `maps_2`) then name
/// the same examples in every process of a run (a worker after a crash, each process of `swift
/// test --parallel` or of a bisect, the list `swift test` asks for).
///
/// Swift reads `SWIFT_DETERMINISTIC_HASHING` as a process starts: SpecKit sets it for the processes
/// it starts, unless the run's environment names it, and each takes it away again as it starts,
/// so that the programs its tests start get the run's own environment.
enum RunHashing {
    static let variable = "SWIFT_DETERMINISTIC_HASHING"
    /// Set beside it, so that a process knows SpecKit added it.
    static let marker = "SPECKIT_ADDED_HASHING"

    /// The environment of a process SpecKit starts: this one's, with deterministic hashing unless
    /// it names its own.
    static func environment(adding entries: [String] = currentEnvironment()) -> [String] {
        guard !entries.contains(where: { $0.hasPrefix(variable + "=") }) else { return entries }
        return entries + ["\(variable)=1", "\(marker)=1"]
    }

    /// As a process SpecKit started begins: takes away what SpecKit added.
    static func removeAdded() {
        guard getenv(marker) != nil else { return }
        unsetenv(marker)
        unsetenv(variable)
    }

    private static func currentEnvironment() -> [String] {
        var entries: [String] = []
        guard var cursor = Optional(environ) else { return entries }
        while let entry = cursor.pointee {
            entries.append(String(cString: entry))
            cursor = cursor.advanced(by: 1)
        }
        return entries
    }
}
#endif
