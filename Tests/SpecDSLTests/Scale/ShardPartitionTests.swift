import Foundation
import XCTest

@testable import SpecDSL

/// The partition of a target's examples into shards: a pure function of the names, each example
/// in exactly one shard, sizes within one of each other.
final class ShardPartitionTests: XCTestCase {
    private let names = (1...103).map { "Spec\($0 % 7).example_\($0)" }

    func testEveryExampleIsInExactlyOneShardAndTheShardsTogetherAreTheSuite() {
        for total in [1, 2, 3, 8, 103, 200] {
            let partition = ShardPartition(running: names, skipped: [], total: total)
            let shards = (0..<total).map { partition.members(of: $0) }
            let all = shards.flatMap { $0 }
            XCTAssertEqual(all.count, names.count, "no example twice, none missing in \(total) shards")
            XCTAssertEqual(Set(all), Set(names), "\(total) shards")
            for name in names { XCTAssertEqual(shards.filter { $0.contains(name) }.count, 1) }
        }
    }

    func testShardSizesDifferByAtMostOne() {
        for total in [1, 3, 8, 10, 104] {
            let sizes = (0..<total).map { ShardPartition(running: names, skipped: [], total: total).members(of: $0).count }
            XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(total) shards: \(sizes)")
        }
    }

    func testThePartitionDependsOnTheNamesAloneNotOnTheirOrder() {
        let one = ShardPartition(running: names, skipped: [], total: 8)
        let other = ShardPartition(running: names.reversed(), skipped: [], total: 8)
        for name in names { XCTAssertEqual(one.shard(of: name), other.shard(of: name)) }
    }

    func testTheExamplesThatRunAreBalancedBeforeTheSkippedOnes() {
        // Three examples run (a focus) among 40 skipped ones: one runs in each of three shards.
        let skipped = (1...40).map { "Spec.skipped_\($0)" }
        let partition = ShardPartition(running: ["Spec.z_focused", "Spec.a_focused", "Spec.m_focused"], skipped: skipped, total: 3)
        let running = Set(["Spec.z_focused", "Spec.a_focused", "Spec.m_focused"])
        for index in 0..<3 {
            XCTAssertEqual(partition.members(of: index).filter(running.contains).count, 1, "shard \(index + 1)")
        }
        let sizes = (0..<3).map { partition.members(of: $0).count }
        XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(sizes)")
    }

    func testShardsAfterTheLastExampleAreEmpty() {
        let partition = ShardPartition(running: ["A.x", "A.y", "B.z"], skipped: [], total: 8)
        XCTAssertEqual(partition.members(of: 0), ["A.x"])
        XCTAssertEqual(partition.members(of: 2), ["B.z"])
        XCTAssertEqual(partition.members(of: 5), [])
        XCTAssertNil(partition.shard(of: "C.unknown"))
    }

    func testARepeatedNameAndItsNumberedRepeatsShareAShard() {
        // A loop over a Dictionary defines them in another order in each process: which example
        // is `maps_2` changes, so a shard runs them all or none.
        let repeats = ["Spec.maps"] + (2...8).map { "Spec.maps_\($0)" }
        let others = (1...9).map { "Spec.other_\($0)" } + ["Spec.step", "Spec.step_1", "Spec.version_10"]
        for total in [2, 3, 8] {
            let partition = ShardPartition(running: others + repeats, skipped: [], total: total)
            let shards = Set(repeats.map { partition.shard(of: $0) })
            XCTAssertEqual(shards.count, 1, "\(total) shards: \(shards)")
            XCTAssertEqual((0..<total).flatMap { partition.members(of: $0) }.sorted(), (others + repeats).sorted(), "each example once")
        }
        XCTAssertEqual(ShardPartition.repeatedName("maps_2"), "maps")
        XCTAssertEqual(ShardPartition.repeatedName("a__b_12"), "a__b")
        for name in ["maps", "step_1", "_2", "x_2a", "x_"] { XCTAssertNil(ShardPartition.repeatedName(name), name) }
    }

