import Foundation
import Matchers
import SpecDSL
import XCTest

/// XCTest's own set-up and tear-down of a spec class run on both routes, in XCTest's order, with
/// the example's metadata, around every example, a skipped one too.
final class SetUpSpec: QuickSpec {
    nonisolated(unsafe) static var classSetUps = 0
    nonisolated(unsafe) static var log: [String] = []

    static func take() -> [String] {
        defer { log = [] }
        return log
    }

    /// What the set-ups of `example` (a name in "set-up") write, then its tear-downs.
    static func setUps(_ example: String) -> [String] {
        ["async setUp", "setUpWithError", "setUp"].map { "\($0) set_up__\(example)" }
    }

    static func tearDowns(_ example: String) -> [String] {
        ["tearDown", "tearDownWithError", "async tearDown"].map { "\($0) set_up__\(example)" }
    }

    override class func setUp() {
        super.setUp()
        classSetUps += 1
    }

    private func note(_ step: String) { Self.log.append("\(step) \(exampleMetadata?.testName ?? "without metadata")") }

    override func setUp() async throws { note("async setUp") }
    override func setUpWithError() throws { note("setUpWithError") }
    override func setUp() {
        super.setUp()
        note("setUp")
    }
    override func tearDown() {
        note("tearDown")
        super.tearDown()
    }
    override func tearDownWithError() throws { note("tearDownWithError") }
    override func tearDown() async throws { note("async tearDown") }

    override class func spec() {
        describe("set-up") {
            it("ran the class set-up once") { expect(SetUpSpec.classSetUps) == 1 }
            it("ran the set-ups before the example and the tear-downs of the one before") {
                expect(SetUpSpec.take()) == SetUpSpec.setUps("ran_the_class_set_up_once")
                    + SetUpSpec.tearDowns("ran_the_class_set_up_once")
                    + SetUpSpec.setUps("ran_the_set_ups_before_the_example_and_the_tear_downs_of_the_one_before")
            }
            it("runs them around an async example too") {
                await Task.yield()
                expect(SetUpSpec.take()) == SetUpSpec.tearDowns("ran_the_set_ups_before_the_example_and_the_tear_downs_of_the_one_before")
                    + SetUpSpec.setUps("runs_them_around_an_async_example_too")
            }
            xit("is disabled") { fail("a disabled example ran") }
            it("ran them around the disabled example") {
                expect(SetUpSpec.take()) == SetUpSpec.tearDowns("runs_them_around_an_async_example_too")
                    + SetUpSpec.setUps("is_disabled") + SetUpSpec.tearDowns("is_disabled")
                    + SetUpSpec.setUps("ran_them_around_the_disabled_example")
            }
        }
    }
}
