/// A check of an actual value: one closure from the actual ``Expression`` to a ``MatcherResult``.
///
/// Build matchers with the free functions (`equal`, `beNil`, …) or write your own:
///
/// ```swift
/// func beEven() -> Matcher<Int> {
///     Matcher.simple("be even") { expression in
///         MatcherStatus(bool: try expression.evaluate().map { $0 % 2 == 0 } ?? false)
///     }
/// }
/// expect(4).to(beEven())   // fails with: expected to be even, got <3>
/// ```
///
/// The result's status has three states so that a matcher can say "cannot match"
/// (``MatcherStatus/fail``, for example when the actual value is `nil`): such a result fails
/// both `to` and `toNot`.
public struct Matcher<T> {
    let kind: Kind

    /// What the matcher is: a closure, or one of the common built-in checks, which can tell a
    /// passing `to`/`toNot` without building its messages.
    // Only closures and an existential, so that the layout of `Matcher<T>` does not depend on
    // `T`: a debug build then copies and destroys a matcher without looking `Matcher<T>` (and
    // the payload types) up at run time on every `expect(x).to(equal(y))`.
    enum Kind {
        /// Any matcher.
        case closure((Expression<T>) throws -> MatcherResult)
        /// A built-in matcher, as one closure (one allocation): `judge(expression, style)` is
        /// `nil` when `to` (`.toMatch`) or `toNot` (`.toNotMatch`) passes, told without a
        /// message, and the full matcher's result otherwise; `judge(expression, nil)` is always
        /// the full matcher's result. A `nil` may only stand for what the full matcher would
        /// judge the same way (see `Matcher.passes`).
        case builtIn((Expression<T>, ExpectationStyle?) throws -> MatcherResult?)
        /// `beNil()`: no closure, so that building it allocates nothing.
        case beNil
        /// `equal(expected)` with an expected value that is not `nil`, kept as the value itself
        /// (a `T`, with its `Equatable` conformance): no closure to build, call and free, and no
        /// allocation for a value that fits the existential's inline buffer.
        case equal(any Equatable)
    }

    /// Judges an actual expression.
    /// - Parameter expression: The actual value.
    /// - Returns: The status and message.
    /// - Throws: Whatever the expression or the matcher throws; `expect` reports it as
    ///   `unexpected error thrown: <…>`.
    public func satisfies(_ expression: Expression<T>) throws -> MatcherResult {
        switch kind {
        case let .closure(body): return try body(expression)
        case let .builtIn(judge): return try Matcher.fullResult(judge, expression)
        case .beNil: return try nilMatcher().satisfies(expression)
        case let .equal(expected): return try Matcher.fullEqual(expected).satisfies(expression)
        }
    }

    /// The matcher as one closure (the full matcher, for the generic code of a failing check).
    var body: (Expression<T>) throws -> MatcherResult {
        switch kind {
        case let .closure(body): return body
        case let .builtIn(judge): return { try Matcher.fullResult(judge, $0) }
        case .beNil: return nilMatcher().body
        case let .equal(expected): return Matcher.fullEqual(expected).body
        }
    }

    /// A built-in matcher's full result.
    private static func fullResult(
        _ judge: (Expression<T>, ExpectationStyle?) throws -> MatcherResult?, _ expression: Expression<T>
    ) throws -> MatcherResult {
        // Asked without a style, a built-in matcher always answers with its full result.
        guard let result = try judge(expression, nil) else { return MatcherResult(status: .fail, message: .fail("")) }
        return result
    }

    /// Judges `to` / `toNot` (`style`): `nil` for a pass a built-in matcher tells without a
    /// message, otherwise the verdict of the full matcher (a thrown error included).
    func verdict(on expression: Expression<T>, _ style: ExpectationStyle) -> Verdict? {
        switch kind {
        case let .closure(body):
            return Verdict(evaluating: body, on: expression, style)
        case let .builtIn(judge):
            do {
                guard let result = try judge(expression, style) else { return nil }
                return Verdict(result, of: expression, style)
            } catch {
                return Verdict(threw: error)
            }
        case .beNil:
            if expression.evaluator.passesBeNil(caching: expression.cachesValue, style) { return nil }
            return fullVerdict(on: expression, style)
        case let .equal(expected):
            if expression.evaluator.passesEqual(expected, caching: expression.cachesValue, style) { return nil }
            return fullVerdict(on: expression, style)
        }
    }

