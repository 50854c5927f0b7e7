import Tables

struct ParseError: TestableError {
    let type: String

    func validate(expected: TableDictionary) -> Bool {
        expected.value("type", matches: type)
    }
}

/// `nil` for text that is not an optionally signed run of digits; throws when it does not fit `Int`.
func parseInteger(_ text: String) throws(ParseError) -> Int? {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    guard let value = Int(text) else { throw ParseError(type: "overflow") }
    return value
}

/// A `Decodable & Equatable` output: the empty conformance is all a table needs.
struct Point: Decodable, Equatable, TestableOutput {
    let x: Int
    let y: Int

    init(pair: [Int]) {
        x = pair.first ?? 0
        y = pair.last ?? 0
    }
}
