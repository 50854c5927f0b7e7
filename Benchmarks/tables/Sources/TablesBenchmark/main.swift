// Times three ways of running the same checks, alternating them so that drift affects all alike:
//   table:        TableRunner(contentsOf:) — reading, parsing and validating the file included —
//                 then run { input * 2 } with every output validated against the table.
//   literal+expect: the rows as a Swift array literal, each checked with `expect(x) == y`,
//                 which is how the same checks are written in a spec without a table.
//   literal+XCTAssertEqual: the same, with XCTest's assertion.
//   literal+==:   the same literal loop with a bare `==` and no reporting at all (a floor).
import Foundation
import Matchers
import Tables
import XCTest

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: TablesBenchmark <Rows.testkit> [repetitions]")
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 21 : 21

func double(_ input: Int) -> Int { input &* 2 }

func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

var tableTimes: [Double] = []
var expectTimes: [Double] = []
var assertTimes: [Double] = []
var bareTimes: [Double] = []
var failures = 0
var summary: TableSummary?

// Print the runner's summary once, not on every repetition.
let standardOutput = dup(STDOUT_FILENO)
let devNull = open("/dev/null", O_WRONLY)

for _ in 0..<repetitions {
    dup2(devNull, STDOUT_FILENO)
    tableTimes.append(time {
        summary = TableRunner(contentsOf: url) { _ in failures += 1 }.run { (input: Int) -> Int in double(input) }
    })
    fflush(nil)
    dup2(standardOutput, STDOUT_FILENO)
    expectTimes.append(time {
        for row in literalRows {
            expect(double(row.input)) == row.expected
        }
    })
    assertTimes.append(time {
        for row in literalRows {
            XCTAssertEqual(double(row.input), row.expected)
        }
    })
    bareTimes.append(time {
        for row in literalRows where double(row.input) != row.expected {
            failures += 1
        }
    })
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let table = median(tableTimes)
let literalExpect = median(expectTimes)
let literalAssert = median(assertTimes)
let literalBare = median(bareTimes)
print("rows: \(literalRows.count), repetitions: \(repetitions), failures: \(failures)")
print(summary.map { "table summary: \($0)" } ?? "no summary")
print(String(format: "table (load + run):          %8.3f ms", table))
print(String(format: "array literal + expect ==:   %8.3f ms", literalExpect))
print(String(format: "array literal + XCTAssertEqual: %8.3f ms", literalAssert))
print(String(format: "array literal + bare ==:     %8.3f ms", literalBare))
print(String(format: "ratio table / literal+expect: %.2fx", table / literalExpect))
print(String(format: "ratio table / literal+XCTAssertEqual: %.2fx", table / literalAssert))
print(String(format: "ratio table / literal+==:     %.1fx", table / max(literalBare, 0.000_001)))
