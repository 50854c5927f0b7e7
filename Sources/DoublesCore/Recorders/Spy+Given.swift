import Matchers

extension Spy {
    /// Answers the calls with exactly these arguments (Mockable's and Mockingbird's
    /// `given(mock).fetch(id: 1).willReturn(…)`); the newest matching `given` wins, and all of
    /// them win over `returns`/`answers`/`throws`.
    ///
    /// ```swift
    /// api.spies.fetch.given("42").willReturn(.fixture)
    /// api.spies.fetch.given("0").willThrow(APIError.notFound)
    /// ```
    /// A call no `given` matches (and nothing else answers) fails, naming what it was stubbed for:
    /// `APIMock.fetch(id:) has no stubbed answer for "7"; it is stubbed only for "42", "0"`.
    /// - Parameter arguments: The arguments, in order.
    /// - Returns: The answer to set: `willReturn(_:)`, `willThrow(_:)` or `willAnswer(_:)`.
    public func given(
        _ arguments: repeat each Argument
    ) -> GivenArguments<(repeat each Argument), Result> where repeat each Argument: Equatable {
        let (checks, described) = argumentChecks(equalTo: repeat each arguments)
        return given(checks, described: described)
    }

    /// Answers the calls whose arguments match these matchers, one per argument (the
    /// predicate form of `given(_:)` with values).
    ///
    /// ```swift
    /// api.spies.search.given(beginWith("sw"), beGreaterThan(10)).willReturn([.fixture])
    /// ```
    /// - Parameter matchers: One matcher per argument, in order.
    /// - Returns: The answer to set: `willReturn(_:)`, `willThrow(_:)` or `willAnswer(_:)`.
    public func given(_ matchers: repeat Matcher<each Argument>) -> GivenArguments<(repeat each Argument), Result> {
        let (checks, described) = argumentChecks(matching: repeat each matchers)
        return given(checks, described: described)
    }

    private func given(_ checks: [(Any) throws -> Bool], described: String) -> GivenArguments<(repeat each Argument), Result> {
        // Built outside this pack-generic context: a closure written here crashes Swift 6.3's SILGen.
        capture.unpacksArguments()
        return GivenArguments(stub: stub, description: described, matches: argumentsPass(checks))
    }

    // MARK: Lenience

    /// Makes calls nobody stubbed answer the result type's empty value (`nil`, `[]`, `[:]`,
    /// `""`, `0`, `false`) or its `.fixture` instead of failing; they are still recorded.
    ///
    /// ```swift
    /// api.spies.fetch.lenient()
    /// ```
    public func lenient() { stub.lenient() }

    /// Makes calls nobody stubbed answer `value` instead of failing.
    /// - Parameter value: The answer to unstubbed calls.
    public func lenient(returning value: Result) { stub.lenient(returning: value) }

    /// Makes calls nobody stubbed fail again (the default).
    public func strict() { stub.strict() }

    /// Whether calls nobody stubbed get a default answer instead of failing.
    public var isLenient: Bool { stub.isLenient }
}
