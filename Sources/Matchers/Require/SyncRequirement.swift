/// The result of `require(value)`: like an expectation, but a failed check throws (so the
/// example stops there) and a passed check returns the value.
///
/// ```swift
/// let user = try require(repository.user(id: 1)).toNot(beNil())
/// expect(user.name) == "Ada"
/// ```
public struct SyncRequirement<Value> {
    /// The actual value, evaluated lazily.
    public let expression: Expression<Value>
    /// Thrown instead of ``RequireError`` when the requirement fails.
    public let customError: (any Error)?

    /// Wraps an expression.
    public init(expression: Expression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the requirement was written.
    public var location: SourceLocation { expression.location }

    /// Returns the value when the matcher matches it; otherwise reports the failure and throws.
    ///
    /// ```swift
    /// let count = try require(items.count).to(beGreaterThan(0))
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The actual value.
    /// - Throws: ``RequireError`` (or the `customError`) after reporting the failure.
    // Like `SyncExpectation.to`: a passing check of a common matcher is judged without its message.
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try check(matcher, .toMatch, description: description)
    }

    /// Returns the value when the matcher does not match it; otherwise reports and throws.
    ///
    /// ```swift
    /// let user = try require(lookup("ada")).toNot(beNil())
    /// ```
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try check(matcher, .toNotMatch, description: description)
    }

    /// Same as ``toNot(_:description:)``.
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try toNot(matcher, description: description)
    }

    /// Returns the value of a pass the fast path can tell (see `SyncExpectation.check`); runs the
    /// full matcher otherwise.
    func check(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) throws -> Value {
        if let verdict = matcher.verdict(on: expression, style) {
            return try settle(verdict, style, description: description)
        }
        if let value = try? expression.evaluate() {
            if isGatheringExpectations() { recordMatchedPass(matcher, style, description: description) }
            return value
        }
        // A pass with no value to return: the full matcher's verdict, then "nothing to return".
        return try verify(matcher.body, style, description: description)
    }

    /// Records a pass inside `gatherExpectations`, with the message of the full matcher.
    func recordMatchedPass(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) {
        recordPass(at: location) {
            Verdict(evaluating: matcher, on: expression, style).failureMessage(to: style.verb, description: description)
        }
    }

    func verify(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) throws -> Value {
        try verify(matcher.body, style, description: description)
    }

    func verify(_ matcher: @escaping (Expression<Value>) throws -> MatcherResult, _ style: ExpectationStyle, description: String?) throws -> Value {
        try settle(Verdict(evaluating: matcher, on: expression, style), style, description: description)
    }

    /// Returns the value for a passed verdict; reports and throws for a failed one.
    func settle(_ verdict: Verdict, _ style: ExpectationStyle, description: String?) throws -> Value {
        guard verdict.passed else {
            let message = verdict.failureMessage(to: style.verb, description: description)
            throw requirementFailed(message, at: location, customError: customError)
        }
        recordPass(at: location) { verdict.failureMessage(to: style.verb, description: description) }
        guard let value = try? expression.evaluate() else {
            throw requirementFailed(
                Verdict.nothingToReturn(description: description), at: location, customError: customError)
        }
        return value
    }
}

/// Reports a failed requirement and returns the error to throw.
func requirementFailed(_ message: String, at location: SourceLocation, customError: (any Error)?) -> any Error {
    let reported = RequireError(reportingFailure: TestFailure(kind: .expectationFailed, message: message, location: location))
    return customError ?? reported
}
