/// Passes when the actual `Result` is a failure (whose error passes `test`'s expectations, if given).
///
/// ```swift
/// expect(Result<Int, MyError>.failure(.broken)).to(beFailure())
/// expect(result).to(beFailure { error in expect(error) == .broken })
/// // expected to be <failure(MyError)>, got <success(1)>
/// ```
/// - Parameter test: Expectations on the error.
/// - Returns: The matcher.
public func beFailure<Success, Failure>(test: ((Failure) -> Void)? = nil) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <failure(\(Failure.self))>" + (test == nil ? "" : " that satisfies block")) { expression, message in
        guard case let .failure(error)? = try expression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        return MatcherResult(bool: satisfies(test, error), message: message)
    }
}

/// Passes when the actual `Result` is a failure whose error matches `matcher`.
///
/// ```swift
/// expect(result).to(beFailure(matchError(MyError.broken)))
/// ```
public func beFailure<Success, Failure>(_ matcher: Matcher<Failure>) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <failure(\(Failure.self))> that satisfies matcher") { expression, message in
        guard case let .failure(error)? = try expression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        let inner = try nested(matcher, on: error, at: expression.location)
        return MatcherResult(bool: inner.matches, message: message.appended(details: inner.text))
    }
}
