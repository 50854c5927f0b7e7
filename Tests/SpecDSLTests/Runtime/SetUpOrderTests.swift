#if os(Linux)
import XCTest

@testable import SpecDSL

/// Swift Testing's route runs the spec's own set-ups and tear-downs as XCTest does
/// (`SetUpOrderSpec` checks XCTest's order): each with the example's metadata, every one even
/// when one before it threw, and the example only when none threw.
@MainActor
final class SetUpOrderTests: XCTestCase {
    func testAHostedExampleRunsEverySetUpAndTearDownInXCTestsOrder() async throws {
        let plan = TreeHarness.plan("SetUpOrderSpec") { it("is hosted") {} }
        let host = try XCTUnwrap(SetUpOrderSpec.detachedInstance(named: "is_hosted"))
        host.planned = plan.examples[0]
        SetUpOrderSpec.log = []
        SetUpOrderSpec.throwing = ["async setUp", "tearDownWithError"]
        defer {
            SetUpOrderSpec.throwing = []
            SetUpOrderSpec.log = []
        }
        var ran = false
        let thrown = await host.runHosted { ran = true }
        XCTAssertFalse(ran, "a set-up threw: the example does not run")
        XCTAssertEqual(thrown.map { "\($0)" }, ["boom", "boom"])
        XCTAssertEqual(SetUpOrderSpec.log, ["async setUp", "setUpWithError", "setUp", "tearDown", "tearDownWithError", "async tearDown"]
            .map { "\($0) is_hosted" })
    }
}
#endif
