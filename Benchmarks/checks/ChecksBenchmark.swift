// The cost of one check: SpecKit's `expect`/`require` forms against the XCTest assertion doing
// the same check and against Nimble's form of it (NimbleChecks.swift), timed in the same process,
// in the same round, alternating. Debug build, as `swift test` builds. run.sh builds and runs it;
// it is not part of SpecKit's own test suite.
//
// Environment:
//   CHECKS_ROUNDS   rounds (default 9); the tables show the median ns per check of each side.
//   CHECKS_N        checks per side per round (default 20000 passing, 2000 failing).
//   CHECKS_ONLY     `<shape>:<side>`, side `speckit`, `xctest` or `nimble`: run only that check,
//                   100 times to warm up, then CHECKS_N times in `repeatCheck`, and print nothing
//                   (for `valgrind --tool=callgrind --toggle-collect='*repeatCheck*'`).
//
// Each check must record no failure when passing and exactly one when failing, on every side, or
// the test fails (and the process exits non-zero): the tables would measure the wrong thing.
import Foundation
import Matchers
import XCTest

/// One row of a table: a SpecKit check and the XCTest and Nimble checks it is compared with.
struct Shape {
    let name: String
    let baselineName: String
    let speckit: () -> Void
    let xctest: () -> Void
    /// Nimble's form of the check (NimbleChecks.swift); nil where Nimble has none.
    var nimble: (() -> Void)? = nil

    /// The checks by side, as CHECKS_ONLY names them.
    var sides: [(name: String, check: () -> Void)] {
        [("speckit", speckit), ("xctest", xctest)] + (nimble.map { [("nimble", $0)] } ?? [])
    }
}

final class ChecksBenchmark: XCTestCase {
    // Values the checks read, stored so that no check is a compile-time constant.
    var int = 1
    var otherInt = 2
    var double = 1.0
    var optional: Int? = nil
    var present: Int? = 1
    var flag = true
    var array = [1, 2, 3]