    /// The verdict of the full matcher (a `beNil()` whose quick check did not pass).
    func fullVerdict(on expression: Expression<T>, _ style: ExpectationStyle) -> Verdict {
        Verdict(evaluating: body, on: expression, style)
    }

    /// For a built-in matcher's closure: `nil` when `style` is given and the actual value
    /// (evaluated, and cached, here: the full matcher then does not run the user's code again)
    /// passes — `holds(value, style)` for a value, `nilPassesTo` for `nil` in `to` —; otherwise
    /// the result of the full matcher `full` builds. `holds` must answer `true` only where the
    /// full matcher gives `.matches` (`to`) / `.doesNotMatch` (`toNot`); a thrown error is never
    /// a pass here.
    // The value reaches `holds` unwrapped: each generic function that holds a `T?` looks
    // `Optional<T>` up at run time in a debug build.
    static func passes(
        _ expression: Expression<T>, _ style: ExpectationStyle?, nilPassesTo: Bool = false,
        holds: (T, ExpectationStyle) -> Bool, full: () -> Matcher<T>
    ) throws -> MatcherResult? {
        // An expression made `withoutCaching()` would run again in the full matcher.
        if let style, expression.cachesValue {
            let nilPasses: Bool
            if case .toMatch = style { nilPasses = nilPassesTo } else { nilPasses = false }
            if expression.evaluatedValue(satisfies: { holds($0, style) }, whenNil: nilPasses) { return nil }
        }
        return try full().satisfies(expression)
    }
}

// The initializers are in an extension, so that the type's body declares none and
// `Matcher(kind:)` is the compiler's own: a debug build writes that one straight into the result,
// where a declared one builds the value in a local copy and copies it out. (The other members
// stay in the body: moved to extensions, they made a spec's `expect(…).to(…)` lines type-check
// slower.)
extension Matcher {
    /// Creates a matcher from a closure that judges the actual expression.
    /// - Parameter matcher: Evaluates the expression and says whether it matches, and how to
    ///   describe the expectation.
    public init(_ matcher: @escaping (Expression<T>) throws -> MatcherResult) {
        self.init(kind: .closure(matcher))
    }

    /// A built-in matcher (see ``Kind/builtIn(_:)``).
    init(builtIn judge: @escaping (Expression<T>, ExpectationStyle?) throws -> MatcherResult?) {
        self.init(kind: .builtIn(judge))
    }
}

/// Whether a matcher expects its value to match (`to`) or not to match (`toNot`).
public enum ExpectationStyle: Sendable {
    /// `to`: the matcher must match.
    case toMatch
    /// `toNot` / `notTo`: the matcher must not match.
    case toNotMatch
}

/// The verdict of a matcher: a status and the message that describes the expectation.
public struct MatcherResult {
    /// Matches, does not match, or cannot match (fails either way).
    public var status: MatcherStatus
    /// Describes what was expected; used when the expectation fails.
    public var message: ExpectationMessage

    /// Creates a result.
    public init(status: MatcherStatus, message: ExpectationMessage) {
        self.status = status
        self.message = message
    }

    /// Creates a `.matches` / `.doesNotMatch` result from a `Bool`.
    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: MatcherStatus(bool: bool), message: message)
    }

    /// Whether the result satisfies the given expectation style.
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        status.toBoolean(expectation: style)
    }
}

/// The three outcomes of a matcher.
public enum MatcherStatus: Sendable, Equatable {
    /// The value matches: `to` passes, `toNot` fails.
    case matches
    /// The value does not match: `to` fails, `toNot` passes.
    case doesNotMatch
    /// The matcher cannot judge the value (for example it is `nil`): both `to` and `toNot` fail.
    case fail

    /// `.matches` for `true`, `.doesNotMatch` for `false`.
    public init(bool matches: Bool) {
        self = matches ? .matches : .doesNotMatch
    }

    /// Whether this status satisfies the given expectation style.
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        switch (self, style) {
        case (.matches, .toMatch), (.doesNotMatch, .toNotMatch): return true
        default: return false
        }
    }
}
