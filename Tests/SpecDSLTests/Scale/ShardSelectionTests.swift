import Foundation
import XCTest

@_spi(SpecDiscovery) @testable import SpecDSL

/// Sharding a target through `ExampleSelection`, as both routes select examples: per example
/// across the target's classes, after SPECKIT_FILTER and focus.
final class ShardSelectionTests: XCTestCase {
    private static let noCapture: FailureCapturing = { body, _ in body() }

    private static func target(focused: Bool = false) -> TargetPlan {
        let first = SpecDefinition(type: ShardedSpecA.self, name: "ShardedSpecA") {
            for index in 1...10 { it("a \(index)") {} }
            xit("is disabled") {}
        }
        let second = SpecDefinition(type: ShardedSpecB.self, name: "ShardedSpecB") {
            describe("b") {
                for index in 1...6 { it("b \(index)") {} }
                if focused {
                    // spec-lint:disable-next-line focused
                    fit("is focused") {}
                }
            }
        }
        return TargetPlan.build(specs: [first, second], configurations: [], capturing: noCapture)
    }

    private static func selected(_ target: TargetPlan, _ environment: [String: String]) -> [String] {
        ([ShardedSpecA.self, ShardedSpecB.self] as [AnyClass]).flatMap { specType -> [String] in
            guard let plan = target.plan(for: specType) else { return [] }
            return ExampleSelection(plan, in: target, processCases: [], environment: environment).examples
                .map { "\(plan.specName).\($0.metadata.testName)" }
        }
    }

