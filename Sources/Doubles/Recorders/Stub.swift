import Matchers

/// The canned answer of one method: a fixed value, a sequence of values, a closure computing
/// the answer from the arguments (sync or async), or an error to throw.
///
/// A `Stub` is a reference type protected by a lock, so it can sit in a `Stubs` struct held
/// by `let` or `var` and be answered from any thread. ``Spy`` uses one internally; use
/// `Stub` directly in a hand-written double.
///
/// ```swift
/// struct Stubs {
///     let fetch = Stub<String, Int>()
/// }
/// let stubs = Stubs()
/// stubs.fetch.returns(inOrder: [1, 2], then: .fail)
/// stubs.fetch.answers { id in id.count }
/// stubs.fetch.throws(URLError(.badURL))
/// ```
public final class Stub<Arguments, Result>: @unchecked Sendable {
    /// What a sequence of answers does once every value was used.
    public enum Exhaustion: Sendable {
        /// Keep answering with the last value.
        case repeatLast
        /// Report a failure naming the method and the number of answers.
        case fail
    }

    enum Answer {
        case value(Result)
        case sequence([Result], Exhaustion)
        case compute((Arguments) throws -> Result)
        case computeAsync((Arguments) async throws -> Result)
        case error(any Error)
    }

    /// The outcome of answering one call, before the caller decides what to do with it.
    enum Outcome {
        case value(Result)
        case error(any Error)
        case needsAsync((Arguments) async throws -> Result)
        case unanswered(String)
    }

    private struct State {
        var answer: Answer?
        var answered = 0
    }

    private let state: Locked<State>
    private let owner: String?

    /// Creates a stub with no answer yet: answering it before one is set is a failure.
    /// - Parameter owner: the double's name used in failure messages, e.g. `"APIMock"`.
    public init(owner: String? = nil) {
        state = Locked(State())
        self.owner = owner
    }

    /// Creates a stub that answers `value` until told otherwise.
    /// - Parameters:
    ///   - value: the default answer.
    ///   - owner: the double's name used in failure messages.
    public init(returning value: Result, owner: String? = nil) {
        state = Locked(State(answer: .value(value)))
        self.owner = owner
    }

    /// Answers every call with `value`.
    public func returns(_ value: Result) {
        set(.value(value))
    }

    /// Answers the calls with `values`, one per call.
    /// - Parameters:
    ///   - values: the answers, in call order.
    ///   - exhaustion: what happens after the last one: `.repeatLast` (the default) or `.fail`.
    public func returns(inOrder values: [Result], then exhaustion: Exhaustion = .repeatLast) {
        set(.sequence(values, exhaustion))
    }

    /// Computes each answer from the call's arguments. The closure may throw.
    public func answers(_ body: @escaping (Arguments) throws -> Result) {
        set(.compute(body))
    }

    /// Computes each answer from the call's arguments with an async closure; only async
    /// calls (`await spy.call(…)`) can use it.
    public func answers(_ body: @escaping (Arguments) async throws -> Result) {
        set(.computeAsync(body))
    }

    /// Makes every call throw `error` (a non-throwing method reports a failure instead).
    public func `throws`(_ error: any Error) {
        set(.error(error))
    }

    /// Forgets the answer: the stub is unstubbed again.
    public func reset() {
        state.withLock { $0 = State() }
    }

    /// Whether an answer was set.
    public var isStubbed: Bool {
        state.withLock { $0.answer != nil }
    }

    private func set(_ answer: Answer) {
        state.withLock { $0 = State(answer: answer) }
    }

    /// Picks the answer for one call under the lock; closures run outside it, so a closure
    /// may call the double again without deadlocking.
    func outcome(for arguments: Arguments, name: @autoclosure () -> String) -> Outcome {
        let picked: Answer? = state.withLock { state in
            defer { state.answered += 1 }
            guard case .sequence(let values, let exhaustion)? = state.answer else { return state.answer }
            if state.answered < values.count { return .value(values[state.answered]) }
            if exhaustion == .repeatLast, let last = values.last { return .value(last) }
            return nil
        }
        switch picked {
        case .value(let value)?:
            return .value(value)
        case .error(let error)?:
            return .error(error)
        case .compute(let body)?:
            do { return .value(try body(arguments)) } catch { return .error(error) }
        case .computeAsync(let body)?:
            return .needsAsync(body)
        case .sequence?, nil:  // an exhausted sequence arrives here as nil
            return .unanswered(unansweredMessage(name: name()))
        }
    }

    func asyncOutcome(for arguments: Arguments, name: @autoclosure () -> String) async -> Outcome {
        let outcome = outcome(for: arguments, name: name())
        guard case .needsAsync(let body) = outcome else { return outcome }
        do { return .value(try await body(arguments)) } catch { return .error(error) }
    }

    // MARK: Answering (from the double's method)