    // MARK: Balanced by recorded times

    /// 3 examples of 1 s and 60 of 0.01 s; by name, the count deal puts `e_00` and `e_03` in the first shard.
    private static let slow = ["Spec.e_00", "Spec.e_01", "Spec.e_03"]
    private static let timedNames = (0..<63).map { String(format: "Spec.e_%02d", $0) }
    private static let times = Dictionary(uniqueKeysWithValues: timedNames.map { ($0, slow.contains($0) ? 1_000_000 : 10_000) })

    /// The recorded seconds of each shard: the time it would take.
    private static func seconds(of partition: ShardPartition, _ times: [String: Int]) -> [Double] {
        (0..<partition.total).map { shard in Double(partition.members(of: shard).reduce(0) { $0 + (times[$1] ?? 0) }) / 1_000_000 }
    }

    func testByCountTwoSlowExamplesShareAShard() {
        let partition = ShardPartition(running: Self.timedNames, skipped: [], total: 3)
        XCTAssertFalse(partition.balancedByTime)
        XCTAssertEqual(partition.members(of: 0).filter(Self.slow.contains), ["Spec.e_00", "Spec.e_03"])
        XCTAssertEqual(Self.seconds(of: partition, Self.times).max() ?? 0, 2.19, accuracy: 0.000_1, "two of 1 s and 19 of 0.01 s")
    }

    func testByRecordedTimeTheSlowestShardIsWithinATenthOfTheIdeal() {
        let partition = ShardPartition(running: Self.timedNames, skipped: [], total: 3, recorded: Self.times)
        XCTAssertTrue(partition.balancedByTime)
        for shard in 0..<3 { XCTAssertEqual(partition.members(of: shard).filter(Self.slow.contains).count, 1, "shard \(shard + 1)") }
        let seconds = Self.seconds(of: partition, Self.times)
        let ideal = max(seconds.reduce(0, +) / 3, 1.0)
        XCTAssertEqual(ideal, 1.2, accuracy: 0.000_1)
        XCTAssertLessThanOrEqual(seconds.max() ?? .infinity, ideal * 1.1, "\(seconds)")
        XCTAssertEqual(Set((0..<3).flatMap(partition.members(of:))), Set(Self.timedNames))
        XCTAssertEqual((0..<3).map { partition.members(of: $0).count }.reduce(0, +), Self.timedNames.count, "each example once")
    }

    func testByRecordedTimeThePartitionDependsOnNamesAndTimesAloneNotOnTheirOrder() {
        let one = ShardPartition(running: Self.timedNames, skipped: [], total: 3, recorded: Self.times)
        let reversed = ShardPartition(running: Self.timedNames.reversed(), skipped: [], total: 3, recorded: Self.times)
        // Other classes change the order the dictionary of classes hands them over in.
        let others = (0..<40).map { "Other\($0 % 9).x_\($0)" }
        let mixed = ShardPartition(running: others + Self.timedNames.reversed(), skipped: [], total: 3, recorded: Self.times)
        let again = ShardPartition(running: Self.timedNames + others, skipped: [], total: 3, recorded: Self.times)
        for name in Self.timedNames {
            XCTAssertEqual(one.shard(of: name), reversed.shard(of: name), name)
        }
        for name in Self.timedNames + others { XCTAssertEqual(mixed.shard(of: name), again.shard(of: name), name) }
    }

    func testNewExamplesCostTheMedianRecordedTimeAndAreSpreadByCount() {
        let timed = Array(Self.timedNames.prefix(33))  // the 3 slow ones and 30 of 0.01 s
        let new = (0..<30).map { String(format: "Spec.n_%02d", $0) }
        let partition = ShardPartition(running: timed + new, skipped: [], total: 3, recorded: Self.times.filter { timed.contains($0.key) })
        XCTAssertTrue(partition.balancedByTime)
        for shard in 0..<3 {
            XCTAssertEqual(partition.members(of: shard).filter(Self.slow.contains).count, 1, "shard \(shard + 1)")
            XCTAssertEqual(partition.members(of: shard).filter(new.contains).count, 10, "shard \(shard + 1): a tenth of a second of new examples")
        }
    }

