import XCTest

@_spi(SpecDiscovery) @testable import SpecDSL

/// `swift test --filter` and `--skip` with examples' names on XCTest's route: what the test binary
/// lists for SwiftPM, what a process runs from the names it is given, and what is left after a crash.
final class ExampleFilterBySwiftPMTests: XCTestCase {
    private static let noCapture: FailureCapturing = { body, _ in body() }

    // MARK: The names a test process is given

    func testNamedExamplesAddTheirClasssGeneratedMethodOnce() {
        let selection = XCTestSelection(argument: "M.CartSpec/a_cart__adds,M.CartSpec/a_cart__removes,M.PlainTests/testA")
        XCTAssertEqual(selection.argumentRunningExamples,
                       "M.CartSpec/a_cart__adds,M.CartSpec/a_cart__removes,M.PlainTests/testA,"
                           + "M.CartSpec/testAllExamplesOfCartSpec,M.PlainTests/testAllExamplesOfPlainTests")
        XCTAssertEqual(selection.examples(ofClass: "M.CartSpec"), ["a_cart__adds", "a_cart__removes"])
        XCTAssertEqual(selection.examples(ofClass: "M.PlainTests"), ["testA"], "a plain test is no example: the class's method runs none")
        XCTAssertNil(selection.examples(ofClass: "M.OtherSpec"))
        XCTAssertTrue(selection.selects("M.CartSpec/testAllExamplesOfCartSpec"))
        XCTAssertFalse(selection.selects("M.OtherSpec/testAllExamplesOfOtherSpec"))
    }

    func testAClassSelectedWholeRunsEveryExampleOnce() {
        for argument in ["M.CartSpec,M.CartSpec/a_cart__adds", "M.CartSpec/testAllExamplesOfCartSpec,M.CartSpec/a_cart__adds"] {
            let selection = XCTestSelection(argument: argument)
            XCTAssertNil(selection.examples(ofClass: "M.CartSpec"), argument)
            XCTAssertNil(selection.argumentRunningExamples, "XCTest runs the class's method already: \(argument)")
        }
    }

    func testGeneratedMethodsAndNoSelectionChangeNothing() {
        XCTAssertNil(XCTestSelection(argument: nil).argumentRunningExamples)
        XCTAssertNil(XCTestSelection(argument: "''").argumentRunningExamples)
        XCTAssertNil(XCTestSelection(argument: "M.CartSpec,M.BasketSpec/testAllExamplesOfBasketSpec").argumentRunningExamples)
        XCTAssertNil(XCTestSelection(arguments: ["tests", "--dump-tests-json"]).argumentRunningExamples)
        XCTAssertNil(XCTestSelection.anchorID(ofClass: "NoModule"))
        XCTAssertEqual(XCTestSelection.anchorID(ofClass: "M.Outer.InnerSpec"), "M.Outer.InnerSpec/testAllExamplesOfOuter_InnerSpec")
    }

