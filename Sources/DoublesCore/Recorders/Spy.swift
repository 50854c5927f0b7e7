import Matchers

/// A double for one method whose argument and result types are inferred from the method
/// itself: it records every call and answers it with a ``Stub``.
///
/// Create it from an unapplied method reference (works in a `let`, names the double in
/// failures) or, like Moxture's `FuncMock(self.method)`, from a lazily applied one. Keep
/// spies in a `Spies` struct: a method without parameters has the same name as a property.
///
/// ```swift
/// final class APIMock: API, Sendable {
///     struct Spies {
///         let fetch = Spy(of: APIMock.fetch(id:))   // Spy<String, User>
///         let ping = Spy(of: APIMock.ping)          // no arguments, no result
///     }
///     let spies = Spies()
///
///     func fetch(id: String) async throws -> User { try await spies.fetch.callThrowing(id) }
///     func ping() { spies.ping.call() }
/// }
///
/// api.spies.fetch.returns(.fixture)
/// api.spies.fetch.callCount        // 1
/// api.spies.fetch.last             // "42"
///
/// final class LazyAPIMock: API {                    // Moxture's form, not Sendable
///     lazy var fetchSpy = Spy(self.fetch(id:))
///     …
/// }
/// ```
///
/// Answers for some arguments: `api.spies.fetch.given("42").willReturn(.fixture)`; calls nobody
/// stubbed answer a default instead of failing after `api.spies.fetch.lenient()`.
///
/// Which `call` to use in the double's method:
/// - `call(…)` in a non-throwing method: the result must be `Void` or a ``Fixture`` (an
///   unstubbed call then reports a failure and returns `.fixture`), or pass `orElse:`; without
///   `orElse:` for any other result type the compiler says to add it.
/// - `callThrowing(…)` in a throwing method: an unstubbed call reports a failure and throws
///   `RequireError` (already reported); a stubbed error is thrown.
/// - add `await` in async methods; only async calls can use an async `answers { }` closure.
public final class Spy<each Argument, Result>: CallRecorder, @unchecked Sendable {
    /// The arguments of one call, as a tuple.
    public typealias Arguments = (repeat each Argument)

    let capture: Capture<(repeat each Argument)>
    let stub = Stub<(repeat each Argument), Result>()

    /// Creates a spy with the types spelled out (a variadic `Int...` is an `[Int]` argument).
    /// `Spy(of: Type.method)` infers them instead, for methods of up to 6 parameters.
    ///
    /// ```swift
    /// let load = Spy<String, (Int) -> Void, Void>(owner: "LoaderMock")
    /// func load(id: String, completion: @escaping (Int) -> Void) { spies.load.call(id, completion) }
    /// ```
    /// - Parameter owner: the double's name used in failure messages.
    public init(owner: String? = nil) {
        capture = Capture(owner: owner)
    }

    // MARK: Recording

    /// The arguments of every call, in call order.
    public var calls: [(repeat each Argument)] { capture.calls }
    /// The name failures use for this double's method.
    public var name: String { capture.name }

    /// Forgets the recorded calls and the stubbed answer.
    public func reset() {
        capture.reset()
        stub.reset()
    }

    // MARK: Stubbing

    /// Answers every call with `value`.
    public func returns(_ value: Result) { stub.returns(value) }

    /// Answers the calls with `values`, one per call, then `.repeatLast` or `.fail`.
    public func returns(inOrder values: [Result], then exhaustion: Stub<Arguments, Result>.Exhaustion = .repeatLast) {
        stub.returns(inOrder: values, then: exhaustion)
    }

    /// Computes each answer from the arguments.
    public func answers(_ body: @escaping (repeat each Argument) throws -> Result) {
        stub.answers { (arguments: (repeat each Argument)) throws -> Result in
            try body(repeat each arguments)
        }
    }

    /// Computes each answer from the arguments with an async closure (async calls only).
    public func answers(_ body: @escaping (repeat each Argument) async throws -> Result) {
        stub.answers { (arguments: (repeat each Argument)) async throws -> Result in
            try await body(repeat each arguments)
        }
    }

    /// Makes every call throw `error`.
    public func `throws`(_ error: any Error) { stub.throws(error) }

    /// Whether an answer was set.
    public var isStubbed: Bool { stub.isStubbed }

    // MARK: Calling (from the double's method)

