import XCTest

@_spi(SpecDiscovery) @testable import SpecDSL

/// A random order under XCTest: the spec classes that can move run from the first of their test
/// methods that XCTest runs, in an order that depends on the seed and their names alone.
final class ClassOrderTests: XCTestCase {
    private static let names = (1...8).map { "Specs.Class\($0)Spec" }

    func testTheDefinedOrderKeepsTheClassesAsGiven() {
        XCTAssertEqual(ExampleOrder.defined.arrange(classes: Self.names) { $0 }, Self.names)
    }

    func testTheSameSeedGivesTheSameClassOrderAndAnotherSeedAnother() {
        let order = ExampleOrder.random(seed: 51923).arrange(classes: Self.names) { $0 }
        XCTAssertEqual(order, ExampleOrder.random(seed: 51923).arrange(classes: Self.names.reversed()) { $0 }, "the given order does not matter")
        XCTAssertNotEqual(order, ExampleOrder.random(seed: 51924).arrange(classes: Self.names) { $0 })
        XCTAssertNotEqual(order, Self.names)
        XCTAssertEqual(order.sorted(), Self.names, "a permutation")
    }

    func testTheClassesLeftAfterACrashKeepTheirOrder() {
        let all = ExampleOrder.random(seed: 7).arrange(classes: Self.names) { $0 }
        let left = Array(all.dropFirst(3)).shuffled()
        XCTAssertEqual(ExampleOrder.random(seed: 7).arrange(classes: left) { $0 }, Array(all.dropFirst(3)))
    }

    func testXCTestsSelectionIsItsFirstArgumentUnlessItIsAnOption() {
        XCTAssertTrue(XCTestSelection(arguments: ["tests"]).selects("M.A/testX"))
        XCTAssertTrue(XCTestSelection(arguments: ["tests", "--testing-library", "xctest"]).selects("M.A/testX"))
        XCTAssertTrue(XCTestSelection(arguments: ["tests", "M.B,M.A"]).selects("M.A/testX"))
        XCTAssertTrue(XCTestSelection(arguments: ["tests", "M.A/testX"]).selects("M.A/testX"))
        XCTAssertFalse(XCTestSelection(arguments: ["tests", "M.A/testY,M.AB"]).selects("M.A/testX"))
        XCTAssertFalse(XCTestSelection(arguments: ["tests", "''"]).selects("M.A/testX"))
    }

    // MARK: Which classes a test method runs

    private static let specs: [SpecCase.Type] = [BoolSpec.self, RunnerSpec.self, PlainMethodSpec.self, InstanceFormSpec.self]
    private static let movable: Set<String> = ["BoolSpec", "RunnerSpec", "InstanceFormSpec"]
    private static let random = ExampleOrder.random(seed: 51923)
    private static let all = XCTestSelection(argument: nil)

    private func discovered() -> DiscoveredSpecs {
        DiscoveredSpecs(specs: Self.specs, configurations: [], movable: Self.movable)
    }

    private func names(_ classes: [SpecCase.Type]) -> [String] { classes.map { "\($0)" } }

    func testInTheDefinedOrderEachClassRunsAtItsOwnMethod() {
        let specs = discovered()
        for spec in Self.specs {
            XCTAssertEqual(names(specs.classes(at: spec, order: .defined, selection: Self.all)), ["\(spec)"])
        }
    }

    func testTheFirstMovableMethodRunsEveryMovableClassShuffledAndTheirOwnMethodsNone() {
        let specs = discovered()
        let expected = Self.random.arrange(classes: Self.specs.filter { Self.movable.contains("\($0)") }) { String(reflecting: $0) }
        XCTAssertEqual(names(specs.classes(at: PlainMethodSpec.self, order: Self.random, selection: Self.all)), ["PlainMethodSpec"],
                       "a class that cannot move runs at its own method")
        XCTAssertEqual(names(specs.classes(at: RunnerSpec.self, order: Self.random, selection: Self.all)), names(expected))
        XCTAssertEqual(names(specs.classes(at: BoolSpec.self, order: Self.random, selection: Self.all)), [])
        XCTAssertEqual(names(specs.classes(at: InstanceFormSpec.self, order: Self.random, selection: Self.all)), [])
        XCTAssertEqual(names(specs.classes(at: PlainMethodSpec.self, order: Self.random, selection: Self.all)), ["PlainMethodSpec"])
    }

