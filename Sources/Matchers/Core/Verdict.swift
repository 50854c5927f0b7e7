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
        self.init(evaluating: matcher.body, on: expression, style)
    }

    init<T>(evaluating matcher: (Expression<T>) throws -> MatcherResult, on expression: Expression<T>, _ style: ExpectationStyle) {
        do {
            self.init(try matcher(expression), of: expression, style)
        } catch {
            self.init(threw: error)
        }
    }

    /// The verdict of a matcher's result on `expression`.
    init<T>(_ result: MatcherResult, of expression: Expression<T>, _ style: ExpectationStyle) {
        if expression.holdsUncalledClosure {
            self.init(uncalledClosureResult(result), actual: { uncalledClosureText }, style)
            return
        }
        // Rendered only when a failure message shows it, so passing expectations do no
        // string work and matchers that run the expression themselves (`throwError`,
        // `postNotifications`) are not made to run it again.
        let actual = {
            do { return "<\(stringify(try expression.evaluate()))>" } catch { return "<error: \(error)>" }
        }
        self.init(result, actual: actual, style)
    }

    /// The verdict of a matcher's result; `actual` renders the actual value for the message.
    init(_ result: MatcherResult, actual: @escaping () -> String, _ style: ExpectationStyle) {
        outcome = .judged(result, actual: actual)
        passed = result.toBoolean(expectation: style)
    }

    /// The verdict when the expression or the matcher threw.
    init(threw error: any Error) {
        outcome = .threw(error)
        passed = false
    }

    /// Runs an ``AsyncMatcher``; the actual value is rendered (from the cached expression) only
    /// when the failure message shows it.
    static func evaluating<T>(
        _ matcher: AsyncMatcher<T>,
        on expression: AsyncExpression<T>,
        _ style: ExpectationStyle,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Verdict {
        do {
            var result = try await matcher.satisfies(expression)
            if expression.holdsUncalledClosure {
                result = uncalledClosureResult(result)
            }
            var rendered = ""
            if !result.toBoolean(expectation: style), result.message.showsActualValue {
                do { rendered = "<\(stringify(try await expression.evaluate()))>" } catch { rendered = "<error: \(error)>" }
            }
            return Verdict(result, actual: { rendered }, style)
        } catch {
            return Verdict(threw: error)
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
    func failureMessage(to: String, description: String?) -> String {
        let text: String
        switch outcome {
        case let .judged(result, actual):
            let message = result.message.resolved
            text = message.reportedText(actual: message.showsActualValue ? actual() : "", to: to)
        case let .threw(error):
            text = "unexpected error thrown: <\(error)>"
        }
        return Verdict.prefixed(text, description: description)
    }
}

extension Verdict {
    /// Reports the failure (or, inside `gatherExpectations`, records the pass).
    /// - Returns: Whether the verdict passed.
    func report(to: String, description: String?, at location: SourceLocation) -> Bool {
        if passed {
            recordPass(at: location) { failureMessage(to: to, description: description) }
        } else {
            reportFailure(failureMessage(to: to, description: description), location: location)
        }
        return passed
    }
}

extension ExpectationMessage {
    /// Whether ``toString(actual:expected:to:)`` prints the `actual` it is given.
    var showsActualValue: Bool {
        switch self {
        case .expectedActualValueTo: return true
        case .expectedTo, .expectedCustomValueTo, .fail: return false
        case let .prepends(_, inner), let .appends(inner, _), let .details(inner, _): return inner.showsActualValue
        case let .deferred(build): return build().showsActualValue
        }
    }
}

extension Verdict {
    /// The failure of a requirement that passed its matcher but has no value to return.
    static func nothingToReturn(description: String?) -> String {
        prefixed("expected a value to return, got <nil>", description: description)
    }

    /// The user's description on its own line above the failure text.
    static func prefixed(_ text: String, description: String?) -> String {
        guard let description, !description.isEmpty else { return text }
        return "\(description)\n\(text)"
    }
}
