/// A matcher that can judge an `async` expression: ``Matcher`` and ``AsyncMatcher``.
///
/// `satisfyAllOf`, `satisfyAnyOf`, `&&`, `||` and `map` take any mix of the two.
public protocol AsyncableMatcher<Value> {
    /// The type of the actual value.
    associatedtype Value
    /// Judges an `async` actual expression.
    /// - Parameter expression: The actual value.
    /// - Returns: The status and message.
    nonisolated(nonsending) func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult
}

extension Matcher: AsyncableMatcher {
    /// Awaits the value once, then judges it like a synchronous expression.
    /// - Parameter expression: The actual value.
    /// - Returns: The status and message.
    nonisolated(nonsending) public func satisfies(_ expression: AsyncExpression<T>) async throws -> MatcherResult {
        try satisfies(await expression.toSynchronousExpression())
    }
}

/// A check that must `await`: one `async` closure from the actual ``AsyncExpression`` to a
/// ``MatcherResult``. Use it with `expect` in `async` code (`await expect(x).to(…)`); it is
/// judged in the caller's isolation.
///
/// ```swift
/// func beStored(in store: Store) -> AsyncMatcher<Item.ID> {
///     AsyncMatcher.define("be stored") { expression, message in
///         guard let id = try await expression.evaluate() else { return MatcherResult(status: .fail, message: message) }
///         return MatcherResult(bool: await store.contains(id), message: message)
///     }
/// }
/// await expect(item.id).to(beStored(in: store))   // fails with: expected to be stored, got <7>
/// ```
public struct AsyncMatcher<T>: AsyncableMatcher {
    private let body: nonisolated(nonsending) (AsyncExpression<T>) async throws -> MatcherResult

    /// Creates a matcher from an `async` closure that judges the actual expression.
    /// - Parameter matcher: Awaits the expression and says whether it matches, and how to
    ///   describe the expectation.
    public init(_ matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherResult) {
        self.body = matcher
    }

    /// Judges an actual expression.
    /// - Parameter expression: The actual value.
    /// - Returns: The status and message.
    /// - Throws: Whatever the expression or the matcher throws; `expect` reports it as
    ///   `unexpected error thrown: <…>`.
    nonisolated(nonsending) public func satisfies(_ expression: AsyncExpression<T>) async throws -> MatcherResult {
        try await body(expression)
    }
}

// The short-hands, with the same names and messages as ``Matcher``'s.
extension AsyncMatcher {
    /// A matcher from a closure returning a full result; `nil` fails both ways.
    ///
    /// ```swift
    /// AsyncMatcher<Int>.define { expression in
    ///     MatcherResult(bool: try await expression.evaluate() == 1, message: .expectedActualValueTo("be one"))
    /// }
    /// ```
    /// - Parameter matcher: Judges the expression.
    /// - Returns: The matcher.
    public static func define(matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherResult) -> AsyncMatcher<T> {
        AsyncMatcher(matcher).requireNonNil
    }

    /// A matcher from a closure that receives the default message `expected to <message>`;
    /// `nil` fails both ways.
    /// - Parameters:
    ///   - message: What the value is expected to do.
    ///   - matcher: Judges the expression.
    /// - Returns: The matcher.
    public static func define(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        defineNilable(message, matcher: matcher).requireNonNil
    }

    /// Like ``define(_:matcher:)`` but the closure also judges `nil` actual values.
    public static func defineNilable(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> MatcherResult
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in try await matcher(expression, .expectedActualValueTo(message)) }
    }

    /// A matcher whose message reads `expected to <message>, got <actual>`; `nil` fails both ways.
    public static func simple(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherStatus
    ) -> AsyncMatcher<T> {
        simpleNilable(message, matcher: matcher).requireNonNil
    }

    /// Like ``simple(_:matcher:)`` but the closure also judges `nil` actual values.
    public static func simpleNilable(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<T>) async throws -> MatcherStatus
    ) -> AsyncMatcher<T> {
        AsyncMatcher { expression in
            MatcherResult(status: try await matcher(expression), message: .expectedActualValueTo(message))
        }
    }

    /// The same matcher, except that a `nil` actual value cannot match (status `.fail`)
    /// and the message gets the hint ` (use beNil() to match nils)`.
    public var requireNonNil: AsyncMatcher<T> {
        AsyncMatcher { expression in
            let result = try await self.satisfies(expression)
            guard try await expression.evaluate() == nil else { return result }
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}

extension AsyncableMatcher {
    /// Any matcher as an ``AsyncMatcher``.
    var asAsyncMatcher: AsyncMatcher<Value> {
        if let matcher = self as? AsyncMatcher<Value> { return matcher }
        return AsyncMatcher { expression in try await self.satisfies(expression) }
    }
}