    /// Records a call of a throwing method and returns its stubbed answer.
    /// - Throws: the stubbed error, or `RequireError` (already reported) after reporting a failure when there
    ///   is no answer.
    public func callThrowing(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        var unpacked: [Any]?
        let packed = record(repeat each arguments, method: method, unpacked: &unpacked)
        return try stub.resolve(stub.outcome(for: packed, unpacked: unpacked, name: name), name: name, file: file, line: line)
    }

    /// Records a call of an async throwing method and returns its stubbed answer.
    /// - Throws: the stubbed error, or `RequireError` (already reported) after reporting a failure when there
    ///   is no answer.
    public func callThrowing(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> Result {
        var unpacked: [Any]?
        let packed = record(repeat each arguments, method: method, unpacked: &unpacked)
        return try stub.resolve(await stub.asyncOutcome(for: packed, unpacked: unpacked, name: name), name: name, file: file, line: line)
    }

    /// Records a call of a non-throwing method; when nothing answers, reports a failure and
    /// returns `fallback` so the code under test keeps running. A result type that is neither
    /// `Void` nor a ``Fixture`` needs it:
    ///
    /// ```swift
    /// func start(_ id: Int) -> any Task { spies.start.call(id, orElse: IdleTask()) }
    /// ```
    public func call(
        _ arguments: repeat each Argument, orElse fallback: @autoclosure () -> Result,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) -> Result {
        var unpacked: [Any]?
        let packed = record(repeat each arguments, method: method, unpacked: &unpacked)
        return stub.resolveOrReport(stub.outcome(for: packed, unpacked: unpacked, name: name), name: name, fallback: fallback, file: file, line: line)
    }

    /// The async form of ``call(_:orElse:method:file:line:)``.
    public func call(
        _ arguments: repeat each Argument, orElse fallback: @autoclosure () -> Result,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async -> Result {
        var unpacked: [Any]?
        let packed = record(repeat each arguments, method: method, unpacked: &unpacked)
        return stub.resolveOrReport(await stub.asyncOutcome(for: packed, unpacked: unpacked, name: name), name: name, fallback: fallback, file: file, line: line)
    }

    /// Records a call; `unpacked` receives the arguments one by one when a journal or `given`
    /// rules need them. (An `inout` rather than a returned tuple: a tuple holding the pack
    /// cost a generic metadata lookup per call.)
    func record(_ arguments: repeat each Argument, method: String, unpacked: inout [Any]?) -> (repeat each Argument) {
        // Unpacking boxes every argument; only a journal and `given` rules need it.
        if capture.wantsUnpacked {
            var values: [Any] = []
            for argument in repeat each arguments {
                values.append(argument)
            }
            unpacked = values
        }
        let packed = (repeat each arguments)
        capture.record(packed, method: method, unpacked: unpacked)
        return packed
    }

    func bind(_ binding: JournalBinding) { capture.bind(binding) }

    /// The calls with their arguments unpacked into arrays.
    func erasedCalls() -> [[Any]] {
        // Written out: passing a pack-generic function as a value crashes Swift 6.3's SILGen.
        calls.map { call in
            var values: [Any] = []
            for value in repeat each call {
                values.append(value)
            }
            return values
        }
    }
}

extension Spy where Result: Fixture {
    /// Records a call of a non-throwing method; when nothing answers, reports a failure and
    /// returns `.fixture` so the code under test keeps running.
    public func call(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) -> Result {
        call(repeat each arguments, orElse: .fixture, method: method, file: file, line: line)
    }

    /// The async form of ``call(_:method:file:line:)``.
    public func call(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async -> Result {
        await call(repeat each arguments, orElse: .fixture, method: method, file: file, line: line)
    }
}

extension Spy where Result == Void {
    /// Records a call of a method that returns nothing. A stubbed closure runs; a stubbed
    /// error is reported as a failure (use `callThrowing` in a throwing method).
    public func call(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) {
        var unpacked: [Any]?
        let packed = record(repeat each arguments, method: method, unpacked: &unpacked)
        guard isStubbed else { return }
        stub.resolveOrReport(stub.outcome(for: packed, unpacked: unpacked, name: name), name: name, fallback: {}, file: file, line: line)
    }

    /// The async form of ``call(_:method:file:line:)``.
    public func call(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async {
        var unpacked: [Any]?
        let packed = record(repeat each arguments, method: method, unpacked: &unpacked)
        guard isStubbed else { return }
        stub.resolveOrReport(await stub.asyncOutcome(for: packed, unpacked: unpacked, name: name), name: name, fallback: {}, file: file, line: line)
    }
}

extension Spy: DoubleComponent, LenientAnswering {
    func resetForRegistry() { reset() }
}
