import Foundation
import Matchers
import SpecDSL
import XCTest

/// The spec's own set-ups and tear-downs, as XCTest runs them around an example: in this order,
/// each with the example's metadata. `SetUpOrderTests` runs them as Swift Testing's route does.
final class SetUpOrderSpec: Spec {
    nonisolated(unsafe) static var log: [String] = []
    /// The set-ups and tear-downs that throw, by the names the log gives them.
    nonisolated(unsafe) static var throwing: Set<String> = []

    private func note(_ step: String) throws {
        Self.log.append("\(step) \(exampleMetadata?.testName ?? "nil")")
        if Self.throwing.contains(step) { throw Boom() }
    }

    override func setUp() async throws { try note("async setUp") }
    override func setUpWithError() throws { try note("setUpWithError") }
    override func setUp() {
        super.setUp()
        try? note("setUp")
    }
    override func tearDown() {
        try? note("tearDown")
        super.tearDown()
    }
    override func tearDownWithError() throws { try note("tearDownWithError") }
    override func tearDown() async throws { try note("async tearDown") }

    override class func spec() {
        it("runs after the set ups") {
            expect(SetUpOrderSpec.log) == ["async setUp", "setUpWithError", "setUp"].map { "\($0) runs_after_the_set_ups" }
            SetUpOrderSpec.log = []
        }
    }
}
