/// Passes when the actual `Result` is a success (whose value passes `test`'s expectations, if given).
///
/// ```swift
/// expect(Result<Int, MyError>.success(1)).to(beSuccess())
/// expect(result).to(beSuccess { value in expect(value) > 0 })
/// // expected to be <success(Int)>, got <failure(MyError.broken)>
/// ```
/// - Parameter test: Expectations on the success value.
/// - Returns: The matcher.
public func beSuccess<Success, Failure>(test: ((Success) -> Void)? = nil) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <success(\(Success.self))>" + (test == nil ? "" : " that satisfies block")) { expression, message in
        guard case let .success(value)? = try expression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        return MatcherResult(bool: satisfies(test, value), message: message)
    }
}

/// Passes when the actual `Result` is a success holding `value`.
///
/// ```swift
/// expect(Result<Int, MyError>.success(1)).to(beSuccess(1))
/// ```
public func beSuccess<Success: Equatable, Failure>(_ value: Success) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <success(\(Success.self))> that equals \(stringify(value))") { expression, message in
        guard case let .success(actual)? = try expression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        return MatcherResult(bool: actual == value, message: message)
    }
}

/// Passes when the actual `Result` is a success whose value matches `matcher`; the nested
/// failure is shown below the message.
///
/// ```swift
/// expect(result).to(beSuccess(beGreaterThan(0)))
/// ```
public func beSuccess<Success, Failure>(_ matcher: Matcher<Success>) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <success(\(Success.self))> that satisfies matcher") { expression, message in
        guard case let .success(value)? = try expression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        let inner = try nested(matcher, on: value, at: expression.location)
        return MatcherResult(bool: inner.matches, message: message.appended(details: inner.text))
    }
}