    /// The answer for a call of a throwing method.
    /// - Parameters:
    ///   - arguments: the call's arguments.
    ///   - method: the method's name; leave the default (`#function`).
    /// - Throws: the stubbed error, or `RequireError` after reporting a failure when there
    ///   is no answer.
    ///
    /// ```swift
    /// func load(id: String) throws -> Profile {
    ///     captures.load.record(id)
    ///     return try stubs.load.answerThrowing(id)
    /// }
    /// ```
    public func answerThrowing(
        _ arguments: Arguments, method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        try resolve(outcome(for: arguments, name: self.name(method)), name: self.name(method), file: file, line: line)
    }

    /// The answer for a call of an async throwing method; may run an async `answers` closure.
    public func answerThrowing(
        _ arguments: Arguments, method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> Result {
        try resolve(
            await asyncOutcome(for: arguments, name: self.name(method)), name: self.name(method), file: file, line: line)
    }

    /// The answer for a call of a non-throwing method; when there is none, reports a failure
    /// and returns `fallback`.
    public func answer(
        _ arguments: Arguments, orElse fallback: @autoclosure () -> Result,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) -> Result {
        resolveOrReport(
            outcome(for: arguments, name: self.name(method)), name: self.name(method), fallback: fallback, file: file, line: line)
    }

    /// The async form of ``answer(_:orElse:method:file:line:)``.
    public func answer(
        _ arguments: Arguments, orElse fallback: @autoclosure () -> Result,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async -> Result {
        resolveOrReport(
            await asyncOutcome(for: arguments, name: self.name(method)), name: self.name(method), fallback: fallback,
            file: file, line: line)
    }

    func name(_ method: String) -> String {
        owner.map { "\($0).\(method)" } ?? method
    }

    // The name is only built when a failure needs it: building it on every call cost more than
    // the rest of the call.
    func resolve(_ outcome: Outcome, name: @autoclosure () -> String, file: StaticString, line: UInt) throws -> Result {
        switch outcome {
        case .value(let value):
            return value
        case .error(let error):
            throw error
        case .needsAsync:
            throw doubleFailed("\(name()) is stubbed with an async closure but was called synchronously", file: file, line: line)
        case .unanswered(let message):
            // A method that returns nothing needs no answer.
            if Result.self == Void.self, !isStubbed, let nothing = () as? Result { return nothing }
            throw doubleFailed(message, file: file, line: line)
        }
    }

    func resolveOrReport(
        _ outcome: Outcome, name: @autoclosure () -> String, fallback: () -> Result, file: StaticString, line: UInt
    ) -> Result {
        switch outcome {
        case .value(let value):
            return value
        case .error(let error):
            reportFailure("\(name()) is stubbed to throw \(error), but the method cannot throw", kind: .double, file: file, line: line)
        case .needsAsync:
            reportFailure("\(name()) is stubbed with an async closure but was called synchronously", kind: .double, file: file, line: line)
        case .unanswered(let message):
            if Result.self == Void.self, !isStubbed, let nothing = () as? Result { return nothing }
            reportFailure(message, kind: .double, file: file, line: line)
        }
        return fallback()
    }

    private func unansweredMessage(name: String) -> String {
        state.withLock { state in
            if case .sequence(let values, _)? = state.answer {
                return "\(name) was called \(state.answered) times but its stub has \(values.count) answers"
                    + " (returns(inOrder:then: .fail)); add answers or use then: .repeatLast"
            }
            return "\(name) has no stubbed answer; set one with returns(_:), answers(_:) or throws(_:)"
                + " before the code under test calls it"
        }
    }
}

extension Stub where Result: Fixture {
    /// The answer for a call of a non-throwing method; when there is none, reports a failure
    /// and returns `.fixture` so the code under test keeps running.
    ///
    /// ```swift
    /// func count(of name: String) -> Int {
    ///     stubs.count.answer(name)
    /// }
    /// ```
    public func answer(
        _ arguments: Arguments, method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) -> Result {
        answer(arguments, orElse: .fixture, method: method, file: file, line: line)
    }

    /// The async form of ``answer(_:method:file:line:)``.
    public func answer(
        _ arguments: Arguments, method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async -> Result {
        await answer(arguments, orElse: .fixture, method: method, file: file, line: line)
    }
}

extension Stub where Arguments == Void {
    /// The answer for a call of a throwing method without parameters.
    /// - Throws: the stubbed error, or `RequireError` after reporting a failure when there
    ///   is no answer.
    public func answerThrowing(method: String = #function, file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        try answerThrowing((), method: method, file: file, line: line)
    }
}

extension Stub where Arguments == Void, Result: Fixture {
    /// The answer for a call of a non-throwing method without parameters; when there is none,
    /// reports a failure and returns `.fixture`.
    ///
    /// ```swift
    /// func count() -> Int { stubs.count.answer() }
    /// ```
    public func answer(method: String = #function, file: StaticString = #filePath, line: UInt = #line) -> Result {
        answer((), orElse: .fixture, method: method, file: file, line: line)
    }
}
