import Doubles
import Foundation
import Matchers
import XCTest

/// A double whose methods return every kind of type a lenient default exists for.
final class InventoryMock: @unchecked Sendable {
    struct Spies {
        let lookup = Spy<String, Int?>(owner: "InventoryMock")
        let names = Spy<[String]>(owner: "InventoryMock")
        let stock = Spy<[String: Int]>(owner: "InventoryMock")
        let title = Spy<String>(owner: "InventoryMock")
        let count = Spy<Int>(owner: "InventoryMock")
        let isOpen = Spy<Bool>(owner: "InventoryMock")
        let profile = Spy<String, Profile>(owner: "InventoryMock")
        let item = Spy<NonFixture>(owner: "InventoryMock")
    }

    struct Stubs {
        let price = Stub<String, Double>(owner: "InventoryMock")
    }

    let spies = Spies()
    let stubs = Stubs()

    func lookup(_ id: String) throws -> Int? { try spies.lookup.callThrowing(id) }
    func names() throws -> [String] { try spies.names.callThrowing() }
    func stock() throws -> [String: Int] { try spies.stock.callThrowing() }
    func title() -> String { spies.title.call() }
    static let countLine: UInt = #line + 1
    func count() -> Int { spies.count.call() }
    func isOpen() -> Bool { spies.isOpen.call() }
    func profile(_ id: String) async throws -> Profile { try await spies.profile.callThrowing(id) }
    static let itemLine: UInt = #line + 1
    func item() throws -> NonFixture { try spies.item.callThrowing() }
    func itemOrElse() -> NonFixture { spies.item.call(orElse: NonFixture(id: -1)) }
    func price(of name: String) -> Double { stubs.price.answer(name) }
}

final class LenientTests: XCTestCase {
    func testDoublesAreStrictByDefault() {
        let inventory = InventoryMock()
        let failures = gatherFailures { _ = inventory.count() }
        XCTAssertEqual(failures.map(\.message), [
            "InventoryMock.count() has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:)"
                + " before the code under test calls it",
        ])
        XCTAssertEqual(failures.first?.line, InventoryMock.countLine)
        XCTAssertFalse(inventory.spies.count.isLenient)
    }

    func testALenientDoubleAnswersTheEmptyValueOfEachTypeAndStillRecords() async throws {
        let inventory = InventoryMock()
        makeLenient(inventory)
        var profile: Profile?
        let failures = await gatherFailures {
            XCTAssertNil(try inventory.lookup("a"))
            XCTAssertEqual(try inventory.names(), [])
            XCTAssertEqual(try inventory.stock(), [:])
            XCTAssertEqual(inventory.title(), "")
            XCTAssertEqual(inventory.count(), 0)
            XCTAssertEqual(inventory.isOpen(), false)
            XCTAssertEqual(inventory.price(of: "tea"), 0)
            profile = try await inventory.profile("p")
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(profile, .fixture)
        XCTAssertEqual(inventory.spies.lookup.calls, ["a"])
        XCTAssertEqual(inventory.spies.count.callCount, 1)
    }

    func testStubbedAnswersStillWinOnALenientSpy() {
        let inventory = InventoryMock()
        inventory.spies.count.lenient()
        inventory.spies.count.returns(5)
        XCTAssertEqual(inventory.count(), 5)
    }

    func testLenientReturningAGivenDefault() {
        let inventory = InventoryMock()
        inventory.spies.title.lenient(returning: "untitled")
        inventory.stubs.price.lenient(returning: 9.5)
        XCTAssertEqual(inventory.title(), "untitled")
        XCTAssertEqual(inventory.price(of: "tea"), 9.5)
    }

    func testATypeWithoutADefaultFailsWhenThrowingAndUsesTheFallbackOtherwise() {
        let inventory = InventoryMock()
        inventory.spies.item.lenient()
        let failures = gatherFailures {
            XCTAssertThrowsError(try inventory.item())
            XCTAssertEqual(inventory.itemOrElse(), NonFixture(id: -1))
        }
        XCTAssertEqual(failures.map(\.message), [
            "InventoryMock.item() is lenient, but NonFixture has no default value (nil, empty, zero, false or a Fixture);"
                + " use lenient(returning:) or stub it",
        ])
        XCTAssertEqual(failures.first?.line, InventoryMock.itemLine)
    }

    func testStrictUndoesLenientAndResetKeepsIt() {
        let inventory = InventoryMock()
        inventory.spies.count.lenient()
        inventory.spies.count.reset()
        XCTAssertTrue(inventory.spies.count.isLenient)
        inventory.spies.count.strict()
        XCTAssertEqual(gatherFailures { _ = inventory.count() }.count, 1)
    }

    func testAnAnySpyIsLenientForTheCallersType() throws {
        let printer = PrinterMock()
        makeLenient(printer)
        XCTAssertEqual(try printer.decode("x", as: [Int].self), [])
        XCTAssertEqual(try printer.decode("x", as: Profile.self), .fixture)
        XCTAssertEqual(printer.spies.decode.callCount, 2)
    }

    func testMakeLenientOnAHandWrittenDoubleFailsClearly() {
        let double = ExampleProtocolMock()
        let line = #line + 1
        let failures = gatherFailures { makeLenient(double) }
        XCTAssertEqual(failures.map(\.message), [
            "makeLenient(_:) found no Spy, AnySpy or Stub in ExampleProtocolMock; a hand-written double answers unstubbed calls itself",
        ])
        XCTAssertEqual(failures.first?.line, UInt(line))
        XCTAssertTrue(failures.first?.file.hasSuffix("LenientTests.swift") == true)
    }
}
