// Helpers for matchers that judge a part of the actual value (a Result's payload, a thrown
// error, a mapped value) with a user's closure or a nested matcher.

/// Runs the user's extra expectations on a value (a thrown error, a `Result`'s payload): any
/// failure means "does not match", and each failure is also reported as its own, at its own
/// line, as Nimble does — so the test says which inner expectation failed, not only that the
/// block was not satisfied.
func satisfies<T>(_ closure: ((T) -> Void)?, _ value: T) -> Bool {
    guard let closure else { return true }
    let failures = ExpectationRecorder.$current.withValue(nil) { gatherFailures { closure(value) } }
    for failure in failures { reportFailure(failure.message, location: failure.location) }
    return failures.isEmpty
}

/// Judges `value` with `matcher` at the location of the outer expectation.
/// - Returns: Whether it matches, and the nested failure text (`expected to …, got <…>`)
///   to show as details of the outer message (the actual value without `<>`, as Nimble prints it).
func nested<T>(_ matcher: Matcher<T>, on value: T, at location: SourceLocation) throws -> (matches: Bool, text: String) {
    let result = try matcher.satisfies(Expression(expression: { value }, location: location))
    return (result.toBoolean(expectation: .toMatch), result.message.toString(actual: stringify(value)))
}
