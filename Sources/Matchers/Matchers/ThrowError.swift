/// Passes when the expression throws any error.
///
/// ```swift
/// expect { try parser.parse("") }.to(throwError())
/// expect { try parser.parse("1") }.to(throwError())   // expected to throw any error, got no error
/// ```
/// - Returns: The matcher.
public func throwError<Out>() -> Matcher<Out> {
    thrownErrorMatcher(wording: "throw any error") { _ in true }
}

/// Passes when the expression throws an error equal to `error`; a `closure` may check it
/// further with expectations, whose failures make the matcher fail.
///
/// ```swift
/// expect { try account.withdraw(500) }.to(throwError(BankError.insufficientFunds))
/// // expected to throw error <insufficientFunds>, got <locked>
/// ```
/// - Parameters:
///   - error: The expected error.
///   - closure: Further expectations on the thrown error.
/// - Returns: The matcher.
public func throwError<T: Error & Equatable, Out>(_ error: T, closure: ((T) -> Void)? = nil) -> Matcher<Out> {
    thrownErrorMatcher(wording: "throw error <\(error)>" + blockWording(closure)) { thrown in
        guard let thrown = thrown as? T, thrown == error else { return false }
        return satisfies(closure, thrown)
    }
}

/// Passes when the expression throws an error of the same type and code as `error`
/// (for errors that are not `Equatable`).
///
/// ```swift
/// expect { try load() }.to(throwError(CocoaError(.fileNoSuchFile)))
/// ```
public func throwError<T: Error, Out>(_ error: T, closure: ((any Error) -> Void)? = nil) -> Matcher<Out> {
    thrownErrorMatcher(wording: "throw error <\(error)>" + blockWording(closure)) { thrown in
        guard type(of: thrown) == type(of: error as Any), thrown._domain == error._domain, thrown._code == error._code else {
            return false
        }
        return satisfies(closure, thrown)
    }
}

/// Passes when the expression throws an error of type `errorType`.
///
/// ```swift
/// expect { try decode("{") }.to(throwError(errorType: DecodingError.self))
/// // expected to throw error from type <DecodingError>, got <…>
/// ```
public func throwError<T: Error, Out>(errorType: T.Type, closure: ((T) -> Void)? = nil) -> Matcher<Out> {
    thrownErrorMatcher(wording: "throw error from type <\(T.self)>" + blockWording(closure)) { thrown in
        guard let thrown = thrown as? T else { return false }
        return satisfies(closure, thrown)
    }
}

/// Passes when the expression throws an error for which `closure`'s expectations all pass.
///
/// ```swift
/// expect { try fetch() }.to(throwError { error in
///     expect(error.localizedDescription).to(contain("offline"))
/// })
/// ```
public func throwError<Out>(closure: @escaping (any Error) -> Void) -> Matcher<Out> {
    thrownErrorMatcher(wording: "throw error that satisfies block") { satisfies(closure, $0) }
}

/// Passes when the expression throws an error of type `T` for which `closure`'s expectations
/// all pass.
public func throwError<T: Error, Out>(closure: @escaping (T) -> Void) -> Matcher<Out> {
    thrownErrorMatcher(wording: "throw error from type <\(T.self)> that satisfies block") { thrown in
        guard let thrown = thrown as? T else { return false }
        return satisfies(closure, thrown)
    }
}

/// Evaluates the expression and judges the error it throws; "no error" never matches.
private func thrownErrorMatcher<Out>(wording: String, _ judge: @escaping (any Error) -> Bool) -> Matcher<Out> {
    Matcher { expression in
        do {
            let value = try expression.evaluate()
            if let value, isFunction(value) {
                // `expect({ try f() })` in parentheses hands over the closure as a value; without
                // this, `toNot(throwError())` would pass without ever calling it.
                return MatcherResult(status: .fail, message: .expectedCustomValueTo(
                    wording, actual: "a closure that was never called (write expect { … } to call it)"))
            }
            return MatcherResult(status: .doesNotMatch, message: .expectedCustomValueTo(wording, actual: "no error"))
        } catch {
            return MatcherResult(bool: judge(error), message: .expectedCustomValueTo(wording, actual: "<\(error)>"))
        }
    }
}

private func blockWording<T>(_ closure: ((T) -> Void)?) -> String {
    closure == nil ? "" : " that satisfies block"
}

/// Whether a value is a function or closure (its type prints with an arrow).
private func isFunction(_ value: Any) -> Bool {
    String(describing: type(of: value)).contains("->")
}
