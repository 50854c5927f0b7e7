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

    /// Computes (or returns the already computed) actual value.
    /// - Returns: The actual value, `nil` when the expression produced `nil`.
    /// - Throws: Whatever the user's expression threw.
    // The work is the evaluation object's: there `Optional<Value>` is its own type parameter, which
    // a debug build reads from the object instead of looking it up at run time.
    public func evaluate() throws -> Value? {
        try evaluator.evaluate(caching: cachesValue)
    }

    /// Evaluates like ``evaluate()`` and answers `test` for a value, `whenNil` for `nil`, and
    /// `false` for a thrown error (the built-in matchers' passing checks).
    func evaluatedValue(satisfies test: (Value) -> Bool, whenNil: Bool) -> Bool {
        evaluator.evaluatedValue(caching: cachesValue, satisfies: test, whenNil: whenNil)
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
        return try evaluator.evaluatesToNil(caching: cachesValue)
    }
}

// The initializers are in an extension, so that the type's body declares none and
// `Expression(evaluator:cachesValue:)` is the compiler's own (see `Matcher`'s).
extension Expression {
    /// Creates an expression from a closure that produces the actual value.
    /// - Parameters:
    ///   - expression: Computes the actual value; may throw.
    ///   - location: Where failures are reported.
    ///   - isClosure: Whether the user wrote a closure.
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.evaluator = Evaluation(
            expression, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column, isClosure: isClosure)
        self.cachesValue = true
    }

    /// `expect`'s expression: the location's parts are kept as they are (no `SourceLocation` is
    /// built unless a failure or a record needs one).
    init(
        expression: @escaping () throws -> Value?, fileID: String, filePath: StaticString, line: UInt, column: UInt,
        isClosure: Bool
    ) {
        self.evaluator = Evaluation(expression, fileID: fileID, filePath: filePath, line: line, column: column, isClosure: isClosure)
        self.cachesValue = true
    }
}

/// An expression's closure, where it was written, and its outcome (value or error) for cached
/// reads, shared by the copies of the expression.
// Generic over the closure's whole result (`Value?`), not over `Value`, and the work on that
// result done in its methods (constrained `Outcome == Wrapped?`): in a debug build a generic
// function that holds a `Value?` looks `Optional<Value>` up at run time on every call, while a
// method of this class reads it from the object's own type. Plain stored properties and a
// non-generic state rather than a `Result<Value?, any Error>?` for the same reason; the location
// as its parts, so that `expect` builds no `SourceLocation`.
// `@exclusivity(unchecked)`: only the evaluating methods write them, and a debug build would
// otherwise call the run time's access tracking on each read and write.
@usableFromInline
final class Evaluation<Outcome> {
    let body: () throws -> Outcome
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
    let isClosure: Bool
    @exclusivity(unchecked) var state = EvaluationState.pending
    @exclusivity(unchecked) var error: (any Error)?
    @exclusivity(unchecked) var value: Outcome

    /// - Parameters:
    ///   - body: The expression's closure.
    ///   - fileID: The `#fileID` of the expectation.
    ///   - filePath: The `#filePath` of the expectation.
    ///   - line: Its line.
    ///   - column: Its column.
    ///   - isClosure: Whether the user wrote a closure.
    // `consuming`: the closure and the string are moved into the object, not retained and then
    // released as arguments.
    init<Wrapped>(
        _ body: consuming @escaping () throws -> Outcome, fileID: consuming String, filePath: StaticString, line: UInt,
        column: UInt, isClosure: Bool
    ) where Outcome == Wrapped? {
        self.body = consume body
        self.fileID = consume fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.isClosure = isClosure
        self.value = nil
    }

