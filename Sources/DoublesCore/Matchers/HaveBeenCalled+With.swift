import Matchers

/// Passes when at least one call of the spy had exactly these arguments.
///
/// ```swift
/// expect(api.update).to(haveBeenCalled(with: "draft", 2))
/// // expected to have been called with <("draft", 2)>, got <1 call: ("final", 2)>
/// ```
/// - Parameter arguments: The expected arguments, in order.
/// - Returns: The matcher.
public func haveBeenCalled<each Argument: Equatable, Result>(
    with arguments: repeat each Argument
) -> Matcher<Spy<repeat each Argument, Result>> {
    let (checks, described) = argumentChecks(equalTo: repeat each arguments)
    return spyMatcher(expected: described, checks: checks)
}

/// Passes when at least one call of the spy has arguments matching these matchers, one
/// matcher per argument.
///
/// ```swift
/// expect(api.update).to(haveBeenCalled(with: equal("draft"), beGreaterThan(1)))
/// ```
/// - Parameter matchers: One matcher per argument, in order.
/// - Returns: The matcher.
public func haveBeenCalled<each Argument, Result>(
    with matchers: repeat Matcher<each Argument>
) -> Matcher<Spy<repeat each Argument, Result>> {
    let (checks, described) = argumentChecks(matching: repeat each matchers)
    return spyMatcher(expected: described, checks: checks)
}

/// Passes when at least one call recorded by the capture had arguments equal to `arguments`.
///
/// ```swift
/// expect(captures.save).to(haveBeenCalled(with: .init(name: "draft", overwrite: false)))
/// ```
public func haveBeenCalled<Arguments: Equatable>(with arguments: Arguments) -> Matcher<Capture<Arguments>> {
    callMatcher(expected: Rendering.packed(arguments)) { $0 == arguments }
}

/// Passes when at least one call recorded by the capture has arguments matching `matcher`.
///
/// ```swift
/// expect(captures.save).to(haveBeenCalled(with: satisfyAllOf(…)))
/// ```
public func haveBeenCalled<Arguments>(with matcher: Matcher<Arguments>) -> Matcher<Capture<Arguments>> {
    callMatcher(expected: describe(matcher)) { try matches($0, matcher) }
}

/// Passes when the property double's setter received `value` at least once.
///
/// ```swift
/// expect(settings.volume).to(haveBeenCalled(with: 7))
/// ```
public func haveBeenCalled<Value: Equatable>(with value: Value) -> Matcher<PropertySpy<Value>> {
    callMatcher(expected: Rendering.packed(value)) { $0 == value }
}

/// Passes when the hand-written capture field is set to `arguments`.
///
/// ```swift
/// expect(mock.captures.doFunction).to(haveBeenCalled(with: .init(value: "x")))
/// // expected to have been called with <DoFunction(value: "x")>, got <never called>
/// ```
public func haveBeenCalled<Arguments: Equatable>(with arguments: Arguments) -> Matcher<Arguments> {
    let expectation = "have been called with <\(Rendering.packed(arguments))>"
    return Matcher { expression in
        let captured = try expression.evaluate()
        return MatcherResult(
            bool: captured == arguments,
            message: .expectedCustomValueTo(expectation, actual: Rendering.calls(captured.map { [$0] } ?? [])))
    }
}

// MARK: - Helpers

private func callMatcher<Recorder: CallRecorder>(
    expected: String, _ matches: @escaping (Recorder.Arguments) throws -> Bool
) -> Matcher<Recorder> {
    let expectation = "have been called with <\(expected)>"
    return Matcher { expression in
        guard let recorder = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo(expectation).appendedBeNilHint())
        }
        let calls = recorder.calls
        let found = try calls.contains(where: matches)
        return MatcherResult(bool: found, message: .expectedCustomValueTo(expectation, actual: Rendering.calls(calls)))
    }
}

private func spyMatcher<each Argument, Result>(
    expected: String, checks: [(Any) throws -> Bool]
) -> Matcher<Spy<repeat each Argument, Result>> {
    let expectation = "have been called with <\(expected)>"
    return Matcher { expression in
        guard let spy = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo(expectation).appendedBeNilHint())
        }
        let found = try spy.erasedCalls().contains { values in
            try zip(values, checks).allSatisfy { value, check in try check(value) }
        }
        return MatcherResult(
            bool: found, message: .expectedCustomValueTo(expectation, actual: Rendering.calls(spy.calls)))
    }
}
