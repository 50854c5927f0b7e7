import Foundation
import Matchers
import Tables
import XCTest

/// An object input or expected output is decoded into the closure's `Decodable` type: a key that
/// type never reads is a mistake in the table (a misspelled optional field would otherwise decode
/// as `nil` and the case would silently test another scenario).
final class InputKeyTests: XCTestCase {
    struct Person: Decodable {
        let name: String?
        let age: Int
        let homepage: URL?
        let born: Date?
    }

    struct Big: Decodable {
        let big: Int128
        let bigger: UInt128
        let many: [Int128]
    }

    struct Team: Decodable {
        let lead: Person
        let members: [Person]
        let tags: [String: Int]
    }

    final class Employee: Decodable {
        let badge: Int
        let person: Person
        required init(from decoder: any Decoder) throws {
            enum Keys: String, CodingKey { case badge }
            badge = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .badge)
            person = try Person(from: decoder)  // the same object, read by two types
        }
    }

    private func failures<Input: Decodable>(_ inputs: String, as input: Input.Type, output: String = #""ok""#) throws -> [String] {
        let table = try TestTable(json: #"{"test-cases": [{"name": "Case", "inputs": ["# + inputs + #"], "expected-output": "# + output + "}]}",
                                  file: "People.testkit")
        return gatherFailures { table.cases[0].check { (_: Input) in "ok" } }.map(\.message)
    }

    func testAMisspelledOptionalKeyFailsTheCaseNamingKeyTypeAndCase() throws {
        XCTAssertEqual(try failures(#"{"nmae": "Bob", "age": 3}"#, as: Person.self), [
            #"People.testkit:1: test-cases[0] "Case", input {"age": 3, "nmae": "Bob"}: the input cannot be passed as Person: key "nmae" is never read (misspelled? fix it, or remove it from the table)"#,
        ])
    }

    func testEveryKeyReadPassesWithJSONDecodersValues() throws {
        XCTAssertEqual(try failures(#"{"name": "Bob", "age": 3, "homepage": "https://example.com/bob", "born": 0}"#, as: Person.self), [])
        XCTAssertEqual(try failures(#"{"age": 3}"#, as: Person.self), [], "a key left out is what optionals are for")
        XCTAssertEqual(try failures(#"{"big": 5, "bigger": 6, "many": [7]}"#, as: Big.self), [], "128-bit integers decode as JSONDecoder decodes them")
        XCTAssertEqual(try failures(#"{"lead": {"age": 1}, "members": [{"age": 2}, {"name": "Al", "age": 3}], "tags": {"x": 1, "any key": 2}}"#,
                                    as: Team.self), [], "a dictionary reads every key")
        XCTAssertEqual(try failures(#"{"badge": 7, "name": "Bob", "age": 3}"#, as: Employee.self), [],
                       "keys read by any type decoding the object count")
    }

    func testNestedObjectsAndArraysNameTheWayToTheKey() throws {
        XCTAssertEqual(try failures(#"{"lead": {"age": 1}, "members": [{"age": 2}, {"age": 3, "agee": 4}], "tags": {}}"#, as: Team.self), [
            #"People.testkit:1: test-cases[0] "Case", input {"lead": {"age": 1}, "members": [{"age": 2}, {"age": 3, "agee": 4}], "tags": {}}: the input cannot be passed as Team: key "agee" at "members.[1]" is never read (misspelled? fix it, or remove it from the table)"#,
        ])
    }
}
