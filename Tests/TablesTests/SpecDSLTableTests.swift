import Matchers
import XCTest

@testable import SpecDSL
import SpecTables
import Tables

/// `itBehavesLike(table:)` through the real DSL: the example tree it builds, the XCTest names,
/// and the failures its examples report when run.
final class SpecDSLTableTests: XCTestCase {
    private func plan(_ content: () -> Void) -> SpecPlan {
        let root = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        let builder = SpecBuilder(root: root)
        // Specs are built on the main actor, as the routes build them.
        nonisolated(unsafe) let content = content
        MainActorHop.run { BuildingState.shared.building(with: builder, content) }
        return SpecPlan(specName: "TableSpec", root: root, failingCases: builder.failingCases)
    }

    @MainActor private static func failures(of example: SpecPlan.PlannedExample) async -> [RecordedFailure] {
        let run = ExampleRun(example)
        if example.needsAsync {
            return await gatherFailures { await run.run() }
        }
        return gatherFailures { run.runSynchronously() }
    }

    func testEachInputIsAnExampleAndAWrongOutputFailsAtTheCallSite() async throws {
        let line = #line + 3  // the itBehavesLike line
        let plan = plan {
            describe("analyze") {
                itBehavesLike(table: "AnalyzeSentenceWrongOutput", bundle: .module) { (input: String) throws -> SentenceAnalysis in
                    try analyze(sentence: input)
                }
            }
        }

        XCTAssertEqual(plan.examples.map(\.metadata.testName), [
            "analyze__Cat_Conjugations__The_cat_jumped_on_the_sofa",
            "analyze__Cat_Conjugations__The_cat_is_jumping_on_the_sofa",
            "analyze__Cat_Conjugations__The_cat_will_jump_onto_the_sofa",
            "analyze__Adjectives__input_0",
            "analyze__Complex_Verb__We_all_would_have_liked_more_presents",
            "analyze__Missing_Subjects__in_the_pantry",
            "analyze__Missing_Subjects__can_be_twelve",
            "analyze__Missing_Verbs__The_balloon_good",
            "analyze__Missing_Verbs__Dog_man_s_best_friend",
        ])
        XCTAssertEqual(plan.failingCases.count, 0)
        var results: [[String]] = []
        for example in plan.examples {
            results.append(await Self.failures(of: example).map(\.message))
        }
        XCTAssertEqual(results.filter { !$0.isEmpty }, [[
            #"AnalyzeSentenceWrongOutput.testkit:16: test-cases[2] "Complex Verb", input "We all would have liked more presents": "#
                + #"expected <{"action": "love", "average-syllables": 1.14, "subject": "we"}>, "#
                + #"got <SentenceAnalysis(subject: "we", action: "like", averageSyllablesPerWord: 1.1428571428571428)>"#,
        ]])
        let failure = await Self.failures(of: plan.examples[4]).first
        XCTAssertEqual(failure?.location.line, UInt(line))
        XCTAssertEqual(failure.map { "\($0.location.filePath)" }, #filePath)
    }

    func testAsyncClosuresRunAsAsyncExamples() async {
        let plan = plan {
            describe("parse") {
                itBehavesLike(table: "ParseInteger", bundle: .module) { (input: String) async throws -> Int? in
                    await Task.yield()
                    return try parseInteger(input)
                }
            }
        }

        XCTAssertEqual(plan.examples.count, 8)
        XCTAssertTrue(plan.examples.allSatisfy(\.needsAsync))
        var messages: [String] = []
        for example in plan.examples {
            messages += await Self.failures(of: example).map(\.message)
        }
        XCTAssertEqual(messages, [])
    }

    func testATableThatCannotBeLoadedIsOneFailingExample() async {
        let plan = plan {
            describe("parse") {
                itBehavesLike(table: "NoSuchTable", bundle: .module) { (input: String) -> Int? in Int(input) }
            }
        }

        XCTAssertEqual(plan.examples.map(\.metadata.testName), ["parse__loads_NoSuchTable_testkit"])
        let messages = await Self.failures(of: plan.examples[0]).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("NoSuchTable.testkit: no such table; searched (with subfolders): ") ?? false, "\(messages)")
    }

    func testBrokenCasesFailInTheirGroupAndTheOthersRun() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID().uuidString).testkit")
        try Data(#"{"test-cases": [{"name": "Good", "inputs": "4", "expected-output": 4}, {"name": "No output", "inputs": "1"}]}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let plan = plan {
            describe("parse") {
                itBehavesLike(table: url.lastPathComponent, bundle: Bundle(url: url.deletingLastPathComponent())) { (input: String) -> Int? in
                    Int(input)
                }
            }
        }

        XCTAssertEqual(plan.examples.map(\.metadata.testName), ["parse__Good__4", "parse__No_output__is_a_valid_table_case"])
        let first = await Self.failures(of: plan.examples[0]).map(\.message)
        let second = await Self.failures(of: plan.examples[1]).map(\.message)
        XCTAssertEqual(first, [])
        XCTAssertEqual(second, [
            "\(url.lastPathComponent):1: test-cases[1] \"No output\": missing \"expected-output\" (add it, or add \"expect-error\": true to expect a thrown error)",
        ])
    }
}
