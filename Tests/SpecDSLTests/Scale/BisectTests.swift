import XCTest

@_spi(SpecDiscovery) @testable import SpecDSL

/// What `SPECKIT_BISECT` is made of: the search for a minimal failing set, the listed order
/// (`SPECKIT_ORDER=list:PATH`) its runs and its command use, and what it reads from a run's journal.
final class BisectTests: XCTestCase {
    // MARK: The minimal failing set

    /// Asks `fails` through the minimizer, keeping every part it was asked about.
    private func minimize(_ items: [Int], limit: Int = .max, fails: @escaping ([Int]) -> Bool) -> (found: FailureMinimizer.Found<Int>, asked: [[Int]]) {
        var asked: [[Int]] = []
        let found = FailureMinimizer.minimize(items) { part in
            guard asked.count < limit else { return .stop }
            asked.append(part)
            return fails(part) ? .fails : .passes
        }
        return (found, asked)
    }

    func testOneItemThatCausesTheFailureIsFoundAmongMany() {
        for culprit in [0, 7, 31, 63] {
            let (found, asked) = minimize(Array(0..<64)) { $0.contains(culprit) }
            XCTAssertEqual(found.items, [culprit])
            XCTAssertTrue(found.isComplete)
            XCTAssertLessThanOrEqual(asked.count, 2 * 6, "about two questions a halving for one culprit among 64: \(asked.count)")
        }
    }

    func testItemsThatCauseTheFailureOnlyTogetherAreAllKept() {
        let (found, _) = minimize(Array(1...8)) { $0.contains(3) && $0.contains(6) }
        XCTAssertEqual(found.items, [3, 6])
        let (three, _) = minimize(Array(0..<20)) { $0.contains(2) && $0.contains(9) && $0.contains(17) }
        XCTAssertEqual(three.items, [2, 9, 17])
    }

    func testEachPartKeepsTheItemsOriginalOrder() {
        let items = [40, 10, 30, 20, 50]
        let (found, asked) = minimize(items) { $0.contains(30) && $0.contains(50) }
        XCTAssertEqual(found.items, [30, 50])
        for part in asked {
            let positions = part.map { items.firstIndex(of: $0) ?? -1 }
            XCTAssertEqual(positions, positions.sorted(), "\(part) keeps the order of \(items)")
        }
    }

    func testTheResultIsMinimalWhenTheFailureNeedsOneOfSeveral() {
        // Either 4 or 11 alone makes it fail: one of them is enough, and the result has no other.
        let (found, _) = minimize(Array(0..<16)) { $0.contains(4) || $0.contains(11) }
        XCTAssertEqual(found.items.count, 1)
        XCTAssertTrue([4, 11].contains(found.items[0]))
    }

    func testNoPartIsAskedAboutTwice() {
        let (_, asked) = minimize(Array(0..<12)) { $0.contains(5) && $0.contains(6) && $0.contains(11) }
        XCTAssertEqual(asked.count, Set(asked).count)
    }

    func testAStopEndsTheSearchWithTheSmallestFailingSetFoundSoFar() {
        let (found, asked) = minimize(Array(0..<32), limit: 3) { $0.contains(9) }
        XCTAssertFalse(found.isComplete)
        XCTAssertEqual(asked.count, 3)
        XCTAssertTrue(found.items.contains(9))
        XCTAssertEqual(found.items, Array(8..<16), "halves, then quarters: the last part that failed")
        let (untouched, none) = minimize(Array(0..<4), limit: 0) { _ in true }
        XCTAssertEqual(untouched.items, Array(0..<4), "stopped at once: the whole set")
        XCTAssertEqual(none.count, 0)
    }

    func testASetOfOneOrNoneIsMinimalAlready() {
        XCTAssertEqual(minimize([8]) { _ in true }.found.items, [8])
        XCTAssertEqual(minimize([8]) { _ in true }.asked.count, 0)
        XCTAssertEqual(minimize([]) { _ in true }.found.items, [])
    }

    func testPartsAreRunsOfNeighboursAsEvenAsCanBe() {
        XCTAssertEqual(FailureMinimizer.split([0, 1, 2, 3, 4], into: 2), [[0, 1], [2, 3, 4]])
        XCTAssertEqual(FailureMinimizer.split([0, 1, 2, 3, 4, 5, 6], into: 3), [[0, 1], [2, 3], [4, 5, 6]])
        XCTAssertEqual(FailureMinimizer.split([0, 1, 2], into: 3), [[0], [1], [2]])
    }

