/// The lazily evaluated actual value of `expect { await … }`.
///
/// Like ``Expression``, the closure is awaited at most once per expectation (an
/// ``AsyncMatcher`` that evaluates twice does not run the user's code twice) unless the
/// expression was made `withoutCaching()`, which polling uses to see a fresh value on every
/// attempt. Judge it with an ``AsyncMatcher``, or with an ordinary ``Matcher`` after
/// ``toSynchronousExpression(isolation:)``.
///
/// ```swift
/// let isReady = AsyncMatcher<Service> { expression in
///     let ready = try await expression.evaluate()?.isReady() ?? false
///     return MatcherResult(bool: ready, message: .expectedTo("be ready"))
/// }
/// ```
public struct AsyncExpression<Value> {
    private let evaluator: Evaluator
    private let cachesValue: Bool
    /// Where the expectation was written.
    public let location: SourceLocation
    /// `true` when the user wrote a closure (`expect { … }`) rather than a value.
    public let isClosure: Bool

    /// Creates an expression from an `async` closure.
    /// - Parameters:
    ///   - expression: Computes the actual value; may suspend and throw.
    ///   - location: Where failures are reported.
    ///   - isClosure: Whether the user wrote a closure.
    public init(expression: @escaping () async throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.init(evaluator: Evaluator(expression), cachesValue: true, location: location, isClosure: isClosure)
    }

    private init(evaluator: Evaluator, cachesValue: Bool, location: SourceLocation, isClosure: Bool) {
        self.evaluator = evaluator
        self.cachesValue = cachesValue
        self.location = location
        self.isClosure = isClosure
    }

    /// Awaits (or returns the already awaited) actual value.
    /// - Returns: The actual value, `nil` when the expression produced `nil`.
    /// - Throws: Whatever the closure threw.
    public func evaluate(isolation: isolated (any Actor)? = #isolation) async throws -> Value? {
        try await evaluator.value(cached: cachesValue)
    }

    /// Awaits the value once and wraps the outcome (value or error) in a synchronous,
    /// cached ``Expression`` a ``Matcher`` can judge.
    public func toSynchronousExpression(isolation: isolated (any Actor)? = #isolation) async -> Expression<Value> {
        let outcome = await Result { try await evaluate() }
        return Expression(expression: { try outcome.get() }, location: location, isClosure: isClosure)
    }

    /// An expression over a value derived from this one, at the same location.
    /// - Parameter block: Derives the new value from the actual value.
    /// - Returns: The derived expression.
    public func cast<U>(_ block: @escaping (Value?) throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(expression: { try block(try await self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// An expression over a value derived from this one by an `async` transform.
    public func cast<U>(_ block: nonisolated(nonsending) @escaping (Value?) async throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(expression: { try await block(try await self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// The same expression, awaited afresh on every `evaluate()` call.
    public func withoutCaching() -> AsyncExpression<Value> {
        AsyncExpression(evaluator: evaluator, cachesValue: false, location: location, isClosure: isClosure)
    }

    /// The same expression, awaited at most once from now on.
    public func withCaching() -> AsyncExpression<Value> {
        AsyncExpression(expression: { try await self.evaluate() }, location: location, isClosure: isClosure)
    }

    /// Runs the closure and remembers its outcome (value or error) for cached reads.
    private final class Evaluator {
        private let body: () async throws -> Value?
        private var outcome: Result<Value?, any Error>?

        init(_ body: @escaping () async throws -> Value?) { self.body = body }

        func value(cached: Bool, isolation: isolated (any Actor)? = #isolation) async throws -> Value? {
            if cached, let outcome { return try outcome.get() }
            let fresh = await Result { try await body() }
            outcome = fresh
            return try fresh.get()
        }
    }
}

extension Result where Failure == any Error {
    /// `Result(catching:)` for an `async` body.
    init(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
