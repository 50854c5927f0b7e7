import Matchers
import SpecDSL
import Tables

/// A table whose expected integers differ from the outputs only beyond Double's precision.
final class BigIntegerTableSpec: Spec {
    override class func spec() {
        describe("big integers") {
            it("fails on a wrong large integer") {
                TableRunner(json: """
                    {"test-cases": [{"name": "large", "inputs": [1], "expected-output": 12345678901234567891}]}
                    """).run { (_: Int) -> TableValue in try! TableValue(json: "12345678901234567890") }
            }
            it("passes on the right one") {
                TableRunner(json: """
                    {"test-cases": [{"name": "large", "inputs": [1], "expected-output": 9007199254740993}]}
                    """).run { (_: Int) -> TableValue in try! TableValue(json: "9007199254740993") }
            }
        }
    }
}