    // MARK: The listed order

    func testAListReadsOneNameALineLeavingOutCommentsBlanksAndRepeats() {
        let list = ExampleList(path: "list.txt", text: "# found by a bisect\n\nSpecs.LeakSpec.writes\n  Specs.CartSpec.adds  # the culprit\n"
            + "Specs.LeakSpec.writes\r\nSpecs.LeakSpec.reads\n")
        XCTAssertEqual(list.names, ["Specs.LeakSpec.writes", "Specs.CartSpec.adds", "Specs.LeakSpec.reads"])
        XCTAssertEqual(list.position(of: "reads", inClass: "Specs.LeakSpec"), 2)
        XCTAssertNil(list.position(of: "reads", inClass: "Other.LeakSpec"), "module-qualified")
        XCTAssertEqual(list.position(ofClass: "Specs.CartSpec"), 1)
        XCTAssertEqual(list.position(ofClass: "Specs.LeakSpec"), 0)
        XCTAssertNil(list.position(ofClass: "Specs.OtherSpec"))
    }

    func testAListOrdersClassesByTheirFirstListedExampleAndPutsTheUnlistedLast() {
        let list = ExampleList(path: "list.txt", text: "M.BSpec.b1\nM.CSpec.c1\nM.BSpec.b2\nM.ASpec.a1\n")
        XCTAssertEqual(list.arrange(classes: ["M.ASpec", "M.XSpec", "M.CSpec", "M.YSpec", "M.BSpec"]) { $0 },
                       ["M.BSpec", "M.CSpec", "M.ASpec", "M.XSpec", "M.YSpec"])
        XCTAssertEqual(ExampleOrder.list(list).arrange(classes: ["M.ASpec", "M.BSpec"]) { $0 }, ["M.BSpec", "M.ASpec"])
        XCTAssertTrue(ExampleOrder.list(list).movesClasses)
        XCTAssertTrue(ExampleOrder.random(seed: 1).movesClasses)
        XCTAssertFalse(ExampleOrder.defined.movesClasses)
    }

    func testSPECKITORDERListReadsTheFileOrSaysWhyNot() throws {
        let order = try ExampleOrder.read("list:bisect.txt", newSeed: { 1 }) { $0 == "bisect.txt" ? "M.ASpec.a1\nM.ASpec.a2\n" : nil }
        XCTAssertEqual(order.list?.names, ["M.ASpec.a1", "M.ASpec.a2"])
        XCTAssertNil(order.seed, "a list prints no seed")
        XCTAssertThrowsError(try ExampleOrder.read("list:gone.txt", newSeed: { 1 }) { _ in nil }) { error in
            XCTAssertEqual((error as? SettingProblem)?.caseName, "invalid_order")
            XCTAssertEqual((error as? SettingProblem)?.message, "SPECKIT_ORDER='list:gone.txt': the file gone.txt cannot be read; it lists one "
                           + "example a line, Module.SpecClass.example_name, in the order to run them")
        }
        XCTAssertThrowsError(try ExampleOrder.read("list:", newSeed: { 1 }) { _ in "" })
    }

    private static let noCapture: FailureCapturing = { body, _ in body() }

