import Matchers
@_spi(SpecDiscovery) import SpecDSL
import XCTest

// SwiftPM lists a concrete spec's generated method for each subclass in the same module too:
// `ChildOfConcreteSpec` gets `testAllExamplesOfConcreteParentSpec` as well as its own.

class ConcreteParentSpec: Spec {
    override class func spec() {
        it("runs in the parent and in the child") { expect(currentSpec()).toNot(beNil()) }
    }
}

final class ChildOfConcreteSpec: ConcreteParentSpec {}

final class InheritedAnchorTests: XCTestCase {
    func testTheInheritedAnchorOfASubclassRunsNothing() {
        let child = ChildOfConcreteSpec(name: "testAllExamplesOfConcreteParentSpec") { _ in }
        DiscoveredSpecs(specs: [ConcreteParentSpec.self, ChildOfConcreteSpec.self], configurations: [])
            .runExamples(of: child, anchoredIn: ConcreteParentSpec.self)
        XCTAssertEqual(child.testRun?.executionCount, 0)
        XCTAssertEqual(child.testRun?.totalFailureCount, 0)
        XCTAssertEqual((child.testRun?.test as? XCTestSuite)?.tests.count, 0)
    }
}
