import Matchers
import XCTest

@testable import SpecDSL

/// Builds example trees from DSL closures and runs their examples outside XCTest's machinery,
/// so tests can look at the order things ran in and at the failures they produced.
enum TreeHarness {
    /// Builds a spec named `name` (module-qualified: `qualifiedName`) whose `spec()` is `content`.
    static func plan(_ name: String = "HarnessSpec", qualifiedName: String? = nil, _ content: () -> Void) -> SpecPlan {
        let root = ExampleGroup(description: nil, location: SourceLocation(), mark: .none)
        let builder = SpecBuilder(root: root)
        // Specs are built on the main actor, as the routes build them.
        nonisolated(unsafe) let content = content
        MainActorHop.run { BuildingState.shared.building(with: builder, content) }
        return SpecPlan(specName: name, root: root, failingCases: builder.failingCases, qualifiedName: qualifiedName)
    }

    /// Runs one planned example with its hooks, on the main actor as the routes do, and returns
    /// its failures and the skip, if any.
    @MainActor static func run(_ planned: SpecPlan.PlannedExample) async -> (failures: [RecordedFailure], skipped: Bool) {
        let run = ExampleRun(planned)
        let failures: [RecordedFailure]
        if planned.needsAsync {
            failures = await gatherFailures { await run.run() }
        } else {
            failures = gatherFailures { run.runSynchronously() }
        }
        return (failures, run.skip != nil)
    }

    /// The names of the examples of a plan.
    static func names(_ plan: SpecPlan) -> [String] { plan.examples.map(\.metadata.testName) }
}

/// Collects the order in which closures ran.
final class Journal: @unchecked Sendable {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

