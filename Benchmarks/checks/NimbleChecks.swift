// The Nimble side of the checks benchmark: each shape of ChecksBenchmark.swift written with
// Nimble 14's `expect`/`require` and matchers. Nimble's top-level functions and operators have the
// same names as SpecKit's, so this file imports Nimble and not Matchers, and ChecksBenchmark.swift
// imports Matchers and not Nimble. On Linux a failing Nimble check ends in `XCTFail`, so its
// failures reach the benchmark's `recordFailure` override, as SpecKit's and XCTest's do.
import Nimble

extension ChecksBenchmark {
    /// Nimble's form of each passing shape, by the shape's name; a shape with no entry has no Nimble form.
    func nimblePassingChecks() -> [String: () -> Void] {
        [
            "expect(x) == y": { expect(self.int) == 1 },
            "expect(x).to(equal(y))": { expect(self.int).to(equal(1)) },
            "expect(opt).to(beNil())": { expect(self.optional).to(beNil()) },
            "expect(flag).to(beTrue())": { expect(self.flag).to(beTrue()) },
            "expect(arr).to(contain(3))": { expect(self.array).to(contain(3)) },
            "expect(d).to(beCloseTo(1, within:))": { expect(self.double).to(beCloseTo(1.0, within: 0.01)) },
            "expect(arr).to(haveCount(3))": { expect(self.array).to(haveCount(3)) },
            "try require(opt).toNot(beNil())": { _ = try? require(self.present).toNot(beNil()) },
            // Nimble's synchronous form (deprecated in Nimble 14, so the build warns): it passes on
            // the first poll, without running the run loop.
            "expect(x).toEventually(equal(y))": { expect(self.int).toEventually(equal(1)) },
            "expect(x).to(beGreaterThan(0))": { expect(self.int).to(beGreaterThan(0)) },
            "expect(x).toNot(beNil())": { expect(self.present).toNot(beNil()) },
            "floor: expect(x), evaluated": { _ = try? expect(self.int).expression.evaluate() },
        ]
    }

    /// Nimble's form of each failing shape, by the shape's name.
    func nimbleFailingChecks() -> [String: () -> Void] {
        [
            "expect(x) == y": { expect(self.int) == 2 },
            "expect(x).to(equal(y))": { expect(self.int).to(equal(2)) },
            "expect(opt).to(beNil())": { expect(self.present).to(beNil()) },
            "expect(flag).to(beTrue())": { expect(!self.flag).to(beTrue()) },
            "expect(arr).to(contain(4))": { expect(self.array).to(contain(4)) },
            "expect(d).to(beCloseTo(2, within:))": { expect(self.double).to(beCloseTo(2.0, within: 0.01)) },
            "expect(arr).to(haveCount(4))": { expect(self.array).to(haveCount(4)) },
            "try require(nil).toNot(beNil())": { _ = try? require(self.optional).toNot(beNil()) },
        ]
    }
}
