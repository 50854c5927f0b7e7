// Helpers for matchers that judge a part of the actual value (a Result's payload, a thrown
// error, a mapped value) with a user's closure or a nested matcher.

/// Runs the user's extra expectations on a value, silently: any failure means "does not match".
func satisfies<T>(_ closure: ((T) -> Void)?, _ value: T) -> Bool {
    guard let closure else { return true }
    return gatherFailures { closure(value) }.isEmpty
}

/// Judges `value` with `matcher` at the location of the outer expectation.
/// - Returns: Whether it matches, and the nested failure text (`expected to …, got <…>`)
///   to show as details of the outer message.
func nested<T>(_ matcher: Matcher<T>, on value: T, at location: SourceLocation) throws -> (matches: Bool, text: String) {
    let result = try matcher.satisfies(Expression(expression: { value }, location: location))
    return (result.toBoolean(expectation: .toMatch), result.message.toString(actual: "<\(stringify(value))>"))
}
