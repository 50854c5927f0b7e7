import Matchers
import XCTest

/// Checks that `body` fails with exactly these messages (and nothing else).
func assertFailures(
    _ expected: [String],
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Void
) {
    XCTAssertEqual(gatherFailures(body).map(\.message), expected, file: file, line: line)
}

/// Checks that `body` records no failure.
func assertPasses(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
    assertFailures([], file: file, line: line, body)
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

func explode() throws -> Int { throw Boom() }

/// The lines `offsets` away from `base`: `lines(#line, -3, -2)`.
func lines(_ base: UInt, _ offsets: Int...) -> [UInt] {
    offsets.map { UInt(Int(base) + $0) }
}
