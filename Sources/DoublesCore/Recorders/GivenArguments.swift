/// The answer of a stub or spy for the calls whose arguments match, made by `given(…)`:
///
/// ```swift
/// api.spies.fetch.given("42").willReturn(.fixture)
/// api.spies.fetch.given(beginWith("admin")).willThrow(APIError.forbidden)
/// stubs.load.given { $0.id > 100 }.willReturn(nil)
/// ```
///
/// The newest matching `given` answers; when none matches, the answer set with
/// `returns`/`answers`/`throws` does, and otherwise the call fails listing the arguments it
/// was stubbed for (or, on a lenient double, gets the default answer).
public struct GivenArguments<Arguments, Result> {
    let stub: Stub<Arguments, Result>
    let description: String
    let matches: (Arguments, [Any]?) throws -> Bool

    /// Answers the matching calls with `value`.
    public func willReturn(_ value: Result) {
        add(.value(value))
    }

    /// Makes the matching calls throw `error` (a non-throwing method reports a failure).
    public func willThrow(_ error: any Error) {
        add(.error(error))
    }

    /// Computes the answer of each matching call from its arguments.
    public func willAnswer(_ body: @escaping (Arguments) throws -> Result) {
        add(.compute(body))
    }

    private func add(_ answer: Stub<Arguments, Result>.Answer) {
        stub.add(.init(matches: matches, description: description, answer: answer))
    }
}
