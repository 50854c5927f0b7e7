// The cost of one check: SpecKit's `expect`/`require` forms against the XCTest assertion doing
// the same check, timed in the same process, in the same round, alternating. Debug build, as
// `swift test` builds. run.sh builds and runs it; it is not part of SpecKit's own test suite.
//
// Environment:
//   CHECKS_ROUNDS   rounds (default 9); the tables show the median ns per check of each side.
//   CHECKS_N        checks per side per round (default 20000 passing, 2000 failing).
//   CHECKS_ONLY     `<shape>:<side>`: run only that check, 100 times to warm up, then CHECKS_N
//                   times in `repeatCheck`, and print nothing (for `valgrind --tool=callgrind
//                   --toggle-collect='*repeatCheck*'`).
import Foundation
import Matchers
import XCTest

/// One row of a table: a SpecKit check and the XCTest check it is compared with.
struct Shape {
    let name: String
    let baselineName: String
    let speckit: () -> Void
    let xctest: () -> Void
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

    /// Failures the failing benchmark produced: counted and dropped here, for both sides, so
    /// that neither pays for printing them.
    var droppedFailures = 0

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        droppedFailures += 1
    }

    func passingShapes() -> [Shape] {
        [
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
        ]
    }

    func failingShapes() -> [Shape] {
        [
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
        ]
    }

    func testPassingChecks() {
        run("passing", passingShapes(), defaultCount: 20_000)
        XCTAssertEqual(droppedFailures, 0, "a passing check failed")
    }

    func testFailingChecks() {
        let shapes = failingShapes()
        run("failing", shapes, defaultCount: 2_000)
        if ProcessInfo.processInfo.environment["CHECKS_ONLY"] == nil {
            // Every check of both sides must have failed, or the table measures the wrong thing.
            let count = Int(ProcessInfo.processInfo.environment["CHECKS_N"] ?? "") ?? 2_000
            XCTAssertEqual(droppedFailures, shapes.count * 2 * count * rounds)
        }
    }

    var rounds: Int { Int(ProcessInfo.processInfo.environment["CHECKS_ROUNDS"] ?? "") ?? 9 }

    func run(_ title: String, _ shapes: [Shape], defaultCount: Int) {
        let environment = ProcessInfo.processInfo.environment
        let count = Int(environment["CHECKS_N"] ?? "") ?? defaultCount
        if let only = environment["CHECKS_ONLY"] {
            // Warmed up first, so that one-time work (metadata, conformance caches) is not counted
            // when callgrind collects only inside `repeatCheck`.
            for shape in shapes where only == "\(shape.name):speckit" { warmUp(shape.speckit); repeatCheck(count, shape.speckit) }
            for shape in shapes where only == "\(shape.name):xctest" { warmUp(shape.xctest); repeatCheck(count, shape.xctest) }
            return
        }
        var speckit = Array(repeating: [Double](), count: shapes.count)
        var xctest = speckit
        for _ in 0..<rounds {
            for (index, shape) in shapes.enumerated() {
                xctest[index].append(time(count, shape.xctest))
                speckit[index].append(time(count, shape.speckit))
            }
        }
        print("\n\(title) checks, ns per check, median of \(rounds) rounds of \(count):")
        print(pad("SpecKit", 36) + pad("ns", 9) + pad("XCTest", 26) + pad("ns", 8) + "ratio (min-max)")
        for (index, shape) in shapes.enumerated() {
            let ratios = zip(speckit[index], xctest[index]).map { $0 / $1 }.sorted()
            let ours = median(speckit[index]), theirs = median(xctest[index])
            print(pad(shape.name, 36) + pad(format(ours, 0), 9) + pad(shape.baselineName, 26) + pad(format(theirs, 0), 8)
                + "\(format(ours / theirs, 1))x (\(format(ratios.first!, 1))-\(format(ratios.last!, 1)))")
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
