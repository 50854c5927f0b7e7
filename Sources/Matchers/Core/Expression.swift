/// The lazily evaluated actual value of an expectation, handed to a matcher.
///
/// The value is computed at most once per expectation (a matcher that calls `evaluate()`
/// twice does not run the user's code twice) unless the expression was created
/// `withoutCaching()`, which polling uses to see a fresh value on every attempt.
///
/// ```swift
/// let isEven = Matcher<Int> { expression in
///     let value = try expression.evaluate()
///     return MatcherResult(bool: value.map { $0 % 2 == 0 } ?? false,
///                          message: .expectedActualValueTo("be even"))
/// }
/// ```
public struct Expression<Value> {
    private let evaluator: Evaluator
    private let cachesValue: Bool
    /// Where the expectation was written.
    public let location: SourceLocation
    /// `true` when the user wrote a closure (`expect { … }`) rather than a value.
    public let isClosure: Bool

    /// Creates an expression from a closure that produces the actual value.
    /// - Parameters:
    ///   - expression: Computes the actual value; may throw.
    ///   - location: Where failures are reported.
    ///   - isClosure: Whether the user wrote a closure.
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.init(evaluator: Evaluator(expression), cachesValue: true, location: location, isClosure: isClosure)
    }

    private init(evaluator: Evaluator, cachesValue: Bool, location: SourceLocation, isClosure: Bool) {
        self.evaluator = evaluator
        self.cachesValue = cachesValue
        self.location = location
        self.isClosure = isClosure
    }

    /// Computes (or returns the already computed) actual value.
    /// - Returns: The actual value, `nil` when the expression produced `nil`.
    /// - Throws: Whatever the user's expression threw.
    public func evaluate() throws -> Value? {
        try evaluator.value(cached: cachesValue)
    }

    /// An expression over a value derived from this one, at the same location.
    /// - Parameter block: Derives the new value from the actual value.
    /// - Returns: The derived expression.
    public func cast<U>(_ block: @escaping (Value?) throws -> U?) -> Expression<U> {
        Expression<U>(expression: { try block(self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// The same expression, re-evaluated on every `evaluate()` call.
    public func withoutCaching() -> Expression<Value> {
        Expression(evaluator: evaluator, cachesValue: false, location: location, isClosure: isClosure)
    }

    /// The same expression, evaluated at most once from now on.
    public func withCaching() -> Expression<Value> {
        Expression(expression: { try self.evaluate() }, location: location, isClosure: isClosure)
    }

    /// Runs the closure and remembers its outcome (value or error) for cached reads.
    private final class Evaluator {
        private let body: () throws -> Value?
        private var outcome: Result<Value?, any Error>?

        init(_ body: @escaping () throws -> Value?) { self.body = body }

        func value(cached: Bool) throws -> Value? {
            if cached, let outcome { return try outcome.get() }
            let fresh = Result { try body() }
            outcome = fresh
            return try fresh.get()
        }
    }
}
