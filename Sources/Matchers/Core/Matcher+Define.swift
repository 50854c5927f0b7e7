// The short-hands for writing a matcher in a few lines. Names and labels follow Nimble 14.
//
// Why the message parameters are `@autoclosure`: a message such as `"equal <\(stringify(x))>"`
// renders values, which costs far more than most checks. Taken as an autoclosure it is built
// only when a failure shows it; call sites read as before (`Matcher.define("be even") { … }`).
// Each short-hand is one closure (not one matcher wrapping another) for the same reason: every
// check creates its matcher afresh.

extension Matcher {
    /// A matcher whose message reads `expected to <message>, got <actual>`; `nil` fails both ways.
    ///
    /// ```swift
    /// func beEven() -> Matcher<Int> {
    ///     Matcher.simple("be even") { MatcherStatus(bool: try $0.evaluate()! % 2 == 0) }
    /// }
    /// ```
    /// - Parameters:
    ///   - message: What the value is expected to do, e.g. `"be even"`; built only when a
    ///     failure message shows it.
    ///   - matcher: Returns the status; it is not called when the actual value is `nil`.
    /// - Returns: The matcher.
    public static func simple(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (Expression<T>) throws -> MatcherStatus
    ) -> Matcher<T> {
        Matcher { expression in
            try MatcherResult(status: matcher(expression), message: .deferred { .expectedActualValueTo(message()) })
                .requiringNonNil(expression)
        }
    }

    /// Like ``simple(_:matcher:)`` but the closure also judges `nil` actual values.
    public static func simpleNilable(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (Expression<T>) throws -> MatcherStatus
    ) -> Matcher<T> {
        Matcher { expression in
            MatcherResult(status: try matcher(expression), message: .deferred { .expectedActualValueTo(message()) })
        }
    }

    /// A matcher from a closure that receives the default message `expected to <message>`
    /// and returns a full result; `nil` fails both ways.
    ///
    /// ```swift
    /// func haveLength(_ n: Int) -> Matcher<String> {
    ///     Matcher.define("have length <\(n)>") { expression, message in
    ///         MatcherResult(bool: try expression.evaluate()?.count == n, message: message)
    ///     }
    /// }
    /// ```
    public static func define(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<T> {
        Matcher { expression in
            try matcher(expression, .deferred { .expectedActualValueTo(message()) }).requiringNonNil(expression)
        }
    }

    /// A matcher from a closure that returns a full result; `nil` fails both ways.
    public static func define(matcher: @escaping (Expression<T>) throws -> MatcherResult) -> Matcher<T> {
        Matcher { expression in try matcher(expression).requiringNonNil(expression) }
    }

    /// Like ``define(_:matcher:)`` but the closure also judges `nil` actual values.
    public static func defineNilable(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<T> {
        Matcher { expression in try matcher(expression, .deferred { .expectedActualValueTo(message()) }) }
    }

    /// The same matcher, except that a `nil` actual value cannot match (status `.fail`)
    /// and the message gets the hint ` (use beNil() to match nils)`.
    public var requireNonNil: Matcher<T> {
        Matcher { expression in try self.satisfies(expression).requiringNonNil(expression) }
    }

    /// The matcher for a non-optional value: `expected to <message>, got <actual>`,
    /// passing when `predicate` returns `true`. `nil` fails both ways.
    ///
    /// The SpecKit short-hand for the most common custom matcher:
    ///
    /// ```swift
    /// func beEven() -> Matcher<Int> {
    ///     .expectedTo("be even") { $0 % 2 == 0 }
    /// }
    /// ```
    /// - Parameters:
    ///   - message: What the value is expected to do; built only when a failure shows it.
    ///   - predicate: Judges the (non-nil) actual value.
    /// - Returns: The matcher.
    public static func expectedTo(_ message: @autoclosure @escaping () -> String, _ predicate: @escaping (T) throws -> Bool) -> Matcher<T> {
        Matcher { expression in
            let message = ExpectationMessage.deferred { .expectedActualValueTo(message()) }
            guard let actual = try expression.evaluate() else {
                return MatcherResult(status: .fail, message: message.appendedBeNilHint())
            }
            return MatcherResult(bool: try predicate(actual), message: message)
        }
    }
}

extension MatcherResult {
    /// This result, or `.fail` with the beNil() hint when the actual value is `nil`.
    func requiringNonNil<T>(_ expression: Expression<T>) throws -> MatcherResult {
        guard try expression.evaluatesToNil() else { return self }
        return MatcherResult(status: .fail, message: message.appendedBeNilHint())
    }
}
