// One-line stubbing for people coming from AzimoTestKit's `Given(fake, .method, willReturn:)`.
// Each is the same as the matching method on the spy.

/// Stubs the spy's answer: `given(api.fetch, willReturn: user)`.
/// - Parameters:
///   - spy: The method's spy.
///   - value: The answer to every call.
public func given<each Argument, Result>(_ spy: Spy<repeat each Argument, Result>, willReturn value: Result) {
    spy.returns(value)
}

/// Stubs the spy to throw: `given(api.fetch, willThrow: APIError.offline)`.
/// - Parameters:
///   - spy: The method's spy.
///   - error: The error every call throws.
public func given<each Argument, Result>(_ spy: Spy<repeat each Argument, Result>, willThrow error: any Error) {
    spy.throws(error)
}

/// Stubs the answer of a generic method's spy: `given(store.load, willReturn: user)`.
/// - Parameters:
///   - spy: The method's spy.
///   - value: The answer to every call, cast to the caller's type when called.
public func given(_ spy: AnySpy, willReturn value: Any) {
    spy.returns(value)
}
