import Foundation

/// What this test process ran, for its closing summary and the documentation format: how many
/// examples ran, the result of every example that did not pass (and of every example when the
/// format or `SPECKIT_PROFILE` needs them), and when the first spec started.
///
/// ```swift
/// RunRecord.shared.countExample()
/// RunRecord.shared.add(ExampleResult(planned, of: BoolSpec.self, outcome: .pending("disabled with xit")))
/// ```
///
/// Either route feeds it; results are read once the classes they belong to ended.
final class RunRecord: @unchecked Sendable {
    static let shared = RunRecord()

    private let lock = NSLock()
    private var started: ContinuousClock.Instant?
    private var examples = 0
    private var results: [ExampleResult] = []
    /// Where the result of a framework's case is in `results`: its failures arrive one by one.
    private var resultOfCase: [ObjectIdentifier: Int] = [:]
    private var summarized = false

    /// Whether every example's result is kept, passed ones included: for the documentation format
    /// and `SPECKIT_PROFILE`. Without them only the counts and the results that did not pass are.
    let keepsEveryResult: Bool

    init(settings: RunSettings = .current) {
        keepsEveryResult = settings.format == .documentation || settings.profile != nil
    }

    /// Notes the start of the run, the first time it is called.
    func start() {
        lock.withLock { if started == nil { started = .now } }
    }

    /// Seconds since `start()`.
    var elapsed: Double {
        let start = lock.withLock { started }
        return start.map { (ContinuousClock.now - $0).seconds } ?? 0
    }

    /// Counts one example of the run, whatever its outcome.
    func countExample() {
        lock.withLock { examples += 1 }
    }

    /// Keeps `result`; one for the same framework case (`caseID`) merges with it: its failures
    /// add up, and a failure wins over a skip or a pass.
    func add(_ result: ExampleResult, forCase caseID: ObjectIdentifier? = nil) {
        lock.withLock {
            guard let caseID else { return results.append(result) }
            guard let index = resultOfCase[caseID] else {
                resultOfCase[caseID] = results.count
                return results.append(result)
            }
            results[index].outcome = Self.merge(results[index].outcome, result.outcome)
            if result.duration > 0 { results[index].duration = result.duration }
        }
    }

    private static func merge(_ earlier: ExampleResult.Outcome, _ later: ExampleResult.Outcome) -> ExampleResult.Outcome {
        switch (earlier, later) {
        case (.failed(let first), .failed(let second)): return .failed(first + second)
        case (.failed, _): return earlier
        case (_, .failed): return later
        case (.passed, _): return later
        default: return earlier
        }
    }

    /// The results kept for the spec class `specType`, in the order they were added.
    func results(of specType: AnyClass) -> [ExampleResult] {
        let key = ObjectIdentifier(specType)
        return lock.withLock { results.filter { $0.specType.map(ObjectIdentifier.init) == key } }
    }

    /// How many examples ran and the results kept, once: `nil` when the summary was taken already.
    func takeForSummary() -> (examples: Int, results: [ExampleResult], seconds: Double)? {
        let elapsed = self.elapsed
        return lock.withLock {
            guard !summarized else { return nil }
            summarized = true
            return (examples, results, elapsed)
        }
    }
}
