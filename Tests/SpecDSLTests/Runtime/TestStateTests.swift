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
                @TestState var sut: Cart! = Cart()
                probe = { sut }
                afterEach { journal.record("afterEach sees \(sut.items)") }
                it("adds tea") { sut.items.append("tea"); journal.record("\(sut.items)") }
                it("starts empty") { journal.record("\(sut.items)") }
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
                @TestState var sut: Int?
                it("sets it") { journal.record("\(String(describing: sut))"); sut = 3 }
                it("sees nil again") { journal.record("\(String(describing: sut))") }
            }
        }
        for planned in plan.examples { _ = await TreeHarness.run(planned) }

        XCTAssertEqual(journal.entries, ["nil", "nil"])
    }

    func testTheInitialValueFormWithAnArgument() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("numbers") {
                @TestState([1, 2]) var sut: [Int]!
                it("appends") { sut.append(3); journal.record("\(sut!)") }
                it("starts again") { journal.record("\(sut!)") }
            }
        }
        for planned in plan.examples { _ = await TreeHarness.run(planned) }

        XCTAssertEqual(journal.entries, ["[1, 2, 3]", "[1, 2]"])
    }

    func testStateInAsyncExamples() async throws {
        let journal = Journal()
        let plan = TreeHarness.plan {
            describe("async") {
                @TestState var sut: String! = "fresh"
                it("changes it") {
                    await Task.yield()
                    sut = "changed"
                    journal.record(sut)
                }
                it("sees it fresh") { await Task.yield(); journal.record(sut) }
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
