import Foundation

/// Passes when the actual string contains a match of the regular expression `expectedValue`.
///
/// ```swift
/// expect("order-42").to(match("^order-\\d+$"))
/// expect("order-x").to(match("\\d+"))   // expected to match <\d+>, got <order-x>
/// ```
/// An invalid pattern fails with `expected to match <…>` and the parser's complaint.
/// - Parameter expectedValue: The pattern (`NSRegularExpression` syntax); `nil` fails.
/// - Returns: The matcher.
public func match(_ expectedValue: String?) -> Matcher<String> {
    Matcher.define("match <\(stringify(expectedValue))>") { expression, message in
        guard let actual = try expression.evaluate(), let pattern = expectedValue else {
            return MatcherResult(status: .fail, message: message)
        }
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            return MatcherResult(status: .fail, message: message.appended(message: " (invalid regular expression: \(error.localizedDescription))"))
        }
        let found = regex.firstMatch(in: actual, range: NSRange(actual.startIndex..., in: actual)) != nil
        return MatcherResult(bool: found, message: message)
    }
}
