import Matchers

// The `call` a double's method reaches for when its result type is neither `Void` nor a
// `Fixture` and it passes no `orElse:`. Without it the compiler picks the Fixture form and
// reports `type 'any Task' cannot conform to 'Fixture'`, which does not say what to do.

extension Spy {
    /// A call without `orElse:` of a spy whose result type is neither `Void` nor a ``Fixture``:
    /// there is no value to return when nothing is stubbed, so it does not compile, and the
    /// error says to pass `orElse:` (or to make the result type a ``Fixture``).
    ///
    /// ```swift
    /// func start(_ id: Int) -> any Task { spies.start.call(id) }                    // error: add orElse:
    /// func start(_ id: Int) -> any Task { spies.start.call(id, orElse: IdleTask()) } // compiles
    /// ```
    @available(*, unavailable, message: "the result type is not a Fixture: add orElse: with the value an unstubbed call returns")
    public func call(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) -> Result {
        fatalError("unavailable")
    }

    /// The async form of ``call(_:method:file:line:)``: add `orElse:`.
    @available(*, unavailable, message: "the result type is not a Fixture: add orElse: with the value an unstubbed call returns")
    public func call(
        _ arguments: repeat each Argument,
        method: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) async -> Result {
        fatalError("unavailable")
    }
}
