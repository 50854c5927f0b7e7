import Matchers

/// A double for a generic method, whose types cannot be inferred: it records the arguments
/// as `Any` and casts the stubbed answer to the type the caller needs, with checked casts
/// that fail clearly (Moxture's `AnyFuncMock`, AzimoTestKit's typed parameters).
///
/// ```swift
/// final class StoreMock: Store {
///     struct Spies {
///         let load = AnySpy(owner: "StoreMock")
///     }
///     let spies = Spies()
///
///     func load<T: Decodable>(_ key: String, as type: T.Type) throws -> T {
///         try spies.load.callThrowing(key, type)
///     }
/// }
/// store.spies.load.returns(User.fixture)
/// let key = try store.spies.load.argument(0, as: String.self)   // of the last call
/// ```
public final class AnySpy: CallRecorder, @unchecked Sendable {
    private let capture: Capture<[Any]>
    private let stub = Stub<[Any], Any>()

    /// Creates a spy with no calls and no answer.
    /// - Parameter owner: the double's name used in failure messages.
    public init(owner: String? = nil) {
        capture = Capture(owner: owner)
    }

    /// The arguments of every call, in call order.
    public var calls: [[Any]] { capture.calls }
    /// The name failures use for this double's method.
    public var name: String { capture.name }

    /// Forgets the recorded calls and the stubbed answer.
    public func reset() {
        capture.reset()
        stub.reset()
    }

    /// Answers every call with `value`; callers receive it cast to their result type.
    public func returns(_ value: Any) { stub.returns(value) }

    /// Answers the calls with `values`, one per call, then `.repeatLast` or `.fail`.
    public func returns(inOrder values: [Any], then exhaustion: Stub<[Any], Any>.Exhaustion = .repeatLast) {
        stub.returns(inOrder: values, then: exhaustion)
    }

    /// Computes each answer from the arguments.
    public func answers(_ body: @escaping ([Any]) throws -> Any) { stub.answers(body) }

    /// Makes every call throw `error`.
    public func `throws`(_ error: any Error) { stub.throws(error) }

    /// Makes calls nobody stubbed answer the caller's result type's empty value (`nil`, `[]`,
    /// `[:]`, `""`, `0`, `false`) or its `.fixture` instead of failing; they are still recorded.
    public func lenient() { stub.lenient() }

    /// Makes calls nobody stubbed fail again (the default).
    public func strict() { stub.strict() }

    /// The default a lenient spy answers for `T`, when `T` has one.
    private func lenientDefault<T>(_ type: T.Type) -> T? {
        stub.isLenient ? LenientDefault.value(of: T.self) : nil
    }

    /// Records a call of a generic throwing method and returns the answer cast to `T`.
    /// - Throws: the stubbed error, or `RequireError` after reporting a failure when there
    ///   is no answer or the answer is not a `T`.
    public func callThrowing<T>(
        _ arguments: Any..., returning type: T.Type = T.self,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) throws -> T {
        capture.record(arguments, method: method)
        switch stub.outcome(for: arguments, name: name) {
        case .value(let value):
            return try cast(value, to: T.self, file: file, line: line)
        case .error(let error):
            throw error
        case .needsAsync:
            throw fail("\(name) is stubbed with an async closure but was called synchronously", file: file, line: line)
        case .unanswered(let message):
            if T.self == Void.self, let nothing = () as? T { return nothing }
            throw fail(message, file: file, line: line)
        case .noLenientDefault:
            if let answer = lenientDefault(T.self) { return answer }
            throw fail(
                "\(name) is lenient, but \(T.self) has no default value (nil, empty, zero, false or a Fixture);"
                    + " stub it", file: file, line: line)
        }
    }

    /// Records a call of a generic non-throwing method; when nothing answers or the answer is
    /// not a `T`, reports a failure and returns `fallback`.
    public func call<T>(
        _ arguments: Any..., orElse fallback: @autoclosure () -> T,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) -> T {
        capture.record(arguments, method: method)
        switch stub.outcome(for: arguments, name: name) {
        case .value(let value):
            return (try? cast(value, to: T.self, file: file, line: line)) ?? fallback()
        case .error(let error):
            reportFailure("\(name) is stubbed to throw \(error), but the method cannot throw", kind: .double, file: file, line: line)
        case .needsAsync:
            reportFailure("\(name) is stubbed with an async closure but was called synchronously", kind: .double, file: file, line: line)
        case .unanswered(let message):
            reportFailure(message, kind: .double, file: file, line: line)
        case .noLenientDefault:
            if let answer = lenientDefault(T.self) { return answer }
        }
        return fallback()
    }

    /// Records a call of a generic method that returns nothing.
    public func call(_ arguments: Any..., method: String = #function) {
        capture.record(arguments, method: method)
    }

    /// The argument at `index` of a call (the last one unless `call` says otherwise), cast
    /// to `T`.
    /// - Parameters:
    ///   - index: the argument's position, from 0.
    ///   - type: the expected type.
    ///   - call: which call, from 0; `nil` means the last one.
    /// - Throws: `RequireError` after reporting a failure when there is no such call or
    ///   argument, or it is not a `T`.
    public func argument<T>(
        _ index: Int, as type: T.Type, ofCall call: Int? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> T {
        let calls = self.calls
        let position = call ?? calls.count - 1
        guard !calls.isEmpty else {
            throw fail("\(name) was never called, so it has no argument \(index)", file: file, line: line)
        }
        guard calls.indices.contains(position) else {
            throw fail("\(name) has \(calls.count) calls, no call at index \(position)", file: file, line: line)
        }
        let arguments = calls[position]
        guard arguments.indices.contains(index) else {
            throw fail("\(name) call \(position) has \(arguments.count) arguments, no argument at index \(index)",
                       file: file, line: line)
        }
        return try cast(arguments[index], to: T.self, file: file, line: line)
    }

    private func cast<T>(_ value: Any, to type: T.Type, file: StaticString, line: UInt) throws -> T {
        guard let typed = value as? T else {
            throw fail("\(name): expected a value of type \(T.self), got \(Rendering.literal(value)) of type \(Swift.type(of: value))",
                       file: file, line: line)
        }
        return typed
    }

    private func fail(_ message: String, file: StaticString, line: UInt) -> RequireError {
        doubleFailed(message, file: file, line: line)
    }

    func bind(_ binding: JournalBinding) { capture.bind(binding) }
}

extension AnySpy: JournalTrackable {}

extension AnySpy: DoubleComponent, LenientAnswering {
    func resetForRegistry() { reset() }
}
