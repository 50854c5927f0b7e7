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

    /// What the matcher is: a closure, or one of the common built-in checks, kept as its
    /// values so that a passing `to`/`toNot` is judged without building the closure and its
    /// messages (issue 12). Each built-in case turns into the same closure the matcher had
    /// before (``satisfies(_:)``), which judges every case the fast path does not pass.
    enum Kind {
        /// Any matcher.
        case closure((Expression<T>) throws -> MatcherResult)
        /// `equal(expected)`, compared with `areEqual`.
        case equal(T?, areEqual: (T, T) -> Bool)
        /// A matcher whose `to` passes when `holds` is true for the actual value (possibly
        /// `nil`), and whose `toNot` passes when `not` is; `make` builds the full matcher, which
        /// judges everything else.
        case holds((T?) -> Bool, not: ((T?) -> Bool)?, make: () -> Matcher<T>)
    }

    /// Creates a matcher from a closure that judges the actual expression.
    /// - Parameter matcher: Evaluates the expression and says whether it matches, and how to
    ///   describe the expectation.
    public init(_ matcher: @escaping (Expression<T>) throws -> MatcherResult) {
        self.kind = .closure(matcher)
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// Judges an actual expression.
    /// - Parameter expression: The actual value.
    /// - Returns: The status and message.
    /// - Throws: Whatever the expression or the matcher throws; `expect` reports it as
    ///   `unexpected error thrown: <…>`.
    public func satisfies(_ expression: Expression<T>) throws -> MatcherResult {
        switch kind {
        case let .closure(body): return try body(expression)
        case let .equal(expected, areEqual): return try Matchers.equal(expected, by: areEqual).satisfies(expression)
        case let .holds(_, _, make): return try make().satisfies(expression)
        }
    }

    /// The matcher as one closure, so that the generic code of a failing (or not fast-path)
    /// check handles a closure, whose layout does not depend on `T`, instead of this struct,
    /// whose layout does (a debug build would look its type up at run time).
    var body: (Expression<T>) throws -> MatcherResult {
        switch kind {
        case let .closure(body): return body
        case let .equal(expected, areEqual): return Matchers.equal(expected, by: areEqual).closure
        case let .holds(_, _, make): return make().closure
        }
    }

    /// ``body`` out of line, for the full matchers the built-in cases make (always closures).
    var closure: (Expression<T>) throws -> MatcherResult {
        if case let .closure(body) = kind { return body }
        return { try self.satisfies($0) }
    }

    /// Whether `to` (`style` `.toMatch`) or `toNot` passes, when that can be told without
    /// running the full matcher; `false` means "run it" (it may pass, fail or throw).
    /// The expression is evaluated (and cached) here, so the full matcher does not run the
    /// user's code again.
    func passesWithoutMessage(_ expression: Expression<T>, _ style: ExpectationStyle) -> Bool {
        // An expression made `withoutCaching()` would run again in the full matcher.
        guard expression.cachesValue else { return false }
        switch kind {
        case .closure:
            return false
        case let .equal(expected, areEqual):
            // The full matcher's `.matches` / `.doesNotMatch` for two non-nil values; `nil` on
            // either side and a thrown error are left to it.
            guard let expected, let actual = try? expression.evaluate() else { return false }
            if case .toMatch = style { return areEqual(actual, expected) }
            return !areEqual(actual, expected)
        case let .holds(holds, not, _):
            // `beNil()` takes any value, also the closure of `expect({ … })`, which the full matcher
            // fails (`equal` needs `Equatable`, which a function is not).
            if expression.holdsUncalledClosure { return false }
            let judge: (T?) -> Bool
            if case .toMatch = style { judge = holds } else if let not { judge = not } else { return false }
            // Not `try?`: it would turn a thrown error into `nil`, which `judge` may accept.
            do { return judge(try expression.evaluate()) } catch { return false }
        }
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
