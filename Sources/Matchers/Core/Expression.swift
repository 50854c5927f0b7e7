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

    /// Whether the actual value is `nil`: evaluates like ``evaluate()``, but a cached outcome is
    /// answered without copying the value (what every `nil`-rejecting matcher asks after matching).
    func evaluatesToNil() throws -> Bool {
        try evaluator.isNil(cached: cachesValue)
    }

    /// Runs the closure and remembers its outcome (value or error) for cached reads.
    // Plain stored properties and a non-generic state rather than a `Result<Value?, any Error>?`:
    // in a debug build every generic type the check touches is looked up at run time, and this
    // runs for every check.
    private final class Evaluator {
        private let body: () throws -> Value?
        private var state = EvaluationState.pending
        private var value: Value?
        private var error: (any Error)?

        init(_ body: @escaping () throws -> Value?) { self.body = body }

        func value(cached: Bool) throws -> Value? {
            if cached, state != .pending {
                if let error { throw error }
                return value
            }
            do {
                let fresh = try body()
                value = fresh
                error = nil
                state = fresh == nil ? .nilValue : .value
                return fresh
            } catch {
                value = nil
                self.error = error
                state = .threw
                throw error
            }
        }

        func isNil(cached: Bool) throws -> Bool {
            if cached {
                switch state {
                case .value: return false
                case .nilValue: return true
                case .pending, .threw: break
                }
            }
            return try value(cached: cached) == nil
        }
    }
}

/// What an expression's evaluation produced so far (outside the generic type, so that reading
/// it needs no run-time type lookup).
private enum EvaluationState {
    case pending, value, nilValue, threw
}
