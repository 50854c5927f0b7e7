import SpecLintCore
import XCTest

final class LargeGroupTests: XCTestCase {
    /// `count` examples, one a line, indented for a group's body.
    private func examples(_ count: Int, from first: Int = 0, indent: String = "    ") -> String {
        (first..<(first + count)).map { "\(indent)it(\"adds \($0)\") { expect(sut + \($0)) == \($0) + 1 }" }
            .joined(separator: "\n")
    }

    func testReportsATopLevelGroupOverTheLimitWithItsNestedGroups() {
        let source = spec("""
            describe("Adder") {
                var sut = 0
            \(examples(21))
                context("from ten") {
            \(examples(30, indent: "        "))
                }
            }
            describe("Counter") {
            \(examples(50))
            }
            """)
        XCTAssertEqual(reports(source, rules: [.largeGroup]), [
            "F.swift:3: warning: [large-group] describe \"Adder\" holds 51 examples in one expression, which the type "
                + "checker solves in time growing with the square of their number; split it into top-level groups of "
                + "at most 50 examples, or declare its examples in a local function",
        ])
    }

    func testSharedExamplesAndBehaviorsAreGroupsToo() {
        let source = """
            final class AdderBehavior: Behavior<Int> {
                override class func spec(_ context: @escaping () -> Int) {
                    context("an adder") {
            \(examples(51, indent: "        "))
                    }
                }
            }
            final class SharedSpec: Spec {
                override class func spec() {
                    sharedExamples("an adder") { context in
            \(examples(60, indent: "            "))
                    }
                }
            }
            """
        XCTAssertEqual(reports(source, rules: [.largeGroup]).map { $0.components(separatedBy: " in one expression")[0] }, [
            "F.swift:3: warning: [large-group] context \"an adder\" holds 51 examples",
            "F.swift:60: warning: [large-group] sharedExamples \"an adder\" holds 60 examples",
        ])
    }

    func testExamplesInALocalFunctionAreTypeCheckedOnTheirOwn() {
        let source = spec("""
            describe("Adder") {
                var sut = 0
                afterEach { sut = 0 }
                func addingExamples(upTo limit: Int = [1].map { $0 }.count) {
            \(examples(60, indent: "        "))
                }
                context("adding") {
                    func moreExamples() {
            \(examples(40, indent: "            "))
                    }
                    moreExamples()
                }
                addingExamples()
            \(examples(50))
            }
            """)
        XCTAssertEqual(reports(source, rules: [.largeGroup]), [])
    }

    func testAnOptOutCoversTheGroup() {
        let source = spec("""
            // spec-lint:disable-next-line large-group -- generated from a table
            describe("Adder") {
            \(examples(60))
            }
            """)
        XCTAssertEqual(reports(source, rules: [.largeGroup]), [])
    }
}