    func testOnlyTheClassesWhoseMethodXCTestRunsMove() {
        let selection = XCTestSelection(argument: "SpecDSLTests.RunnerSpec/testAllExamplesOfRunnerSpec,SpecDSLTests.BoolSpec/testOther,"
            + "SpecDSLTests.InstanceFormSpec,SpecDSLTests.PlainMethodSpec")
        let classes = discovered().classes(at: RunnerSpec.self, order: Self.random, selection: selection)
        // `BoolSpec/testOther` may name an example: BoolSpec's method runs the cases of that name, if any.
        XCTAssertEqual(Set(names(classes)), ["RunnerSpec", "BoolSpec", "InstanceFormSpec"])
        let whole = XCTestSelection(argument: "SpecDSLTests.RunnerSpec/testAllExamplesOfRunnerSpec,SpecDSLTests.InstanceFormSpec")
        XCTAssertEqual(Set(names(discovered().classes(at: RunnerSpec.self, order: Self.random, selection: whole))),
                       ["RunnerSpec", "InstanceFormSpec"])
    }

    func testAMethodOutsideTheSelectionStillRunsItsOwnClass() {
        let selection = XCTestSelection(argument: "SpecDSLTests.BoolSpec")
        XCTAssertEqual(Set(names(discovered().classes(at: RunnerSpec.self, order: Self.random, selection: selection))), ["RunnerSpec", "BoolSpec"])
    }

    func testAChangedListStartsAgain() {
        let specs = discovered()
        _ = specs.classes(at: RunnerSpec.self, order: Self.random, selection: Self.all)
        let changed = specs.adding(spec: AccountSpec.self)
        XCTAssertEqual(names(changed.classes(at: BoolSpec.self, order: Self.random, selection: Self.all)).count, 3)
    }

    // MARK: The order of turns under Swift Testing

    /// The classes in the order the XCTest route runs them: each class's test method, by name,
    /// with the classes it runs.
    private func xctestRun(_ specs: DiscoveredSpecs, order: ExampleOrder) -> [String] {
        let byName = Self.specs.sorted { String(reflecting: $0) < String(reflecting: $1) }
        return byName.flatMap { names(specs.classes(at: $0, order: order, selection: Self.all)) }
    }

    private func planned(_ specs: DiscoveredSpecs, _ classes: [SpecCase.Type], without: Set<String> = []) -> [SwiftTestingRoute.PlannedClass] {
        classes.map { SwiftTestingRoute.PlannedClass(specType: $0, target: specs, runs: !without.contains("\($0)")) }
    }

    func testSwiftTestingGivesTurnsInTheDefinedOrderByNameAsXCTestRunsTheClasses() {
        let specs = discovered()
        let order = SwiftTestingRoute.turnOrder(of: planned(specs, Self.specs.shuffled()), order: .defined)
        XCTAssertEqual(names(order), ["BoolSpec", "InstanceFormSpec", "PlainMethodSpec", "RunnerSpec"])
        XCTAssertEqual(names(order), xctestRun(discovered(), order: .defined))
    }