    /// Failures the checks recorded while measured: counted and dropped here, for every side, so
    /// that none pays for printing them. Outside the measured checks (the benchmark's own
    /// assertions) failures are recorded as usual.
    var droppedFailures = 0
    var dropsFailures = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if dropsFailures {
            droppedFailures += 1
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The shapes with Nimble's form of each attached, by name.
    func withNimble(_ shapes: [Shape], _ nimble: [String: () -> Void]) -> [Shape] {
        let unknown = Set(nimble.keys).subtracting(shapes.map(\.name))
        precondition(unknown.isEmpty, "Nimble checks for no shape: \(unknown.sorted())")
        return shapes.map { shape in
            var shape = shape
            shape.nimble = nimble[shape.name]
            return shape
        }
    }

    func passingShapes() -> [Shape] {
        withNimble([
            Shape(name: "expect(x) == y", baselineName: "XCTAssertEqual",
                  speckit: { expect(self.int) == 1 }, xctest: { XCTAssertEqual(self.int, 1) }),
            Shape(name: "expect(x).to(equal(y))", baselineName: "XCTAssertEqual",
                  speckit: { expect(self.int).to(equal(1)) }, xctest: { XCTAssertEqual(self.int, 1) }),
            Shape(name: "expect(opt).to(beNil())", baselineName: "XCTAssertNil",
                  speckit: { expect(self.optional).to(beNil()) }, xctest: { XCTAssertNil(self.optional) }),
            Shape(name: "expect(flag).to(beTrue())", baselineName: "XCTAssertTrue",
                  speckit: { expect(self.flag).to(beTrue()) }, xctest: { XCTAssertTrue(self.flag) }),
            Shape(name: "expect(arr).to(contain(3))", baselineName: "XCTAssertTrue(contains)",
                  speckit: { expect(self.array).to(contain(3)) }, xctest: { XCTAssertTrue(self.array.contains(3)) }),
            Shape(name: "expect(d).to(beCloseTo(1, within:))", baselineName: "XCTAssertEqual(accuracy:)",
                  speckit: { expect(self.double).to(beCloseTo(1.0, within: 0.01)) },
                  xctest: { XCTAssertEqual(self.double, 1.0, accuracy: 0.01) }),
            Shape(name: "expect(arr).to(haveCount(3))", baselineName: "XCTAssertEqual(count)",
                  speckit: { expect(self.array).to(haveCount(3)) }, xctest: { XCTAssertEqual(self.array.count, 3) }),
            Shape(name: "try require(opt).toNot(beNil())", baselineName: "XCTUnwrap",
                  speckit: { _ = try? require(self.present).toNot(beNil()) }, xctest: { _ = try? XCTUnwrap(self.present) }),
            Shape(name: "expect(x).toEventually(equal(y))", baselineName: "XCTAssertEqual",
                  speckit: { expect(self.int).toEventually(equal(1)) }, xctest: { XCTAssertEqual(self.int, 1) }),
            // A matcher without a fast path (a closure, like a user's `Matcher.define`), and `toNot`.
            Shape(name: "expect(x).to(beGreaterThan(0))", baselineName: "XCTAssertGreaterThan",
                  speckit: { expect(self.int).to(beGreaterThan(0)) }, xctest: { XCTAssertGreaterThan(self.int, 0) }),
            Shape(name: "expect(x).toNot(beNil())", baselineName: "XCTAssertNotNil",
                  speckit: { expect(self.present).toNot(beNil()) }, xctest: { XCTAssertNotNil(self.present) }),
            // The floor of the API's shape: creating the expectation (its lazily evaluated,
            // cached `Expression`) and evaluating it once, with no matcher and no comparison.
            Shape(name: "floor: expect(x), evaluated", baselineName: "XCTAssertEqual",
                  speckit: { _ = try? expect(self.int).expression.evaluate() }, xctest: { XCTAssertEqual(self.int, 1) }),
        ], nimblePassingChecks())
    }

    func failingShapes() -> [Shape] {
        withNimble([
            Shape(name: "expect(x) == y", baselineName: "XCTAssertEqual",
                  speckit: { expect(self.int) == 2 }, xctest: { XCTAssertEqual(self.int, 2) }),
            Shape(name: "expect(x).to(equal(y))", baselineName: "XCTAssertEqual",
                  speckit: { expect(self.int).to(equal(2)) }, xctest: { XCTAssertEqual(self.int, 2) }),
            Shape(name: "expect(opt).to(beNil())", baselineName: "XCTAssertNil",
                  speckit: { expect(self.present).to(beNil()) }, xctest: { XCTAssertNil(self.present) }),
            Shape(name: "expect(flag).to(beTrue())", baselineName: "XCTAssertTrue",
                  speckit: { expect(!self.flag).to(beTrue()) }, xctest: { XCTAssertTrue(!self.flag) }),
            Shape(name: "expect(arr).to(contain(4))", baselineName: "XCTAssertTrue(contains)",
                  speckit: { expect(self.array).to(contain(4)) }, xctest: { XCTAssertTrue(self.array.contains(4)) }),
            Shape(name: "expect(d).to(beCloseTo(2, within:))", baselineName: "XCTAssertEqual(accuracy:)",
                  speckit: { expect(self.double).to(beCloseTo(2.0, within: 0.01)) },
                  xctest: { XCTAssertEqual(self.double, 2.0, accuracy: 0.01) }),
            Shape(name: "expect(arr).to(haveCount(4))", baselineName: "XCTAssertEqual(count)",
                  speckit: { expect(self.array).to(haveCount(4)) }, xctest: { XCTAssertEqual(self.array.count, 4) }),
            Shape(name: "try require(nil).toNot(beNil())", baselineName: "XCTUnwrap(nil)",
                  speckit: { _ = try? require(self.optional).toNot(beNil()) }, xctest: { _ = try? XCTUnwrap(self.optional) }),
        ], nimbleFailingChecks())
    }

    func testPassingChecks() {
        run("passing", passingShapes(), defaultCount: 20_000, failuresPerCheck: 0)
    }

    func testFailingChecks() {
        run("failing", failingShapes(), defaultCount: 2_000, failuresPerCheck: 1)
    }

    var rounds: Int { Int(ProcessInfo.processInfo.environment["CHECKS_ROUNDS"] ?? "") ?? 9 }

    func run(_ title: String, _ shapes: [Shape], defaultCount: Int, failuresPerCheck: Int) {
        let environment = ProcessInfo.processInfo.environment
        let count = Int(environment["CHECKS_N"] ?? "") ?? defaultCount
        // Checks that recorded another number of failures than `failuresPerCheck` each.
        var wrong: [String] = []
        // Runs one side's checks with their failures dropped, and notes a wrong number of them.
        func checked<Result>(_ shape: Shape, _ side: String, checks: Int, _ body: () -> Result) -> Result {
            let before = droppedFailures
            dropsFailures = true
            let result = body()
            dropsFailures = false
            let failures = droppedFailures - before
            if failures != checks * failuresPerCheck {
                wrong.append("\(shape.name):\(side) recorded \(failures) failures in \(checks) checks")
            }
            return result
        }
        defer { XCTAssert(wrong.isEmpty, "\(title) checks with another number of failures than \(failuresPerCheck) each: \(wrong)") }
        if let only = environment["CHECKS_ONLY"] {
            // Warmed up first, so that one-time work (metadata, conformance caches) is not counted
            // when callgrind collects only inside `repeatCheck`.
            for shape in shapes {
                for side in shape.sides where only == "\(shape.name):\(side.name)" {
                    checked(shape, side.name, checks: 100 + count) { warmUp(side.check); repeatCheck(count, side.check) }
                }
            }
            return
        }
        var speckit = Array(repeating: [Double](), count: shapes.count)
        var xctest = speckit, nimble = speckit
        for _ in 0..<rounds {
            for (index, shape) in shapes.enumerated() {
                xctest[index].append(checked(shape, "xctest", checks: count) { time(count, shape.xctest) })
                speckit[index].append(checked(shape, "speckit", checks: count) { time(count, shape.speckit) })
                if let check = shape.nimble {
                    nimble[index].append(checked(shape, "nimble", checks: count) { time(count, check) })
                }
            }
        }
        print("\n\(title) checks, ns per check, median of \(rounds) rounds of \(count):")
        print(pad("SpecKit", 36) + pad("ns", 9) + pad("XCTest", 26) + pad("ns", 8) + pad("ratio (min-max)", 22)
            + pad("Nimble ns", 11) + "ratio (min-max)")
        for (index, shape) in shapes.enumerated() {
            let theirs = median(xctest[index])
            // A side's median ns, and its ratio to XCTest with the range of the rounds' ratios.
            func versusXCTest(_ times: [Double]) -> (ns: String, ratio: String) {
                guard !times.isEmpty else { return ("-", "-") }
                let ratios = zip(times, xctest[index]).map { $0 / $1 }.sorted()
                return (format(median(times), 0),
                        "\(format(median(times) / theirs, 1))x (\(format(ratios.first!, 1))-\(format(ratios.last!, 1)))")
            }
            let ours = versusXCTest(speckit[index]), nimbles = versusXCTest(nimble[index])
            print(pad(shape.name, 36) + pad(ours.ns, 9) + pad(shape.baselineName, 26) + pad(format(theirs, 0), 8)
                + pad(ours.ratio, 22) + pad(nimbles.ns, 11) + nimbles.ratio)
        }
    }

    @inline(never)
    func warmUp(_ check: () -> Void) {
        for _ in 0..<100 { check() }
    }

    @inline(never)
    func repeatCheck(_ count: Int, _ check: () -> Void) {
        for _ in 0..<count { check() }
    }

    /// Nanoseconds per check.
    func time(_ count: Int, _ check: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        repeatCheck(count, check)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
    }

    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0) }
}
