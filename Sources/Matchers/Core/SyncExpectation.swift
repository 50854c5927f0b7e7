/// The result of `expect(value)` or `expect { … }`: apply a matcher with `to`, `toNot`
/// or `notTo`, or use an operator (`expect(x) == y`).
///
/// ```swift
/// expect(total).to(equal(3))
/// expect(name).toNot(beEmpty(), description: "the greeting's name")
/// ```
public struct SyncExpectation<Value>: Expectation {
    /// The actual value, evaluated lazily.
    public let expression: Expression<Value>
    /// How the matchers applied so far went; `.pending` before the first.
    public private(set) var status: ExpectationStatus = .pending

    /// Wraps an expression.
    public init(expression: Expression<Value>) {
        self.expression = expression
    }

    /// Where the expectation was written.
    public var location: SourceLocation { expression.location }

    /// Passes when the matcher matches the actual value; otherwise reports a failure.
    ///
    /// ```swift
    /// expect(1 + 1).to(equal(2))
    /// expect(1).to(equal(2))   // fails with: expected to equal <2>, got <1>
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The expectation, to chain further checks on the same value.
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        applying(verify(matcher, .toMatch, description: description))
    }

    /// Passes when the matcher does not match the actual value (a `nil` that the matcher
    /// cannot judge fails).
    ///
    /// ```swift
    /// expect(1).toNot(equal(2))
    /// expect(2).toNot(equal(2))   // fails with: expected to not equal <2>, got <2>
    /// ```
    /// - Parameters:
    ///   - matcher: The check.
    ///   - description: Printed on its own line above the failure text.
    /// - Returns: The expectation.
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        applying(verify(matcher, .toNotMatch, description: description))
    }

    /// Same as ``toNot(_:description:)``.
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        toNot(matcher, description: description)
    }

    /// Runs the matcher and reports a failure when it does not give the wanted verdict.
    /// - Returns: Whether the expectation passed.
    @discardableResult
    func verify(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) -> Bool {
        Verdict(evaluating: matcher, on: expression, style).report(to: style.verb, description: description, at: location)
    }

    /// This expectation with one more check's outcome in its ``status``.
    func applying(_ passed: Bool) -> Self {
        var copy = self
        copy.status = status.applying(passed: passed)
        return copy
    }
}

extension ExpectationStyle {
    /// `to` or `to not`, as the failure message reads.
    var verb: String { self == .toMatch ? "to" : "to not" }
}
