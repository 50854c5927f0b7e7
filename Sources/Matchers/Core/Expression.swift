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
    // The location lives in the shared evaluation, so that copying an expression (a debug build
    // copies it several times per check) is one retain.
    let evaluator: Evaluation<Value?>
    let cachesValue: Bool

    /// Where the expectation was written.
    public var location: SourceLocation {
        get { evaluator.location }
    }

    /// `true` when the user wrote a closure (`expect { … }`) rather than a value.
    public var isClosure: Bool {
        get { evaluator.isClosure }
    }

    /// Creates an expression from a closure that produces the actual value.
    /// - Parameters:
    ///   - expression: Computes the actual value; may throw.
    ///   - location: Where failures are reported.
    ///   - isClosure: Whether the user wrote a closure.
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        // Set here rather than through `init(evaluator:cachesValue:)`: one call and copy fewer a check.
        self.evaluator = Evaluation(expression, nothing: nil, location: location, isClosure: isClosure)
        self.cachesValue = true
    }

    init(evaluator: Evaluation<Value?>, cachesValue: Bool) {
        self.evaluator = evaluator
        self.cachesValue = cachesValue
    }

    /// Computes (or returns the already computed) actual value.
    /// - Returns: The actual value, `nil` when the expression produced `nil`.
    /// - Throws: Whatever the user's expression threw.
    public func evaluate() throws -> Value? {
        let evaluator = self.evaluator
        if cachesValue, !evaluator.state.isPending {
            if let error = evaluator.error { throw error }
            return evaluator.value
        }
        do {
            let fresh = try evaluator.body()
            evaluator.value = fresh
            evaluator.error = nil
            evaluator.state = fresh == nil ? .nilValue : .value
            return fresh
        } catch {
            evaluator.value = nil
            evaluator.error = error
            evaluator.state = .threw
            throw error
        }
    }

    /// Evaluates like ``evaluate()`` and answers `test` for a value, `whenNil` for `nil`, and
    /// `false` for a thrown error (the built-in matchers' passing checks).
    // `evaluate()`'s steps, not a call to it: each generic function that holds a `Value?` looks
    // `Optional<Value>` up at run time in a debug build, on every check.
    func evaluatedValue(satisfies test: (Value) -> Bool, whenNil: Bool) -> Bool {
        let evaluator = self.evaluator
        if !cachesValue || evaluator.state.isPending {
            do {
                let fresh = try evaluator.body()
                evaluator.value = fresh
                evaluator.error = nil
                evaluator.state = fresh == nil ? .nilValue : .value
            } catch {
                evaluator.value = nil
                evaluator.error = error
                evaluator.state = .threw
                return false
            }
        }
        switch evaluator.state {
        case .value:
            guard let value = evaluator.value else { return whenNil }
            return test(value)
        case .nilValue: return whenNil
        case .pending, .threw: return false
        }
    }

    /// An expression over a value derived from this one, at the same location.
    /// - Parameter block: Derives the new value from the actual value.
    /// - Returns: The derived expression.
    public func cast<U>(_ block: @escaping (Value?) throws -> U?) -> Expression<U> {
        Expression<U>(expression: { try block(self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// The same expression, re-evaluated on every `evaluate()` call.
    public func withoutCaching() -> Expression<Value> {
        Expression(evaluator: evaluator, cachesValue: false)
    }

    /// The same expression, evaluated at most once from now on.
    public func withCaching() -> Expression<Value> {
        Expression(expression: { try self.evaluate() }, location: location, isClosure: isClosure)
    }

    /// Whether the actual value is `nil`: evaluates like ``evaluate()``, but a cached outcome is
    /// answered without copying the value (what every `nil`-rejecting matcher asks after matching).
    func evaluatesToNil() throws -> Bool {
        if cachesValue {
            switch evaluator.state {
            case .value: return false
            case .nilValue: return true
            case .pending, .threw: break
            }
        }
        return try evaluate() == nil
    }

}

/// An expression's closure and its outcome (value or error) for cached reads, shared by the
/// copies of the expression.
// Generic over the closure's whole result (`Value?`), not over `Value`: the instance is destroyed
// in generic code, and a field of type `Value?` there needs a run-time lookup of `Optional<Value>`
// on every check; a field of the class's own parameter type does not. Plain stored properties and
// a non-generic state rather than a `Result<Value?, any Error>?` for the same reason.
// `@exclusivity(unchecked)`: only `Expression.evaluate()` writes them, and a debug build would
// otherwise call the run time's access tracking on each read and write.
final class Evaluation<Outcome> {
    let body: () throws -> Outcome
    let location: SourceLocation
    let isClosure: Bool
    @exclusivity(unchecked) var state = EvaluationState.pending
    @exclusivity(unchecked) var error: (any Error)?
    @exclusivity(unchecked) var value: Outcome

    /// - Parameters:
    ///   - body: The expression's closure.
    ///   - nothing: The value before evaluation (`nil`).
    ///   - location: Where the expectation was written.
    ///   - isClosure: Whether the user wrote a closure.
    init(_ body: @escaping () throws -> Outcome, nothing: consuming Outcome, location: SourceLocation, isClosure: Bool) {
        self.body = body
        self.location = location
        self.isClosure = isClosure
        self.value = nothing
    }
}

/// What an expression's evaluation produced so far (outside the generic type, so that reading
/// it needs no run-time type lookup).
enum EvaluationState {
    case pending, value, nilValue, threw

    // A `switch` rather than the derived `==`, which a debug build calls as a function.
    var isPending: Bool {
        if case .pending = self { return true }
        return false
    }
}