    func testSkippedExamplesGoToTheShardsWithFewestExamples() {
        // Two slow examples fill two shards; the quick ones fill the third; the skipped ones take no time.
        let running = ["Spec.e_00", "Spec.e_03"] + (0..<60).map { String(format: "Spec.q_%02d", $0) }
        let skipped = (0..<40).map { String(format: "Spec.s_%02d", $0) }
        let times = Dictionary(uniqueKeysWithValues: running.map { ($0, $0.hasPrefix("Spec.e_") ? 1_000_000 : 10_000) })
        let partition = ShardPartition(running: running, skipped: skipped, total: 3, recorded: times)
        XCTAssertTrue(partition.balancedByTime)
        let quickShard = (0..<3).first { partition.members(of: $0).filter { $0.hasPrefix("Spec.q_") }.count == 60 }
        XCTAssertNotNil(quickShard, "the sixty quick examples beside neither slow one")
        XCTAssertEqual(partition.members(of: quickShard ?? 0).filter(skipped.contains), [])
        XCTAssertEqual((0..<3).map { partition.members(of: $0).count }.sorted(), [21, 21, 60])
        XCTAssertEqual(Set((0..<3).flatMap(partition.members(of:))), Set(running + skipped))
    }

    func testTimesThatGainLittleKeepTheDealByCount() {
        // Short examples whose times differ by noise: balancing by them would move examples for nothing.
        let noisy = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, ($0 * 7919) % 300) })
        for total in [2, 3, 8] {
            let timed = ShardPartition(running: names, skipped: [], total: total, recorded: noisy)
            let counted = ShardPartition(running: names, skipped: [], total: total)
            XCTAssertFalse(timed.balancedByTime, "\(total) shards")
            for name in names { XCTAssertEqual(timed.shard(of: name), counted.shard(of: name)) }
        }
        let unrelated = ShardPartition(running: names, skipped: [], total: 3, recorded: ["Elsewhere.slow": 9_000_000])
        XCTAssertFalse(unrelated.balancedByTime, "times of other examples only")
    }

    func testTheSortOfWholeNumbersSortsAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 7, 64, 1_000, 1_025] {
            let values = (0..<count).map { _ in Int.random(in: -50...50, using: &generator) }
            var sorted = values
            ShardPartition.sortAscending(&sorted)
            XCTAssertEqual(sorted, values.sorted(), "\(count) numbers")
        }
    }

    func testRecordedTimesAreReadAsWrittenInWholeMicroseconds() {
        XCTAssertEqual(ShardDurations.microseconds(in: "0.0121"), 12_100)
        XCTAssertEqual(ShardDurations.microseconds(in: "1.5"), 1_500_000)
        XCTAssertEqual(ShardDurations.microseconds(in: "2"), 2_000_000)
        XCTAssertEqual(ShardDurations.microseconds(in: "0.1234567"), 123_456)
        for unreadable in ["", ".", "-1", "1e3", "1.2.3", "nan", " 1"] { XCTAssertNil(ShardDurations.microseconds(in: unreadable), unreadable) }
        let durations = ShardDurations(text: """
            # SpecKit saved status
            example           | status  | seconds
            Mod.Spec.fails    | failed  | 0.2500
            Mod.Spec.passes   | passed  | 0.0000
            Mod.Spec.ran_once | skipped | 0.0300
            Mod.Spec.never    | skipped | 0.0000
            """)
        XCTAssertEqual(durations.microseconds, ["Mod.Spec.fails": 250_000, "Mod.Spec.passes": 0, "Mod.Spec.ran_once": 30_000])
        XCTAssertFalse(durations.key.isEmpty)
        XCTAssertEqual(ShardDurations(text: "# nothing yet\n").key, "")
    }

    func testEveryProcessOfARunReadsTheStatusAsTheRunsFirstProcessReadIt() throws {
        let folder = NSTemporaryDirectory() + "shard-durations-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let status = folder + "/status.txt"
        let run = RunOwner.identity(of: getpid())
        let otherRun = RunOwner.identity(of: getppid())
        XCTAssertEqual(ShardDurations.textForThisRun(of: status, owner: run, folder: folder), "", "no file yet")
        try "A.b | passed | 1.0000\n".write(toFile: status, atomically: true, encoding: .utf8)
        XCTAssertEqual(ShardDurations.textForThisRun(of: status, owner: run, folder: folder), "",
                       "a file the run wrote meanwhile is not read by its later processes")
        XCTAssertEqual(ShardDurations.textForThisRun(of: status, owner: otherRun, folder: folder), "A.b | passed | 1.0000\n")
        try "A.b | passed | 3.0000\n".write(toFile: status, atomically: true, encoding: .utf8)
        XCTAssertEqual(ShardDurations.textForThisRun(of: status, owner: otherRun, folder: folder), "A.b | passed | 1.0000\n")
        let ended = "999999999-1"
        XCTAssertEqual(ShardDurations.textForThisRun(of: status, owner: ended, folder: folder), "A.b | passed | 3.0000\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("speckit-durations-") }
        XCTAssertEqual(left.count, 2, "the copies of the two runs still running, none of the ended run's nor a draft: \(left)")
    }

    func testTheHashIsTheSameOnEveryMachine() {
        // Fixed values: a change here changes every random order and every seeded run.
        var hash = StableHash()
        hash.add(51923)
        hash.add("BoolSpec")
        XCTAssertEqual(hash.value, StableHashExpectation.boolSpecWithSeed51923)
        var empty = StableHash()
        empty.add("")
        XCTAssertNotEqual(empty.value, StableHash().value, "an empty text still counts")
        var split = StableHash()
        split.add("ab")
        split.add("c")
        var joined = StableHash()
        joined.add("a")
        joined.add("bc")
        XCTAssertNotEqual(split.value, joined.value)
    }
}

