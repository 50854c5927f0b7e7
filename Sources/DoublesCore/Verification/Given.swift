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

/// Stubs a hand-written double's answer: `given(mock.stubs.load, willReturn: profile)`.
/// - Parameters:
///   - stub: The method's stub.
///   - value: The answer to every call.
public func given<Arguments, Result>(_ stub: Stub<Arguments, Result>, willReturn value: Result) {
    stub.returns(value)
}

/// Stubs a hand-written double to throw: `given(mock.stubs.load, willThrow: StoreError.offline)`.
/// - Parameters:
///   - stub: The method's stub.
///   - error: The error every call throws.
public func given<Arguments, Result>(_ stub: Stub<Arguments, Result>, willThrow error: any Error) {
    stub.throws(error)
}
