import Matchers

/// Passes when the journal recorded no call, apart from calls of the doubles named in
/// `except` (SwityKit's `invokedNothing(excepts:)`).
///
/// ```swift
/// expect(journal).to(haveReceivedNothing(except: ["api"]))
/// ```
/// ```text
/// expected to have received nothing except calls of <api>, got <cache.store("42")>
///
/// unexpected: cache.store("42")
/// to accept the calls that happened:
/// expect(journal).to(haveReceived([
///     "api.fetch(id: \"42\")",
///     "cache.store(\"42\")",
/// ]))
/// ```
/// - Parameter except: Names of doubles (as given to `track(_:as:)`) whose calls are allowed.
/// - Returns: The matcher.
public func haveReceivedNothing(except: [String] = []) -> Matcher<CallJournal> {
    let expectation = except.isEmpty
        ? "have received nothing"
        : "have received nothing except calls of <\(except.joined(separator: ", "))>"
    return Matcher { expression in
        guard let journal = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo(expectation).appendedBeNilHint())
        }
        let entries = journal.entries
        let unexpected = entries.filter { !except.contains($0.double) }.map(\.description)
        var message = ExpectationMessage.expectedCustomValueTo(expectation, actual: "<\(unexpected.joined(separator: ", "))>")
        if !unexpected.isEmpty {
            let lines = ["unexpected: " + unexpected.joined(separator: ", "),
                         "to accept the calls that happened:",
                         JournalComparison.suggestion(journal: journal.name, calls: entries.map(\.description), anyOrder: false)]
            message = message.appended(details: lines.joined(separator: "\n"))
        }
        return MatcherResult(bool: unexpected.isEmpty, message: message)
    }
}
