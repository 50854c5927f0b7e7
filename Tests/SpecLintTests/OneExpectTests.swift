import SpecLintCore
import XCTest

final class OneExpectTests: XCTestCase {
    func testReportsAnExampleWithSeveralExpectsAtItsLine() {
        let source = spec("""
            describe("Pair") {
                it("holds both values") {
                    expect(sut.first) == 1
                    expect(sut.second).to(equal(2))
                }
                it("holds three") { expect(sut.count) == 2; expect(sut.isEmpty) == false; expecta(sut.last) == 2 }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.oneExpect]), [
            "F.swift:4: warning: [one-expect] 'it' \"holds both values\" has 2 expects; give each its own 'it' so a failure names the one behaviour that broke",
            "F.swift:8: warning: [one-expect] 'it' \"holds three\" has 3 expects; give each its own 'it' so a failure names the one behaviour that broke",
        ])
    }

    func testOneExpectPerExampleAndExpectsInHooksStringsOrLoopsAreFine() {
        let source = spec("""
            describe("Pair") {
                beforeEach { expect(sut).toNot(beNil()); expect(input).toNot(beNil()) }
                it("holds the first value") { expect(sut.first) == 1 }
                it("says \\"expect(x)\\" in its name") {
                    // expect(sut.second) == 2 is the next example's job
                    for value in sut.values { expect(value) > 0 }
                }
                it("calls the expect method of the reporter") { expect(sut.reporter.expect(1)) == true }
            }
            """)
        XCTAssertEqual(reports(source, rules: [.oneExpect]), [])
    }
}
