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
        /// Lenient, but the result type has no default: a non-throwing call answers its fallback.
        case noLenientDefault(String)
    }

    /// An answer for the calls whose arguments match, set with `given(…)`.
    struct Rule {
        /// Whether a call matches, from its packed arguments or, when a ``Spy`` has them, the
        /// arguments one by one.
        let matches: (Arguments, [Any]?) throws -> Bool
        let description: String
        let answer: Answer
    }

    /// What an unstubbed call answers.
    enum Lenience {
        case typeDefault
        case value(Result)
    }

    /// What every call reads. Kept as small as before `given` and lenience existed: each
    /// generic field read on this path makes every call slower.
    private struct State {
        var answer: Answer?
        var answered = 0
        var hasRules = false
        /// A lenient stub's answer to unstubbed calls, when the result type has one.
        var lenientAnswer: Answer?

        /// The answer for one call among those set for every call (a sequence moves on); `nil`
        /// when there is none or a sequence ran out.
        @inline(__always)
        mutating func pick() -> Answer? {
            defer { answered += 1 }
            guard let answer else { return lenientAnswer }
            guard case .sequence(let values, let exhaustion) = answer else { return answer }
            if answered < values.count { return .value(values[answered]) }
            if exhaustion == .repeatLast, let last = values.last { return .value(last) }
            return nil
        }
    }

    /// What only `given` stubs and unanswered calls read.
    private struct Extras {
        var rules: [Rule] = []
        var lenience: Lenience?
    }

    private let state: Locked<State>
    private let extras = Locked(Extras())
    private let owner: String?

    /// Creates a stub with no answer yet: answering it before one is set is a failure.
    /// - Parameter owner: the double's name used in failure messages, e.g. `"APIMock"`.
    public init(owner: String? = nil) {
        state = Locked(State())
        self.owner = owner
        DoubleRegistry.current.register(self)
    }

    /// Creates a stub that answers `value` until told otherwise.
    /// - Parameters:
    ///   - value: the default answer.
    ///   - owner: the double's name used in failure messages.
    public init(returning value: Result, owner: String? = nil) {
        state = Locked(State(answer: .value(value)))
        self.owner = owner
        DoubleRegistry.current.register(self)
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

    /// Forgets every answer, including the `given(…)` ones: the stub is unstubbed again. A
    /// lenient stub stays lenient.
    public func reset() {
        // The strictness is how the double was built, so it stays.
        state.withLock { $0 = State(lenientAnswer: $0.lenientAnswer) }
        extras.withLock { $0.rules = [] }
    }

    /// Whether an answer was set (for every call, or for some arguments with `given`).
    public var isStubbed: Bool {
        state.withLock { $0.answer != nil || $0.hasRules }
    }

    // MARK: Lenience

    /// Makes calls nobody stubbed answer the result type's empty value instead of failing:
    /// `nil`, `[]`, `[:]`, `""`, `0`, `false`, else its `.fixture`. The calls are still
    /// recorded. A result type with none of those still fails; use ``lenient(returning:)``.
    ///
    /// ```swift
    /// stubs.count.lenient()
    /// mock.count()   // 0, no failure
    /// ```
    public func lenient() {
        // Found once: the dynamic casts that find it cost more than the rest of a call.
        let lenience = LenientDefault.value(of: Result.self).map(Lenience.value) ?? .typeDefault
        setLenience(lenience)
    }

    /// Makes calls nobody stubbed answer `value` instead of failing.
    /// - Parameter value: the answer to unstubbed calls, e.g. `.fixture`.
    public func lenient(returning value: Result) {
        setLenience(.value(value))
    }

    /// Makes calls nobody stubbed fail again (the default).
    public func strict() {
        setLenience(nil)
    }

    /// Whether calls nobody stubbed get a default answer instead of failing.
    public var isLenient: Bool {
        extras.withLock { $0.lenience != nil }
    }

    private func setLenience(_ lenience: Lenience?) {
        extras.withLock { $0.lenience = lenience }
        state.withLock { state in
            guard case .value(let value)? = lenience else { return state.lenientAnswer = nil }
            state.lenientAnswer = .value(value)
        }
    }

    // MARK: Answers for some arguments

    /// Answers the calls whose arguments satisfy `predicate`; a later `given` wins over an
    /// earlier one, and both win over `returns`/`answers`/`throws`.
    ///
    /// ```swift
    /// stubs.load.given { $0.hasPrefix("admin") }.willThrow(StoreError.forbidden)
    /// ```
    /// - Parameters:
    ///   - description: How failures name the condition.
    ///   - predicate: Whether a call's arguments are the ones this answer is for.
    /// - Returns: The answer to set: `willReturn(_:)`, `willThrow(_:)` or `willAnswer(_:)`.
    public func given(
        _ description: String = "a predicate", where predicate: @escaping (Arguments) throws -> Bool
    ) -> GivenArguments<Arguments, Result> {
        GivenArguments(stub: self, description: description, matches: { arguments, _ in try predicate(arguments) })
    }

    func add(_ rule: Rule) {
        extras.withLock { $0.rules.append(rule) }
        state.withLock { $0.hasRules = true }
    }

    private func set(_ answer: Answer) {
        state.withLock { state in
            state.answer = answer
            state.answered = 0
        }
    }

    /// Picks the answer for one call under the lock; closures run outside it, so a closure
    /// may call the double again without deadlocking.
    func outcome(for arguments: Arguments, unpacked: [Any]? = nil, name: @autoclosure () -> String) -> Outcome {
        // Every spy call runs this: one lock, and no generic type beyond `Answer`, when no
        // `given` is set (each generic value added here makes every spy call slower).
        var hasRules = false
        var picked = state.withLock { state -> Answer? in
            hasRules = state.hasRules
            return hasRules ? nil : state.pick()
        }
        if hasRules {
            let rules = extras.withLock { $0.rules }
            // The newest rule first: a later `given` overrides an earlier one. Rules run outside
            // the lock, so a predicate may call the double again.
            for rule in rules.reversed() where (try? rule.matches(arguments, unpacked)) == true {
                return outcome(of: rule.answer, arguments: arguments, name: name())
            }
            picked = state.withLock { $0.pick() }
            if picked == nil { return unanswered(arguments, rules: rules, name: name()) }
        }
        if let picked { return outcome(of: picked, arguments: arguments, name: name()) }
        return unanswered(arguments, rules: [], name: name())
    }

    /// No answer was set for this call: a lenient default, nothing for a method returning
    /// nothing, or the failure explaining what is missing.
    private func unanswered(_ arguments: Arguments, rules: [Rule], name: @autoclosure () -> String) -> Outcome {
        let exhausted = state.withLock { state -> Bool in
            guard case .sequence? = state.answer else { return false }
            return true
        }
        let lenience = extras.withLock { $0.lenience }
        if exhausted { return .unanswered(unansweredMessage(name: name())) }
        switch lenience {
        case .value(let value)?:
            return .value(value)
        case .typeDefault?:
            return .noLenientDefault(
                "\(name()) is lenient, but \(Result.self) has no default value (nil, empty, zero, false or a Fixture);"
                    + " use lenient(returning:) or stub it")
        case nil:
            break
        }
        guard !rules.isEmpty else { return .unanswered(unansweredMessage(name: name())) }
        // A method that returns nothing needs no answer for the other arguments either.
        if let nothing = () as? Result, Result.self == Void.self { return .value(nothing) }
        return .unanswered(
            "\(name()) has no stubbed answer for \(Rendering.packed(arguments)); it is stubbed only for "
                + rules.map(\.description).joined(separator: ", "))
    }

    // Inlined: as a call of its own it looked its generic types up again on every spy call.
    @inline(__always)
    private func outcome(of answer: Answer, arguments: Arguments, name: @autoclosure () -> String) -> Outcome {
        switch answer {
        case .value(let value):
            return .value(value)
        case .sequence:  // `pick()` turns a sequence into one of its values
            return .unanswered(unansweredMessage(name: name()))
        case .error(let error):
            return .error(error)
        case .compute(let body):
            do { return .value(try body(arguments)) } catch { return .error(error) }
        case .computeAsync(let body):
            return .needsAsync(body)
        }
    }
    func asyncOutcome(for arguments: Arguments, unpacked: [Any]? = nil, name: @autoclosure () -> String) async -> Outcome {
        let outcome = outcome(for: arguments, unpacked: unpacked, name: name())
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
        case .noLenientDefault(let message):
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
        case .noLenientDefault:
            break  // the double's own fallback is the default
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

extension Stub where Arguments: Equatable {
    /// Answers the calls with exactly these arguments; the newest matching `given` wins, and
    /// all of them win over `returns`/`answers`/`throws`.
    ///
    /// ```swift
    /// stubs.load.given("42").willReturn(.fixture)
    /// ```
    /// - Parameter arguments: The call's arguments (a value, a tuple or your arguments struct).
    /// - Returns: The answer to set: `willReturn(_:)`, `willThrow(_:)` or `willAnswer(_:)`.
    public func given(_ arguments: Arguments) -> GivenArguments<Arguments, Result> {
        given(Rendering.packed(arguments)) { $0 == arguments }
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

extension Stub: DoubleComponent, LenientAnswering {
    func resetForRegistry() { reset() }
}
