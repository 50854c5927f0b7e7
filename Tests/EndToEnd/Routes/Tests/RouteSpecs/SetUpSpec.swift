import Foundation
import Matchers
import SpecDSL
import XCTest

/// XCTest's own set-up and tear-down of a spec class run on both routes, in XCTest's order.
final class SetUpSpec: QuickSpec {
    nonisolated(unsafe) static var classSetUps = 0
    nonisolated(unsafe) static var log: [String] = []

    static func take() -> [String] {
        defer { log = [] }
        return log
    }

    override class func setUp() {
        super.setUp()
        classSetUps += 1
    }

    override func setUp() async throws { Self.log.append("async setUp") }
    override func setUp() {
        super.setUp()
        Self.log.append("setUp")
    }
    override func tearDown() {
        Self.log.append("tearDown")
        super.tearDown()
    }

    override class func spec() {
        describe("set-up") {
            it("ran the class set-up once") { expect(SetUpSpec.classSetUps) == 1 }
            it("ran the set-ups before the example, after the tear-down of the one before") {
                expect(SetUpSpec.take()) == ["async setUp", "setUp", "tearDown", "async setUp", "setUp"]
            }
            it("runs them around an async example too") {
                await Task.yield()
                expect(SetUpSpec.take()) == ["tearDown", "async setUp", "setUp"]
            }
        }
    }
}