    func testSwiftTestingGivesTurnsInTheOrderXCTestRunsTheClassesInARandomOrderOrAList() {
        let list = ExampleOrder.list(ExampleList(path: "list.txt", text: """
            SpecDSLTests.RunnerSpec.an_example
            SpecDSLTests.PlainMethodSpec.an_example
            SpecDSLTests.InstanceFormSpec.an_example
            SpecDSLTests.BoolSpec.an_example
            """))
        for order in [Self.random, .random(seed: 4), .random(seed: 11), list] {
            let turns = SwiftTestingRoute.turnOrder(of: planned(discovered(), Self.specs.shuffled()), order: order)
            XCTAssertEqual(names(turns), xctestRun(discovered(), order: order), "\(order)")
        }
        XCTAssertEqual(names(SwiftTestingRoute.turnOrder(of: planned(discovered(), Self.specs), order: list)),
                       ["RunnerSpec", "InstanceFormSpec", "BoolSpec", "PlainMethodSpec"],
                       "the movable classes by their first listed example, where the first of them is; the other in its place")
    }

    func testAClassWithoutCasesTakesNoTurnButStillPlacesTheMovableOnes() {
        // BoolSpec is the first movable class by name: XCTest runs the movable ones at its method, before PlainMethodSpec.
        let classes = planned(discovered(), Self.specs, without: ["BoolSpec", "InstanceFormSpec"])
        XCTAssertEqual(names(SwiftTestingRoute.turnOrder(of: classes, order: Self.random)), ["RunnerSpec", "PlainMethodSpec"])
        XCTAssertEqual(names(SwiftTestingRoute.turnOrder(of: classes, order: .defined)), ["PlainMethodSpec", "RunnerSpec"])
    }

    func testEachTargetsClassesTakeTheirTurnsTogether() {
        let one = DiscoveredSpecs(specs: [RunnerSpec.self, BoolSpec.self], configurations: [], movable: ["RunnerSpec", "BoolSpec"])
        let other = DiscoveredSpecs(specs: [PlainMethodSpec.self, InstanceFormSpec.self], configurations: [],
                                    movable: ["PlainMethodSpec", "InstanceFormSpec"])
        let classes = planned(one, [RunnerSpec.self]) + planned(other, [PlainMethodSpec.self]) + planned(one, [BoolSpec.self])
            + planned(other, [InstanceFormSpec.self])
        // Both targets are in this test module: the one planned first goes first.
        XCTAssertEqual(names(SwiftTestingRoute.turnOrder(of: classes, order: .defined)),
                       ["BoolSpec", "RunnerSpec", "InstanceFormSpec", "PlainMethodSpec"])
        let shuffled = names(SwiftTestingRoute.turnOrder(of: classes, order: Self.random))
        XCTAssertEqual(Set(shuffled.prefix(2)), ["BoolSpec", "RunnerSpec"])
        XCTAssertEqual(Set(shuffled.suffix(2)), ["InstanceFormSpec", "PlainMethodSpec"])
    }

    func testTheCasesOfNoOneClassGoToTheClassTheXCTestRouteRunsFirst() {
        for (value, order) in [("defined", ExampleOrder.defined), ("random:51923", Self.random), ("random:4", .random(seed: 4)),
                               ("random:11", .random(seed: 11))] {
            let settings = RunSettings(environment: ["SPECKIT_ORDER": value])
            XCTAssertEqual(discovered().firstClass(settings: settings).map { "\($0)" }, xctestRun(discovered(), order: order).first, value)
        }
        // The seed 4 runs a movable class before BoolSpec, the first by name.
        XCTAssertNotEqual(xctestRun(discovered(), order: .random(seed: 4)).first, "BoolSpec")
        let problem = RunSettings(environment: ["SPECKIT_ORDER": "random:4", "SPECKIT_EXAMPLE_TIMEOUT": "soon"])
        XCTAssertEqual(discovered().firstClass(settings: problem).map { "\($0)" }, "BoolSpec",
                       "a setting with a problem moves no class under XCTest: the first by name")
    }

    func testAnAnchorIDIsTheGeneratedMethodOfTheClass() {
        XCTAssertEqual(DiscoveredSpecs.anchorID(of: BoolSpec.self), "SpecDSLTests.BoolSpec/testAllExamplesOfBoolSpec")
    }
}
