/// The lazily evaluated actual value of `expect { await … }`.
///
/// It is awaited once per expectation (or once per attempt when polling) and then judged by
/// an ordinary synchronous ``Matcher``.
public struct AsyncExpression<Value> {
    private let body: () async throws -> Value?
    /// Where the expectation was written.
    public let location: SourceLocation
    /// Always `true`: the user wrote a closure.
    public let isClosure: Bool

    /// Creates an expression from an `async` closure.
    /// - Parameters:
    ///   - expression: Computes the actual value; may suspend and throw.
    ///   - location: Where failures are reported.
    ///   - isClosure: Whether the user wrote a closure.
    public init(expression: @escaping () async throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.body = expression
        self.location = location
        self.isClosure = isClosure
    }

    /// Awaits the closure now.
    /// - Returns: The actual value.
    /// - Throws: Whatever the closure threw.
    public func evaluate(isolation: isolated (any Actor)? = #isolation) async throws -> Value? {
        try await body()
    }

    /// Awaits the closure once and wraps the outcome (value or error) in a synchronous,
    /// cached ``Expression`` a ``Matcher`` can judge.
    public func toSynchronousExpression(isolation: isolated (any Actor)? = #isolation) async -> Expression<Value> {
        let outcome = await Result { try await body() }
        return Expression(expression: { try outcome.get() }, location: location, isClosure: isClosure)
    }
}

extension Result where Failure == any Error {
    /// `Result(catching:)` for an `async` body.
    init(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
