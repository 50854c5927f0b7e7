import Doubles
import Foundation
import XCTest

/// Fixtures are deterministic across runs and machines. The pinned values below are what the
/// documented algorithm (FNV-1a over the label's UTF-8) gives; if one changes, every user's
/// recorded fixture values change with it, so such a change must be deliberate.
final class FixtureTests: XCTestCase {
    func testTheSeedIsFNV1a64() {
        XCTAssertEqual(FixtureSeed("").value, 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(FixtureSeed("a").value, 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(FixtureSeed("old").value, 0x1a0f_ad19_21d0_8076)
    }

    func testPinnedValuesForTheEmptyLabel() {
        XCTAssertEqual(Int.fixture, 346_656_037)
        XCTAssertEqual(Double.fixture, 466_560.37)
        XCTAssertEqual(Bool.fixture, true)
        XCTAssertEqual(String.fixture, "fixture")
        XCTAssertEqual(Character.fixture, "b")
        XCTAssertEqual(Date.fixture, Date(timeIntervalSince1970: 1_646_656_037))
        XCTAssertEqual(URL.fixture.absoluteString, "https://fixture.example/cbf29ce484222325")
        XCTAssertEqual(UUID.fixture.uuidString, "CBF29CE4-8422-4325-999A-4B7E24DB9918")
        XCTAssertEqual(Data.fixture, Data([0xcb, 0xf2, 0x9c, 0xe4, 0x84, 0x22, 0x23, 0x25]))
        XCTAssertEqual(UInt8.fixture, UInt8(truncatingIfNeeded: 346_656_037))
    }

    func testPinnedValuesForALabel() {
        XCTAssertEqual(Int.fixture(label: "old"), 89_886_326)
        XCTAssertEqual(String.fixture(label: "old"), "fixture-old")
        XCTAssertEqual(Bool.fixture(label: "old"), false)
        XCTAssertEqual(Date.fixture(label: "old"), Date(timeIntervalSince1970: 1_689_886_326))
    }

    func testTheSameLabelGivesTheSameValue() {
        XCTAssertEqual(Profile.fixture(label: "x"), Profile.fixture(label: "x"))
        XCTAssertEqual(UUID.fixture(label: "x"), UUID.fixture(label: "x"))
    }

    func testDifferentLabelsGiveDifferentValues() {
        let labels = ["", "old", "new", "a", "b", "user-1", "user-2"]
        XCTAssertEqual(Set(labels.map { Int.fixture(label: $0) }).count, labels.count)
        XCTAssertEqual(Set(labels.map { String.fixture(label: $0) }).count, labels.count)
        XCTAssertEqual(Set(labels.map { UUID.fixture(label: $0) }).count, labels.count)
        XCTAssertEqual(Set(labels.map { Date.fixture(label: $0) }).count, labels.count)
        XCTAssertEqual(Set(labels.map { URL.fixture(label: $0) }).count, labels.count)
        XCTAssertEqual(Set(labels.map { Data.fixture(label: $0) }).count, labels.count)
        XCTAssertEqual(Set(labels.map { Double.fixture(label: $0) }).count, labels.count)
        XCTAssertNotEqual(Profile.fixture(label: "old"), Profile.fixture(label: "new"))
        XCTAssertEqual(Set(labels.map { Bool.fixture(label: $0) }), [true, false])
    }

    func testComposedFixturesGiveEachFieldItsOwnLabel() {
        XCTAssertEqual(Profile.fixture, Profile(name: "fixture-0", age: 997_487_868))
        XCTAssertEqual(Profile.fixture(label: "old").name, "fixture-old.0")
        XCTAssertEqual(Pair.fixture.first == Pair.fixture.second, false)
    }

    func testConfigureChangesTheFixture() {
        let custom = Profile.fixture { $0.name = "custom" }
        XCTAssertEqual(custom.name, "custom")
        XCTAssertEqual(custom.age, Profile.fixture.age)
        XCTAssertEqual(Profile.fixture(label: "old") { $0.age = 3 }, Profile(name: "fixture-old.0", age: 3))
    }

    func testCollectionsAndOptionals() {
        XCTAssertEqual([Int].fixture, [Int.fixture])
        XCTAssertEqual(Set<String>.fixture, ["fixture"])
        XCTAssertEqual([String: Int].fixture(label: "k"), ["fixture-k": Int.fixture(label: "k")])
        XCTAssertEqual(Int?.fixture, Int.fixture)
        XCTAssertEqual(Nested.fixture.profiles, [Profile.fixture(label: "0")])
    }
}

private struct Pair: Fixture, Equatable {
    let first: Int
    let second: Int

    static func fixture(label: String) -> Pair { compose(Pair.init(first:second:), label: label) }
}

private struct Nested: Fixture {
    let profiles: [Profile]
    let note: String?

    static func fixture(label: String) -> Nested { compose(Nested.init(profiles:note:), label: label) }
}
