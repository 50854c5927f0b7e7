import Matchers
import SpecDSL
import SpecTables
import Tables
import XCTest

// Specs that run the proof tables as examples under plain `swift test`: one example per input,
// named `<describe>__<case>__<input>`. The four closure shapes and `async` each have one.

/// `(Input) -> Output`.
final class PasswordTableSpec: Spec {
    override class func spec() {
        describe("isValidPassword") {
            itBehavesLike(table: "IsValidPassword", bundle: .module) { (input: String) -> Bool in
                isValidPassword(string: input)
            }
        }
    }
}

/// `(Input) throws -> Output`, with `TableDictionary` and `TestableError` validation.
final class AnalyzeSentenceTableSpec: Spec {
    override class func spec() {
        describe("analyze(sentence:)") {
            itBehavesLike(table: "AnalyzeSentence", bundle: .module) { (input: String) throws -> SentenceAnalysis in
                try analyze(sentence: input)
            }
        }
    }
}

/// `(Input) -> Output?` and `(Input) throws -> Output?`.
final class OptionalOutputTableSpec: Spec {
    override class func spec() {
        describe("Int.init") {
            itBehavesLike(table: "IntOrNil", bundle: .module) { (input: String) -> Int? in
                Int(input)
            }
        }
        describe("parseInteger") {
            itBehavesLike(table: "ParseInteger", bundle: .module) { (input: String) throws -> Int? in
                try parseInteger(input)
            }
        }
    }
}

/// `async` closures, and a `Decodable & Equatable` output.
final class AsyncAndDecodableTableSpec: Spec {
    override class func spec() {
        describe("an async password check") {
            itBehavesLike(table: "IsValidPassword", bundle: .module) { (input: String) async -> Bool in
                await Task.yield()
                return isValidPassword(string: input)
            }
        }
        describe("Point") {
            itBehavesLike(table: "Points", bundle: .module) { (input: [Int]) in
                Point(pair: input)
            }
        }
    }
}