    func testAListedOrderSelectsTheListedExamplesAloneInTheListsOrder() throws {
        let definition = SpecDefinition(type: ListedSpec.self, name: "ListedSpec") {
            describe("outer") {
                for index in 1...5 { it("example \(index)") {} }
            }
            it("stands alone") {}
        }
        let target = TargetPlan.build(specs: [definition], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: ListedSpec.self))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bisect-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("list.txt")
        let prefix = plan.qualifiedName + "."
        try ExampleList.text(of: [prefix + "stands_alone", "Other.ListedSpec.outer__example_1", prefix + "outer__example_4",
                                  prefix + "outer__example_2"], comment: "a test").write(to: file, atomically: true, encoding: .utf8)
        let selection = ExampleSelection(plan, in: target, processCases: [], environment: ["SPECKIT_ORDER": "list:" + file.path])
        XCTAssertEqual(selection.examples.map(\.metadata.testName), ["stands_alone", "outer__example_4", "outer__example_2"])
        XCTAssertTrue(selection.failingCases.isEmpty)
        XCTAssertNil(selection.filterNote)
        let unreadable = ExampleSelection(plan, in: target, processCases: [], environment: ["SPECKIT_ORDER": "list:" + folder.path + "/gone"])
        XCTAssertEqual(unreadable.examples.count, 0, "a list that cannot be read runs nothing; the process reports why")
    }

    func testARunInAListedOrderSaysWhatItRuns() {
        XCTAssertEqual(ProcessRun.listLine(ExampleList(path: "/p/list.txt", text: "M.A.a\nM.A.b\n")),
                       "SpecKit: SPECKIT_ORDER=list:/p/list.txt lists 2 names: only the examples they name run, in its order")
    }

    func testSPECKITBISECTInATestProcessIsAProblemNoBisectCanRunThere() {
        let settings = RunSettings(environment: ["SPECKIT_BISECT": "1"])
        XCTAssertEqual(settings.problems.map(\.caseName), ["bisect_unavailable"])
        XCTAssertTrue(RunSettings(environment: ["SPECKIT_BISECT": "0"]).problems.isEmpty)
        XCTAssertEqual(RunSettings(environment: ["SPECKIT_BISECT": "maybe"]).problems.map(\.caseName), ["invalid_bisect"])
    }

    // MARK: What a run's journal says

    #if os(Linux) && compiler(>=6.3)
    private func journal(_ lines: [String]) -> EarlierProcesses {
        EarlierProcesses(journal: (["W\t1.0"] + lines).map { $0 + "\n" }.joined(), includingLastProcess: true)
    }

    private func ended(_ className: String, _ name: String, _ outcome: String) -> String {
        "E\t\(className)\t\(name)\t\(outcome)\t\t100\texample"
    }

    func testTheExampleToExplainIsTheFirstThatFailedAfterThoseThatPassedBeforeIt() throws {
        let run = journal([
            ended("M.ASpec", "a1", "passed"), ended("M.ASpec", "a2", "skipped"), ended("M.BSpec", "b1", "passed"),
            "F\texpected clean\tB.swift\t3", ended("M.BSpec", "b2", "failed"),
            "F\tlater\tA.swift\t9", ended("M.ASpec", "a3", "failed"),
        ])
        let found = try XCTUnwrap(Bisector.firstFailure(in: run))
        XCTAssertEqual(found.0, Bisector.Example(className: "M.BSpec", name: "b2"))
        XCTAssertEqual(found.1.map(\.qualifiedName), ["M.ASpec.a1", "M.BSpec.b1"], "the skipped example ran nothing")
        XCTAssertNil(Bisector.firstFailure(in: journal([ended("M.ASpec", "a1", "passed")])))
    }

    func testAFailureOrACrashOfTheExampleIsAFailureAndAnotherCrashIsNot() {
        let example = Bisector.Example(className: "M.BSpec", name: "b2")
        XCTAssertEqual(Bisector.verdict(of: example, in: journal(["F\tx\tB.swift\t3", ended("M.BSpec", "b2", "failed")])), .fails)
        XCTAssertEqual(Bisector.verdict(of: example, in: journal([ended("M.ASpec", "a1", "passed"), ended("M.BSpec", "b2", "passed")])), .passes)
        XCTAssertEqual(Bisector.verdict(of: example, in: journal(["S\tM.BSpec\tb2", "C\t4\texample\tM.BSpec\tb2", "W"])), .fails)
        XCTAssertEqual(Bisector.verdict(of: example, in: journal(["S\tM.ASpec\ta1", "C\t11\texample\tM.ASpec\ta1", "W",
                                                                    ended("M.BSpec", "b2", "passed")])),
                       .crashedElsewhere("M.ASpec.a1"))
        XCTAssertEqual(Bisector.verdict(of: example, in: journal([ended("M.ASpec", "a1", "passed")])), .missing)
    }

    func testTheCommandIsQuotedForTheShell() {
        XCTAssertEqual(RerunCommand.shellWord("--filter"), "--filter")
        XCTAssertEqual(RerunCommand.shellWord("OrderSpecs.LeakSpec"), "OrderSpecs.LeakSpec")
        XCTAssertEqual(RerunCommand.shellWord("Leak|Cart"), "'Leak|Cart'")
        XCTAssertEqual(RerunCommand.shellWord("it's"), "'it'\\''s'")
        XCTAssertEqual(RerunCommand.shellWord(""), "''")
    }
    #endif
}

private final class ListedSpec {}
