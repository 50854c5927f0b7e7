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
    public let status: ExpectationStatus

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
    // A passing check of a common matcher is judged with no message built (see `Matcher.Kind`).
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        SyncExpectation(expression: expression, status: status.applying(passed: check(matcher, .toMatch, description: description)))
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
        SyncExpectation(expression: expression, status: status.applying(passed: check(matcher, .toNotMatch, description: description)))
    }

    /// Same as ``toNot(_:description:)``.
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) -> Self {
        toNot(matcher, description: description)
    }

    /// Judges the matcher: a pass the fast path can tell is recorded (inside `gatherExpectations`,
    /// with the message the full matcher gives); anything else runs the full matcher.
    /// - Returns: Whether the expectation passed.
    // `beNil()` and `equal` are asked here, any other matcher through its closure; each failure
    // path is a function of its own, so that a passing check sets up no verdict. `@_transparent`
    // (internal: inlined into `to` and `toNot` of this file, never into a spec file): one call
    // fewer, with its copies, on every check.
    @_transparent
    func check(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) -> Bool {
        switch matcher.kind {
        case .beNil:
            if !expression.evaluator.passesBeNil(caching: expression.cachesValue, style) {
                return report(matcher.fullVerdict(on: expression, style), style, description: description)
            }
        case let .equal(expected):
            if !expression.evaluator.passesEqual(expected, caching: expression.cachesValue, style) {
                return report(matcher.fullVerdict(on: expression, style), style, description: description)
            }
        case let .builtIn(judge):
            let result: MatcherResult?
            do {
                result = try judge(expression, style)
            } catch {
                return report(Verdict(threw: error), style, description: description)
            }
            if let result { return report(result, style, description: description) }
        case .closure:
            return report(matcher.fullVerdict(on: expression, style), style, description: description)
        }
        if isGatheringExpectations() { recordMatchedPass(matcher, style, description: description) }
        return true
    }

    /// Reports a verdict the fast path could not tell.
    /// - Returns: Whether it passed.
    func report(_ verdict: Verdict, _ style: ExpectationStyle, description: String?) -> Bool {
        verdict.report(to: style.verb, description: description, at: location)
    }

    /// Reports a built-in matcher's full result.
    /// - Returns: Whether it passed.
    func report(_ result: MatcherResult, _ style: ExpectationStyle, description: String?) -> Bool {
        Verdict(result, of: expression, style).report(to: style.verb, description: description, at: location)
    }

    /// Records a pass inside `gatherExpectations`, with the message of the full matcher (it runs
    /// on the cached expression: the user's code does not run again).
    func recordMatchedPass(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) {
        recordPass(at: location) {
            Verdict(evaluating: matcher, on: expression, style).failureMessage(to: style.verb, description: description)
        }
    }

    /// Runs the matcher and reports a failure when it does not give the wanted verdict.
    /// - Returns: Whether the expectation passed.
    @discardableResult
    func verify(_ matcher: Matcher<Value>, _ style: ExpectationStyle, description: String?) -> Bool {
        verify(matcher.body, style, description: description)
    }

    /// ``verify(_:_:description:)`` for the matcher's closure (see ``Matcher/body``).
    @discardableResult
    func verify(_ matcher: @escaping (Expression<Value>) throws -> MatcherResult, _ style: ExpectationStyle, description: String?) -> Bool {
        Verdict(evaluating: matcher, on: expression, style).report(to: style.verb, description: description, at: location)
    }

    /// This expectation with one more check's outcome in its ``status``.
    func applying(_ passed: Bool) -> Self {
        SyncExpectation(expression: expression, status: status.applying(passed: passed))
    }
}

extension ExpectationStatus {
    /// The status after one more check that passed or failed.
    // A `switch` on the cases, not `applying(_:)`'s comparisons: it runs for every check, and a
    // debug build calls the derived `==` as a function. In this file and `@_transparent`, so that
    // `to` and `toNot` have it inlined: a debug build inlines only within a file.
    @_transparent
    func applying(passed: Bool) -> ExpectationStatus {
        switch self {
        case .pending: return passed ? .passed : .failed
        case .passed: return passed ? .passed : .mixed
        case .failed: return passed ? .mixed : .failed
        case .mixed: return .mixed
        }
    }
}

extension ExpectationStyle {
    /// `to` or `to not`, as the failure message reads.
    var verb: String { self == .toMatch ? "to" : "to not" }
}

// The initializer is in an extension, so that the type's body declares none and
// `SyncExpectation(expression:status:)` is the compiler's own (see `Matcher`'s).
extension SyncExpectation {
    /// Wraps an expression.
    // The fields set here rather than through `init(expression:status:)`: a debug build copies
    // the expression once more per call.
    public init(expression: Expression<Value>) {
        self.expression = expression
        self.status = .pending
    }
}
