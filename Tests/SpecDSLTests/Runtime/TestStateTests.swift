import Matchers
import XCTest

@testable import SpecDSL

final class TestStateTests: XCTestCase {
    final class Cart {
        var items: [String] = []
    }

    func testAnInitialValueIsMadeAnewForEachExampleAndResetAfterTheAfterEachHooks() async throws {
        let journal = Journal()
        var probe: (() -> Cart?)?
        let plan = TreeHarness.plan {
            describe("Cart") {
                @TestState var cart: Cart! = Cart()
                probe = { cart }
                afterEach { journal.record("afterEach sees \(cart.items)") }
                it("adds tea") { cart.items.append("tea"); journal.record("\(cart.items)") }
                it("starts empty") { journal.record("\(cart.items)") }
            }
        }
        for planned in plan.examples {
            let result = await TreeHarness.run(planned)
            XCTAssertEqual(result.failures, [])
            XCTAssertNil(probe?() ?? nil, "reset after \(planned.metadata.testName)")
        }

        XCTAssertEqual(journal.entries, ["[\"tea\"]", "afterEach sees [\"tea\"]", "[]", "afterEach sees []"])
    }

    func testAStateWithoutAnInitialValueStartsNilInEachExample() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("counter") {
                @TestState var count: Int?
                it("sets it") { journal.record("\(String(describing: count))"); count = 3 }
                it("sees nil again") { journal.record("\(String(describing: count))") }
            }
        }
        for planned in plan.examples { _ = await TreeHarness.run(planned) }

        XCTAssertEqual(journal.entries, ["nil", "nil"])
    }

    func testTheInitialValueFormWithAnArgument() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("numbers") {
                @TestState([1, 2]) var numbers: [Int]!
                it("appends") { numbers.append(3); journal.record("\(numbers!)") }
                it("starts again") { journal.record("\(numbers!)") }
            }
        }
        for planned in plan.examples { _ = await TreeHarness.run(planned) }

        XCTAssertEqual(journal.entries, ["[1, 2, 3]", "[1, 2]"])
    }

    func testStateInAsyncExamples() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("async") {
                @TestState var value: String! = "fresh"
                it("changes it") {
                    await Task.yield()
                    value = "changed"
                    journal.record(value)
                }
                it("sees it fresh") { await Task.yield(); journal.record(value) }
            }
        }
        for planned in plan.examples { _ = await TreeHarness.run(planned) }

        XCTAssertEqual(journal.entries, ["changed", "fresh"])
    }

    func testOutsideOfSpecItIsAPlainOptional() {
        @TestState var value: Int! = 4
        XCTAssertNil(value)
        value = 5
        XCTAssertEqual(value, 5)
    }
}