private enum StableHashExpectation {
    static let boolSpecWithSeed51923: UInt64 = 8_189_581_571_558_893_582
}

extension ShardPartition {
    /// Deals full names (`SpecClass.example_name`): those in `running` first, then `skipped`;
    /// `recorded` holds the recorded times, in microseconds, by full name.
    init(running: [String], skipped: [String], total: Int, recorded: [String: Int] = [:]) {
        var byClass: [String: (names: [String], runs: [Bool], recorded: [Int?])] = [:]
        for (names, runs) in [(running, true), (skipped, false)] {
            for fullName in names {
                let parts = fullName.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                let specName = String(parts[0])
                byClass[specName, default: ([], [], [])].names.append(parts.count > 1 ? String(parts[1]) : "")
                byClass[specName, default: ([], [], [])].runs.append(runs)
                byClass[specName, default: ([], [], [])].recorded.append(recorded[fullName])
            }
        }
        self.init(byClass.map { spec in
            let times = spec.value.recorded.contains { $0 != nil } ? spec.value.recorded : []
            return SpecExamples(specName: spec.key, names: spec.value.names, runs: spec.value.runs, recorded: times)
        }, total: total)
    }

    /// The shard, counting from 0, of the example named `fullName`; `nil` for a name not dealt.
    func shard(of fullName: String) -> Int? {
        for (spec, examples) in specs.enumerated() {
            for (index, name) in examples.names.enumerated() where "\(examples.specName).\(name)" == fullName {
                return shards[spec][index]
            }
        }
        return nil
    }

    /// The full names in the shard at `index` (counting from 0), in name order.
    func members(of index: Int) -> [String] {
        var names: [String] = []
        for (spec, examples) in specs.enumerated() {
            for (example, name) in examples.names.enumerated() where shards[spec][example] == index {
                names.append("\(examples.specName).\(name)")
            }
        }
        return names.sorted()
    }
}
