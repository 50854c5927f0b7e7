import Matchers

/// Passes when the journal recorded exactly these calls: in this order, or in any order
/// with `inAnyOrder: true`. Calls are written as Swift source, as the journal renders them.
///
/// A failure lists the missing, unexpected and out-of-order calls, then the assertion that
/// would pass for the calls that did happen, ready to paste:
///
/// ```swift
/// expect(journal).to(haveReceived(["api.fetch(id: \"42\")", "cache.store(\"42\")"]))
/// ```
/// ```text
/// expected to have received in order <api.fetch(id: "42"), cache.store("42")>, got <cache.store("42"), api.fetch(id: "42")>
///
/// out of order: api.fetch(id: "42")
/// to accept the calls that happened:
/// expect(journal).to(haveReceived([
///     "cache.store(\"42\")",
///     "api.fetch(id: \"42\")",
/// ]))
/// ```
/// - Parameters:
///   - calls: The expected calls, e.g. `"api.fetch(id: \"42\")"`.
///   - inAnyOrder: Whether the order may differ; `false` by default.
/// - Returns: The matcher.
public func haveReceived(_ calls: [String], inAnyOrder: Bool = false) -> Matcher<CallJournal> {
    let expectation = "have received\(inAnyOrder ? " in any order" : " in order") <\(calls.joined(separator: ", "))>"
    return Matcher { expression in
        guard let journal = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo(expectation).appendedBeNilHint())
        }
        let actual = journal.calls
        let comparison = JournalComparison(expected: calls, actual: actual)
        let passed = inAnyOrder ? comparison.matchesInAnyOrder : comparison.matchesInOrder
        var message = ExpectationMessage.expectedCustomValueTo(expectation, actual: "<\(actual.joined(separator: ", "))>")
        if !passed {
            let lines = comparison.explanation(includingOrder: !inAnyOrder)
                + ["to accept the calls that happened:",
                   JournalComparison.suggestion(journal: journal.name, calls: actual, anyOrder: inAnyOrder)]
            message = message.appended(details: lines.joined(separator: "\n"))
        }
        return MatcherResult(bool: passed, message: message)
    }
}
