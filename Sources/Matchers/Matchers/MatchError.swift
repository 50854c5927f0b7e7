/// Passes when the actual error equals `error`.
///
/// ```swift
/// let error: any Error = BankError.locked
/// expect(error).to(matchError(BankError.locked))
/// // on failure: expected to match error <locked>, got <insufficientFunds>
/// ```
/// - Parameter error: The expected error.
/// - Returns: The matcher.
public func matchError<T: Error & Equatable>(_ error: T) -> Matcher<any Error> {
    errorMatcher(wording: "match error <\(error)>") { ($0 as? T) == error }
}

/// Passes when the actual error has the same type, domain and code as `error` (for errors
/// that are not `Equatable`).
public func matchError<T: Error>(_ error: T) -> Matcher<any Error> {
    errorMatcher(wording: "match error <\(error)>") { actual in
        type(of: actual) == type(of: error as Any) && actual._domain == error._domain && actual._code == error._code
    }
}

/// Passes when the actual error is of type `errorType`.
///
/// ```swift
/// expect(failure).to(matchError(DecodingError.self))
/// ```
public func matchError<T: Error>(_ errorType: T.Type) -> Matcher<any Error> {
    errorMatcher(wording: "match error from type <\(T.self)>") { $0 is T }
}

private func errorMatcher(wording: String, _ judge: @escaping (any Error) -> Bool) -> Matcher<any Error> {
    Matcher { expression in
        guard let actual = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedCustomValueTo(wording, actual: "no error").appendedBeNilHint())
        }
        return MatcherResult(bool: judge(actual), message: .expectedCustomValueTo(wording, actual: "<\(actual)>"))
    }
}
