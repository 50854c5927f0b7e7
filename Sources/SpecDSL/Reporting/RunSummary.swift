import Foundation
import Matchers

/// The lines SpecKit prints at the end of every run: the pending and skipped examples with
/// their reasons (those a stop left out in one line), the flaky examples (`SPECKIT_RETRY`) with
/// the attempts that failed, each failure again with its place, message and the command that reruns it,
/// the slowest examples and groups when `SPECKIT_PROFILE` asks, then one line of totals with the
/// shard and the time, and the seed of a random order last.
///
/// ```text
/// Failures:
///   1) FailingSpec.Failing__fails_on_purpose
///      Tests/ConsumerSpecs/FailingSpec.swift:10: expected to equal <2>, got <1>
///      rerun: swift test --filter '^ConsumerSpecs\.FailingSpec/Failing__fails_on_purpose$'
///
/// SpecKit: 5 examples, 2 failures, 0 skipped, 2 pending in 0.42 seconds
/// Randomized with seed 51923
/// ```
///
/// It covers the examples of one test process: under `swift test --parallel` each process prints
/// its own.
struct RunSummary {
    let examples: Int
    let results: [ExampleResult]
    let seconds: Double
    let settings: RunSettings
    let style: TerminalStyle
    /// Whether a failed example's rerun command selects it by name (``RerunCommand/selectsByName``).
    var rerunsByName = false
    /// How each rerun command starts (``RerunCommand/swiftTest(carrying:withSelection:)``).
    var swiftTest = "swift test"
    /// The command that runs the same examples, for a bisect of the run: with its filters.
    var sameSelection = "swift test"

    var lines: [String] {
        var lines: [String] = []
        // One pass: with the documentation format every example's result is here.
        var pending: [ExampleResult] = []
        var skipped: [ExampleResult] = []
        var failures: [ExampleResult] = []
        var flaky: [ExampleResult] = []
        // The examples a stop (`SPECKIT_FAIL_FAST`) left out are one line, not one each.
        var notRun: [ExampleResult] = []
        var index = 0
        while index < results.count {
            defer { index += 1 }
            switch results[index].outcome {
            case .passed: if !results[index].failedAttempts.isEmpty { flaky.append(results[index]) }
            case .failed: failures.append(results[index])
            case .pending: if results[index].isExample { pending.append(results[index]) }
            case .skipped(let reason) where FailFast.leftOut(reason): if results[index].isExample { notRun.append(results[index]) }
            // A case outside examples too (a class that defines none): XCTest counts it skipped.
            case .skipped: skipped.append(results[index])
            }
        }
        lines += section("Pending", pending) { result in
            guard case .pending(let reason) = result.outcome else { return [] }
            return ["    " + style.skipped(reason) + (result.place.map { " (\($0.example))" } ?? "")]
        }
        lines += section("Skipped", skipped) { result in
            guard case .skipped(let reason) = result.outcome else { return [] }
            return ["    " + style.skipped(reason)]
        }
        lines += section("Flaky", flaky) { result in
            let attempts = result.failedAttempts.count + 1
            var lines = ["    " + style.skipped("passed on attempt \(attempts) of \(max(attempts, settings.retries + 1)) (\(Retry.variable)); the attempts before failed:")]
            for (number, failures) in result.failedAttempts.enumerated() {
                // Each failure of the attempt on a line of its own, its first line alone.
                let listed = failures.map { failure in
                    let text = (failure.place.map { "\($0): " } ?? "") + failure.message
                    return text.split(separator: "\n").first.map(String.init) ?? text
                }
                let prefix = "      \(number + 1)) "
                for (index, line) in (listed.isEmpty ? ["failed"] : listed).enumerated() {
                    lines.append((index == 0 ? prefix : String(repeating: " ", count: prefix.count)) + line)
                }
            }
            return lines
        }
        var number = 0
        lines += section("Failures", failures, numbered: true) { result in
            guard case .failed(let list) = result.outcome else { return [] }
            number += 1
            let indent = String(repeating: " ", count: "  \(number)) ".count)
            var lines = list.flatMap { failure in
                ((failure.place.map { "\($0): " } ?? "") + failure.message).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { indent + style.failed(String($0)) }
            }
            if list.isEmpty { lines.append(indent + style.failed("failed")) }
            if !result.failedAttempts.isEmpty {
                // Fewer than allowed when a skip ended them.
                let failed = result.failedAttempts.count + 1, allowed = max(failed, settings.retries + 1)
                let count = failed == allowed ? "all \(failed) attempts" : "\(failed) attempts of \(allowed)"
                lines.append(indent + style.failed("failed \(count) (\(Retry.variable))"))
            }
            // A setting that cannot be used fails in every run that has it, and in none without it: its
            // message says what to change, and no command reruns it.
            guard list.isEmpty || !list.allSatisfy({ $0.file == SpecFailure.environmentFile }) else { return lines }
            lines.append(indent + "rerun: " + RerunCommand.of(result, byName: rerunsByName, swiftTest: swiftTest))
            return lines
        }
        if let count = settings.profile {
            lines += profile(count)
        }
        if case .skipped(let reason)? = notRun.first?.outcome {
            lines += ["", "Not run: \(Self.count(notRun.count, "example")), reported as skipped: " + reason.dropFirst("not run: ".count)]
        }
        lines.append(totals(pending: pending.count, skipped: skipped, notRun: notRun.count, failures: failures, flaky: flaky.count))
        if let seed = settings.order.seed {
            lines.append("Randomized with seed \(seed)")
            // A failure that depends on the order passes when its command runs it alone.
            if !failures.isEmpty {
                lines.append("A failure that passes when rerun alone may depend on the examples before it: "
                             + "SPECKIT_BISECT=1 SPECKIT_ORDER=random:\(seed) \(sameSelection) finds them")
            }
        }
        return lines
    }