    /// Where the expectation was written.
    var location: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension Evaluation {
    /// `expect(value)`'s expectation (see `expect` for why it is made here).
    // Its parameters are borrowed, as every spec line passes them: taken `consuming` (or
    // `__owned`), they would save the object a retain and a release, but the compiler's mandatory
    // passes over each spec line that calls `expect` then run far longer.
    @usableFromInline
    static func expectation<Wrapped>(
        _ body: @escaping () throws -> Outcome, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) -> SyncExpectation<Wrapped> where Outcome == Wrapped? {
        SyncExpectation(
            expression: Expression(
                evaluator: Evaluation<Outcome>(body, fileID: fileID, filePath: filePath, line: line, column: column, isClosure: false),
                cachesValue: true),
            status: .pending)
    }

    /// Runs the closure when `caching` is `false` or nothing was evaluated yet, and keeps its
    /// outcome.
    /// - Returns: `false` when the closure threw, now or in the cached evaluation.
    // `@_transparent` (private: inlined into the methods below only), so that a passing check
    // makes no call, with its copies, between its question and the user's closure.
    @_transparent
    private func run<Wrapped>(caching: Bool) -> Bool where Outcome == Wrapped? {
        // A `switch` rather than `isPending`, which a debug build calls as a function.
        if caching {
            switch state {
            case .pending: break
            case .threw: return false
            case .value, .nilValue: return true
            }
        }
        do {
            let fresh = try body()
            keep(fresh)
            return true
        } catch {
            value = nil
            self.error = error
            state = .threw
            return false
        }
    }

    /// Keeps what the closure returned as the cached outcome.
    // Only what changed is written: the stored value and the error are `nil` unless an earlier
    // evaluation (of an expression made `withoutCaching()`) set them, and a debug build copies a
    // generic value through its type's value witnesses on every write.
    @_transparent
    private func keep<Wrapped>(_ fresh: Outcome) where Outcome == Wrapped? {
        if case .threw = state { error = nil }
        if fresh == nil {
            if case .value = state { value = nil }
            state = .nilValue
        } else {
            value = fresh
            state = .value
        }
    }

    /// ``Expression/evaluate()``.
    func evaluate<Wrapped>(caching: Bool) throws -> Wrapped? where Outcome == Wrapped? {
        if caching, !state.isPending {
            if let error { throw error }
            return value
        }
        do {
            let fresh = try body()
            keep(fresh)
            return fresh
        } catch {
            value = nil
            self.error = error
            state = .threw
            throw error
        }
    }

    /// ``Expression/evaluatesToNil()`` for an outcome not cached.
    func evaluatesToNil<Wrapped>(caching: Bool) throws -> Bool where Outcome == Wrapped? {
        try evaluate(caching: caching) == nil
    }

    /// ``Expression/evaluatedValue(satisfies:whenNil:)``.
    func evaluatedValue<Wrapped>(caching: Bool, satisfies test: (Wrapped) -> Bool, whenNil: Bool) -> Bool
    where Outcome == Wrapped? {
        guard run(caching: caching) else { return false }
        guard let value else { return whenNil }
        return test(value)
    }

    /// Whether the actual value is non-nil and `== expected` (`isEqual`) or `!=` (not), evaluated
    /// like ``Expression/evaluate()``; `false` for `nil` and a thrown error (`==`'s and `equal`'s
    /// passing checks).
    func holds<Wrapped: Equatable>(caching: Bool, equalTo expected: Wrapped, isEqual: Bool) -> Bool
    where Outcome == Wrapped? {
        guard run(caching: caching), let value else { return false }
        return isEqual ? value == expected : value != expected
    }

    /// ``holds(caching:equalTo:isEqual:)`` for an expected value whose type is only known to be
    /// `Equatable` (`equal`'s, in its matcher kind): `false` unless it is the actual value's type.
    // `@_transparent`: inlined into `passesEqual`, which opens the existential to call it.
    @_transparent
    private func holds<Wrapped, Expected: Equatable>(caching: Bool, equalToOpened expected: Expected, isEqual: Bool) -> Bool
    where Outcome == Wrapped? {
        guard Expected.self == Wrapped.self, run(caching: caching), let value else { return false }
        // The same type, checked above: a copy, not a conversion.
        let actual = unsafeBitCast(value, to: Expected.self)
        return isEqual ? actual == expected : actual != expected
    }

    /// Whether `equal(expected)` passes `to` (a non-nil actual value that equals `expected`) /
    /// `toNot` (one that does not), told without a message; `false` sends the check to the full
    /// matcher: `nil`, a thrown error, and an expression made `withoutCaching()` (`caching`
    /// false), which would run again there.
    // Here rather than in a method of `Expression` or `Matcher`: a debug build compiles each file
    // apart, so only a function of this file can have `run` inlined (`@_transparent` inlines
    // within a file alone), and every call between `to` and the user's closure copies its
    // arguments. `@_transparent` itself, as `to` calls it from another file, only spares it the
    // debug build's zeroing of its generic locals.
    @_transparent
    func passesEqual<Wrapped>(_ expected: any Equatable, caching: Bool, _ style: ExpectationStyle) -> Bool
    where Outcome == Wrapped? {
        guard caching else { return false }
        let isEqual: Bool
        if case .toMatch = style { isEqual = true } else { isEqual = false }
        return holds(caching: true, equalToOpened: expected, isEqual: isEqual)
    }

    /// Whether `beNil()` passes `to` (a `nil`) / `toNot` (a value that is not a nested `nil`),
    /// told without a message; `false` sends the check to the full matcher (also for an
    /// expression made `withoutCaching()`: `caching` false, it would run again there).
    // Here, and `@_transparent`, for the reasons `passesEqual` is.
    @_transparent
    func passesBeNil<Wrapped>(caching: Bool, _ style: ExpectationStyle) -> Bool where Outcome == Wrapped? {
        if !caching { return false }
        // `beNil()` takes any value, also the closure of `expect({ … })`: that one skips the
        // quick pass, and the verdict fails it (Verdict.swift). The type first: only a function
        // value reads its call site.
        if isFunctionType(Wrapped.self), !isClosure, location.opensClosureInParentheses { return false }
        guard run(caching: true) else { return false }
        if case .toMatch = style {
            if case .nilValue = state { return true }
            return false
        }
        guard let value else { return false }
        return !isNestedNil(value)
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