    func testAClassRunsOnlyItsNamedCasesAfterItsShardIsDealt() throws {
        let spec = SpecDefinition(type: NamedCasesSpec.self, name: "NamedCasesSpec") {
            it("adds") {}
            it("removes") {}
            describe("left empty") {}
        }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: NamedCasesSpec.self))
        let queued = FailingCase(name: "invalid_setting", failures: [])
        let all = ExampleSelection(plan, in: target, processCases: [queued], environment: [:])
        XCTAssertEqual(all.failingCases.map(\.name), ["invalid_setting", "left_empty__empty_group"])

        let named = ExampleSelection(plan, in: target, processCases: [queued], environment: [:], named: ["removes"])
        XCTAssertEqual(named.examples.map(\.metadata.testName), ["removes"])
        XCTAssertEqual(named.failingCases.map(\.name), ["invalid_setting"], "the process's cases stay; the class's are named or left out")
        let issue = ExampleSelection(plan, in: target, processCases: [], environment: [:], named: ["left_empty__empty_group"])
        XCTAssertEqual(issue.failingCases.map(\.name), ["left_empty__empty_group"])
        XCTAssertEqual(issue.examples.count, 0)

        let sharded = ExampleSelection(plan, in: target, processCases: [], environment: ["SPECKIT_SHARD": "2/2"], named: ["adds", "removes"])
        let shard = ExampleSelection(plan, in: target, processCases: [], environment: ["SPECKIT_SHARD": "2/2"])
        XCTAssertEqual(sharded.examples.map(\.metadata.testName), shard.examples.map(\.metadata.testName),
                       "the names leave the shard's deal as it is")
    }

    func testANamedExampleThatThisProcessDidNotDefineFailsTheClass() throws {
        // The list swift test filtered came from another process, whose spec() defined `maps_4`
        // (a Dictionary's keys from data that differs): running none of it would pass.
        let spec = SpecDefinition(type: NamedCasesSpec.self, name: "NamedCasesSpec") {
            it("maps") {}
            it("maps") {}
        }
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture)
        let plan = try XCTUnwrap(target.plan(for: NamedCasesSpec.self))
        let selection = ExampleSelection(plan, in: target, processCases: [], environment: [:], className: "M.NamedCasesSpec",
                                         named: ["maps_2", "maps_4", "testSomething"])
        XCTAssertEqual(selection.examples.map(\.metadata.testName), ["maps_2"])
        XCTAssertEqual(selection.failingCases.map(\.name), ["undefined_examples"])
        XCTAssertEqual(selection.failingCases.first?.failures.first?.message, Misuse.undefinedExamples(["maps_4"], of: "M.NamedCasesSpec"))
        XCTAssertTrue(Misuse.undefinedExamples(["maps_4"], of: "M.NamedCasesSpec").hasPrefix(
            "swift test selected maps_4 of M.NamedCasesSpec, which this test process's spec() did not define"))
    }

    func testAClassWhoseSpecCrashedReportsItsCrashWhateverExamplesAreNamed() throws {
        let spec = SpecDefinition(type: NamedCasesSpec.self, name: "NamedCasesSpec") { it("adds") {} }
        let className = String(reflecting: NamedCasesSpec.self)
        let earlier = EarlierProcesses(journal: "W\t1\nP\tspec() of \(className)\nC\t4\tactivity\tspec() of \(className)\nW\n")
        let target = TargetPlan.build(specs: [spec], configurations: [], capturing: Self.noCapture, earlier: earlier)
        let plan = try XCTUnwrap(target.plan(for: NamedCasesSpec.self))

        // `swift test --filter 'Module.NamedCasesSpec/adds'`: the example was never defined.
        let named = ExampleSelection(plan, in: target, processCases: [], environment: [:], className: className, named: ["adds"], earlier: earlier)
        XCTAssertEqual(named.failingCases.map(\.name), [SpecBuilder.specCrashedName])
        XCTAssertEqual(named.examples.count, 0)
    }

    // MARK: What swift test selects

    func testSwiftTestsArgumentsGiveItsPatterns() {
        let selection = SwiftPMSelection(arguments: ["--skip-build", "--filter", "CartSpec", "--filter=Basket", "--skip", "slow", "--parallel"])
        XCTAssertEqual(selection.filters, ["CartSpec", "Basket"])
        XCTAssertEqual(selection.skips, ["slow"])
        XCTAssertFalse(selection.listsOnly)
        XCTAssertTrue(SwiftPMSelection(arguments: ["list", "--skip-build"]).listsOnly)
        XCTAssertTrue(SwiftPMSelection(arguments: ["--skip-build", "list"]).listsOnly, "options before the subcommand")
        XCTAssertFalse(SwiftPMSelection(arguments: ["--filter", "list"]).listsOnly, "a filter's value")
        XCTAssertTrue(SwiftPMSelection(arguments: ["--parallel"]).selectsAll)
        XCTAssertEqual(SwiftPMSelection(arguments: ["--skip", "a"], skipList: "b:c").skips, ["b", "c"], "SwiftPM's skip list wins")
        XCTAssertEqual(SwiftPMSelection(arguments: ["-s", "M.A/testB"]).specific, "M.A/testB")
    }

    func testPatternsMatchAsSwiftPMsDo() {
        let selection = SwiftPMSelection(arguments: ["--filter", "CartSpec.a_cart", "--skip", "removes$"])
        XCTAssertTrue(selection.selects("M.CartSpec/a_cart__adds"), ". matches the slash")
        XCTAssertFalse(selection.selects("M.CartSpec/a_cart__removes"))
        XCTAssertFalse(selection.selects("M.CartSpec/testAllExamplesOfCartSpec"))
        XCTAssertTrue(SwiftPMSelection(arguments: ["-s", "M.A/testB"]).selects("M.A/testB"))
        XCTAssertFalse(SwiftPMSelection(arguments: ["-s", "M.A/testB"]).selects("M.A/testBC"))
    }

    // MARK: The list of tests

    private static let listing = #"{"name":"All tests","tests":[{"name":"debug.xctest","tests":["#
        + #"{"name":"M.CartSpec","tests":[{"name":"testAllExamplesOfCartSpec"}]},"#
        + #"{"name":"M.SubSpec","tests":[{"name":"testAllExamplesOfBaseSpec"},{"name":"testAllExamplesOfSubSpec"}]},"#
        + #"{"name":"M.PlainTests","tests":[{"name":"testA"}]}]}]}"#
    private static let cases = ["M.CartSpec": ["a_cart__adds", "a_cart__removes"], "M.SubSpec": ["sub__runs"], "M.PlainTests": ["x"]]

    private func specifiers(_ arguments: [String]) throws -> [String] {
        let json = try XCTUnwrap(TestListing.expanding(Self.listing, cases: Self.cases, selection: SwiftPMSelection(arguments: arguments)))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let bundles = try XCTUnwrap(root["tests"] as? [[String: Any]])
        return bundles.flatMap { bundle in
            ((bundle["tests"] as? [[String: Any]]) ?? []).flatMap { entry in
                ((entry["tests"] as? [[String: Any]]) ?? []).map { "\(entry["name"] ?? "")/\($0["name"] ?? "")" }
            }
        }
    }

    func testSwiftTestListShowsEveryCase() throws {
        XCTAssertEqual(try specifiers(["list"]), [
            "M.CartSpec/a_cart__adds", "M.CartSpec/a_cart__removes", "M.SubSpec/testAllExamplesOfBaseSpec", "M.SubSpec/sub__runs",
            "M.PlainTests/testA",
        ], "an inherited method and a plain test stay as XCTest lists them")
    }

    func testAClassSelectedWholeKeepsItsOneMethod() throws {
        let methods = ["M.CartSpec/testAllExamplesOfCartSpec", "M.SubSpec/testAllExamplesOfBaseSpec", "M.SubSpec/testAllExamplesOfSubSpec",
                       "M.PlainTests/testA"]
        XCTAssertEqual(try specifiers(["--parallel"]), methods, "a plain swift test --parallel runs a process per class")
        XCTAssertEqual(try specifiers(["--filter", "CartSpec|SubSpec"]), methods)
    }

    func testAClassSelectedInPartListsItsCases() throws {
        let cart = ["M.CartSpec/a_cart__adds", "M.CartSpec/a_cart__removes"]
        XCTAssertEqual(Array(try specifiers(["--filter", "CartSpec.a_cart__adds"]).prefix(2)), cart)
        XCTAssertEqual(Array(try specifiers(["--filter", "CartSpec", "--skip", "removes"]).prefix(2)), cart,
                       "the method would run the skipped example: it is not listed")
        XCTAssertEqual(Array(try specifiers(["--filter", "CartSpec.a_cart"]).prefix(2)), cart,
                       "every example matches, the method does not")
    }

    func testAListingItCannotReadIsLeftToXCTest() {
        XCTAssertNil(TestListing.expanding("Listing 2 tests", cases: [:], selection: SwiftPMSelection(arguments: [])))
    }

    // MARK: After a crash

    func testAfterACrashTheNamedExamplesGoOnFromTheirClasssMethod() {
        let listing = "M.CartSpec/testAllExamplesOfCartSpec\nM.BasketSpec/testAllExamplesOfBasketSpec\nM.PlainTests/testA\n"
        XCTAssertEqual(XCTestRemainder.argument(listing: listing, selection: "M.CartSpec/a_cart__removes,M.CartSpec/a_cart__adds,M.PlainTests",
                                                ended: [], excluded: []),
                       "M.CartSpec/a_cart__adds,M.CartSpec/a_cart__removes,M.PlainTests")
        XCTAssertEqual(XCTestRemainder.argument(listing: listing, selection: "M.CartSpec/a_cart__adds,M.PlainTests",
                                                ended: ["M.CartSpec/testAllExamplesOfCartSpec"], excluded: []),
                       "M.PlainTests", "the class's method ended: its examples did")
    }
}

final class NamedCasesSpec: SpecCase {}