    private func section(_ title: String, _ results: [ExampleResult], numbered: Bool = false,
                         _ details: (ExampleResult) -> [String]) -> [String] {
        guard !results.isEmpty else { return [] }
        var lines = ["", "\(title):"]
        for (index, result) in results.enumerated() {
            lines.append(numbered ? "  \(index + 1)) \(result.fullName)" : "  \(result.fullName)")
            lines += details(result)
        }
        return lines
    }

    private func totals(pending: Int, skipped: [ExampleResult], notRun: Int, failures: [ExampleResult], flaky: Int) -> String {
        let failedExamples = failures.filter(\.isExample).count
        let outside = failures.count - failedExamples
        let skippedExamples = skipped.filter(\.isExample).count
        let skippedOutside = skipped.count - skippedExamples
        var text = "SpecKit: \(Self.count(examples, "example")), \(Self.count(failedExamples, "failure")), "
            + (flaky > 0 ? "\(flaky) flaky, " : "") + "\(skippedExamples + notRun) skipped, \(pending) pending"
        if outside > 0 { text += ", \(Self.count(outside, "failing case")) outside examples" }
        if skippedOutside > 0 { text += ", \(Self.count(skippedOutside, "skipped case")) outside examples" }
        if let shard = settings.shard { text += " (shard \(shard))" }
        text += " in \(Self.seconds(seconds)) seconds"
        let line = failures.isEmpty ? style.passed(text) : style.failed(text)
        return "\n" + line
    }

    private func profile(_ count: Int) -> [String] {
        let timed = results.compactMap { result in result.place.map { (result: result, place: $0) } }
        guard !timed.isEmpty else { return [] }
        // Of the examples that ran: a pending or skipped one's time is its hooks' at most.
        let ran = timed.filter { $0.result.outcome == .passed || $0.result.outcome.isFailure }
        let slowest = ran.sorted { $0.result.duration > $1.result.duration }.prefix(count)
        let total = timed.reduce(0) { $0 + $1.result.duration }
        let share = total > 0 ? Int((slowest.reduce(0) { $0 + $1.result.duration } / total * 100).rounded()) : 0
        var lines = ["", "Slowest \(Self.count(slowest.count, "example")) (\(share)% of the examples' time):"]
        for (result, place) in slowest {
            lines.append("  \(Self.preciseSeconds(result.duration)) s  \(result.fullName)  \(place.example)")
        }
        let groups = Self.groupTimes(timed)
        lines.append("")
        lines.append("Slowest \(Self.count(min(count, groups.count), "group")):")
        for group in groups.prefix(count) {
            lines.append("  \(Self.preciseSeconds(group.seconds)) s  \(group.name) (\(Self.count(group.examples, "example")))  \(group.place)")
        }
        return lines
    }

    private struct Group {
        let name: String
        let place: String
        var seconds: Double
        var examples: Int
    }

    /// The time of each spec class's outermost groups (and of the examples outside any group),
    /// slowest first. A group is its class, description and place: the results of a class an
    /// earlier process ran (a crash split it) join those of its plan.
    private static func groupTimes(_ timed: [(result: ExampleResult, place: ExamplePlace)]) -> [Group] {
        var groups: [Group] = []
        var index: [String: Int] = [:]
        for (result, place) in timed {
            let key = place.group.map { "\(result.qualifiedSpecName)\t\($0)\t\(place.groupPlace)" } ?? result.qualifiedSpecName
            if let position = index[key] {
                groups[position].seconds += result.duration
                groups[position].examples += 1
                continue
            }
            index[key] = groups.count
            let name = place.group.map { "\(result.specName): \($0)" } ?? result.specName
            groups.append(Group(name: name, place: place.groupPlace, seconds: result.duration, examples: 1))
        }
        return groups.enumerated().sorted { ($0.element.seconds, -$0.offset) > ($1.element.seconds, -$1.offset) }.map(\.element)
    }

    static func place(of example: SpecPlan.PlannedExample) -> String { place(example.metadata.location) }

    static func place(_ location: SourceLocation) -> String {
        "\(ExampleResult.Failure.shortPath("\(location.filePath)")):\(location.line)"
    }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// `0.512`: milliseconds, for the slowest examples and groups.
    static func preciseSeconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// `0.42`, `12.3`: two significant decimals below ten seconds, one above.
    static func seconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f", value) : String(format: "%.1f", value)
    }
}