    /// A rerun of the last failures counts, whatever the shard, the failures saved for a class
    /// that runs: those that name one of its examples, and those that name none (renamed or
    /// removed); a class the filter leaves out counts none.
    func testTheLastFailuresOfAClassAreFoundOrStale() throws {
        let target = Self.target()
        let plan = try XCTUnwrap(target.plan(for: ShardedSpecA.self))
        let prefix = plan.qualifiedName + "."
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rerun-status-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = [prefix + "a_1", prefix + "a_2", prefix + "a_was_renamed", "Other.GoneSpec.example"]
        try (saved.map { "\($0) | failed | 0.1" }.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let rerun = ["SPECKIT_ONLY_FAILURES": "1", "SPECKIT_STATUS_FILE": path]
        let counts = ExampleSelection(plan, in: target, processCases: [], environment: rerun.merging(["SPECKIT_SHARD": "2/3"]) { $1 })
            .savedFailures
        XCTAssertEqual(counts?.found, 2)
        XCTAssertEqual(counts?.stale, 1, "the class's renamed example; another class's failure is not this one's")
        XCTAssertNil(ExampleSelection(plan, in: target, processCases: [], environment: rerun.merging(["SPECKIT_FILTER": "^ShardedSpecB"]) { $1 })
            .savedFailures, "the filter leaves the class out")
        XCTAssertNil(ExampleSelection(plan, in: target, processCases: [], environment: [:]).savedFailures)
    }

    func testTheShardsOfATargetTogetherAreTheWholeTargetOnceEach() {
        let target = Self.target()
        let whole = Self.selected(target, [:])
        XCTAssertEqual(whole.count, 17)
        for total in [1, 3, 8] {
            let shards = (1...total).map { Self.selected(target, ["SPECKIT_SHARD": "\($0)/\(total)"]) }
            XCTAssertEqual(shards.flatMap { $0 }.sorted(), whole.sorted(), "\(total) shards")
            let sizes = shards.map(\.count)
            XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(total) shards: \(sizes)")
        }
    }

    func testTheFilterAppliesBeforeSharding() {
        let target = Self.target()
        let environment = ["SPECKIT_FILTER": "ShardedSpecB"]
        let shards = (1...3).map { Self.selected(target, environment.merging(["SPECKIT_SHARD": "\($0)/3"]) { $1 }) }
        XCTAssertEqual(shards.map(\.count), [2, 2, 2], "the six examples of B, two a shard")
    }

    func testFocusAppliesBeforeSharding() {
        // Only the focused example runs; the rest are reported skipped, spread as evenly.
        let target = Self.target(focused: true)
        let shards = (1...2).map { Self.selected(target, ["SPECKIT_SHARD": "\($0)/2"]) }
        XCTAssertEqual(shards.filter { $0.contains("ShardedSpecB.b__is_focused") }.count, 1)
        XCTAssertEqual(shards.map(\.count), [9, 9])
    }

    func testAShardAndARandomOrderTogether() {
        let target = Self.target()
        let shuffled = Self.selected(target, ["SPECKIT_SHARD": "2/3", "SPECKIT_ORDER": "random:11"])
        let defined = Self.selected(target, ["SPECKIT_SHARD": "2/3"])
        XCTAssertEqual(shuffled.sorted(), defined.sorted(), "the order does not change the shard")
        XCTAssertNotEqual(shuffled, defined)
    }

    func testAClassesOwnCasesAreInExactlyOneShard() {
        let broken = SpecDefinition(type: ShardedSpecC.self, name: "ShardedSpecC") {
            describe("left empty") {}
            it("runs") {}
        }
        let empty = SpecDefinition(type: ShardedSpecD.self, name: "ShardedSpecD") {}
        let target = TargetPlan.build(specs: [broken, empty], configurations: [], capturing: Self.noCapture)
        func cases(_ environment: [String: String]) -> (broken: [String], empty: [Bool]) {
            let brokenSelection = ExampleSelection(target.plan(for: ShardedSpecC.self)!, in: target, processCases: [], environment: environment)
            let emptySelection = ExampleSelection(target.plan(for: ShardedSpecD.self)!, in: target, processCases: [], environment: environment)
            return (brokenSelection.failingCases.map(\.name), [emptySelection.definesNothing])
        }
        XCTAssertEqual(cases([:]).broken, ["left_empty__empty_group"])
        XCTAssertEqual(cases([:]).empty, [true])
        for total in [2, 3, 8] {
            let shards = (1...total).map { cases(["SPECKIT_SHARD": "\($0)/\(total)"]) }
            XCTAssertEqual(shards.flatMap(\.broken), ["left_empty__empty_group"], "\(total) shards")
            XCTAssertEqual(shards.flatMap(\.empty).filter { $0 }.count, 1, "\(total) shards")
            XCTAssertEqual(shards.firstIndex { !$0.broken.isEmpty }, ShardPartition.home(ofSpec: "ShardedSpecC", total: total))
        }
    }

    func testTheHomeShardOfAClassIsAFunctionOfItsName() {
        XCTAssertEqual(ShardPartition.home(ofSpec: "CartSpec", total: 1), 0)
        let homes = Set((0..<40).map { ShardPartition.home(ofSpec: "Spec\($0)", total: 4) })
        XCTAssertEqual(homes, [0, 1, 2, 3], "the classes' own cases spread over the shards")
        XCTAssertEqual(ShardPartition.home(ofSpec: "CartSpec", total: 8), ShardPartition.home(ofSpec: "CartSpec", total: 8))
    }

    func testRecordedTimesBalanceTheShardsOfATarget() throws {
        // Two slow examples, which the count deal puts in one shard of three, and the rest quick.
        let status = NSTemporaryDirectory() + "shard-selection-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: status) }
        let target = Self.target()
        // The status names examples by their module-qualified class name.
        let classA = try XCTUnwrap(target.plan(for: ShardedSpecA.self)).qualifiedName
        let classB = try XCTUnwrap(target.plan(for: ShardedSpecB.self)).qualifiedName
        var lines = ["example | status | seconds"]
        for index in 1...10 { lines.append("\(classA).a_\(index) | passed | \(index == 1 || index == 3 ? "2.0000" : "0.0100")") }
        for index in 1...6 { lines.append("\(classB).b__b_\(index) | passed | 0.0100") }
        try lines.joined(separator: "\n").write(toFile: status, atomically: true, encoding: .utf8)
        let slow: Set = ["ShardedSpecA.a_1", "ShardedSpecA.a_3"]
        let byCount = (1...3).map { Self.selected(target, ["SPECKIT_SHARD": "\($0)/3"]) }
        XCTAssertEqual(byCount.map { $0.filter(slow.contains).count }.max(), 2, "by count, both in one shard")
        let byTime = (1...3).map { Self.selected(target, ["SPECKIT_SHARD": "\($0)/3", "SPECKIT_STATUS_FILE": status]) }
        XCTAssertEqual(byTime.map { $0.filter(slow.contains).count }.max(), 1, "by time, each in a shard of its own")
        XCTAssertEqual(byTime.flatMap { $0 }.sorted(), Self.selected(target, [:]).sorted(), "each example once")
        let filtered = (1...3).map {
            Self.selected(target, ["SPECKIT_SHARD": "\($0)/3", "SPECKIT_STATUS_FILE": status, "SPECKIT_FILTER": "ShardedSpecB"])
        }
        XCTAssertEqual(filtered.map(\.count), [2, 2, 2], "the filter applies first: B's times gain nothing, so its examples are dealt by count")
    }

    func testOnlyAStatusFileTheVariableNamesBalancesShards() throws {
        // This package's own default status file, in .build, holds times of its test runs.
        XCTAssertEqual(ShardDurations.read([:]).key, "", "the default file in .build")
        XCTAssertEqual(ShardDurations.read([SavedStatus.variable: "off"]).key, "")
        let status = NSTemporaryDirectory() + "shard-named-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: status) }
        try "Module.Spec.example | passed | 0.5000\n".write(toFile: status, atomically: true, encoding: .utf8)
        XCTAssertEqual(ShardDurations.read([SavedStatus.variable: status]).microseconds, ["Module.Spec.example": 500_000])
    }

    func testAWrongValueSelectsNoExample() {
        XCTAssertEqual(Self.selected(Self.target(), ["SPECKIT_SHARD": "4/3"]), [])
        XCTAssertEqual(Self.selected(Self.target(), ["SPECKIT_ORDER": "upside-down"]), [])
    }
}

private final class ShardedSpecA {}
private final class ShardedSpecB {}
private final class ShardedSpecC {}
private final class ShardedSpecD {}
