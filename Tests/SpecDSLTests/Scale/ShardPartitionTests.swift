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
