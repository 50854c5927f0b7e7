/// The result of `expect(value)` or `expect { … }`: apply a matcher with `to`, `toNot`
/// or `notTo`, or use an operator (`expect(x) == y`).
///
/// ```swift
/// expect(total).to(equal(3))
/// expect(name).toNot(beEmpty(), description: "the greeting's name")
/// ```
public struct SyncExpectation<Value> {
    /// The actual value, evaluated lazily.
    public let expression: Expression<Value>

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
        verify(matcher, .toMatch, description: description)
        return self
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
        verify(matcher, .toNotMatch, description: description)
        return self
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
        let verdict = Verdict(evaluating: matcher, on: expression, style)
        if !verdict.passed {
            reportFailure(verdict.failureMessage(to: style == .toMatch ? "to" : "to not", description: description), location: location)
        }
        return verdict.passed
    }
}

/// The outcome of running a matcher against an expression in one style.
struct Verdict {
    private enum Outcome {
        case judged(MatcherResult, actual: () -> String)
        case threw(any Error)
    }

    private let outcome: Outcome
    /// Whether the result is what the style wants.
    let passed: Bool

    init<T>(evaluating matcher: Matcher<T>, on expression: Expression<T>, _ style: ExpectationStyle) {
        do {
            let result = try matcher.satisfies(expression)
            // Rendered only when a failure message shows it, so passing expectations do no
            // string work and matchers that run the expression themselves (`throwError`,
            // `postNotifications`) are not made to run it again.
            let actual = {
                do { return "<\(stringify(try expression.evaluate()))>" } catch { return "<error: \(error)>" }
            }
            outcome = .judged(result, actual: actual)
            passed = result.toBoolean(expectation: style)
        } catch {
            outcome = .threw(error)
            passed = false
        }
    }

    /// Whether the expression or the matcher threw.
    var threw: Bool {
        if case .threw = outcome { return true }
        return false
    }

    /// The failure text.
    /// - Parameters:
    ///   - to: `to`, `to not`, `to eventually`, …
    ///   - description: The user's description, put on its own line first.
    ///   - note: Appended to the first line, e.g. ` (timed out after 1s)`.
    func failureMessage(to: String, description: String?, note: String = "") -> String {
        let text: String
        switch outcome {
        case let .judged(result, actual):
            let message = note.isEmpty ? result.message : result.message.appended(message: note)
            text = message.toString(actual: message.showsActualValue ? actual() : "", to: to)
        case let .threw(error):
            text = "unexpected error thrown: <\(error)>"
        }
        guard let description, !description.isEmpty else { return text }
        return "\(description)\n\(text)"
    }
}

extension ExpectationMessage {
    /// Whether ``toString(actual:expected:to:)`` prints the `actual` it is given.
    var showsActualValue: Bool {
        switch self {
        case .expectedActualValueTo: return true
        case .expectedTo, .expectedCustomValueTo, .fail: return false
        case let .prepends(_, inner), let .appends(inner, _), let .details(inner, _): return inner.showsActualValue
        }
    }
}
