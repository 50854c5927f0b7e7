import Matchers

/// Passes when the recorder (a ``Spy``, ``Capture``, ``AnySpy`` or the setter of a
/// ``PropertySpy``) recorded at least one call.
///
/// ```swift
/// expect(api.fetch).to(haveBeenCalled())
/// expect(api.fetch).to(haveBeenCalled())      // expected to have been called, got <never called>
/// expect(api.fetch).toNot(haveBeenCalled())   // expected to not have been called, got <1 call: "42">
/// ```
/// - Returns: The matcher.
public func haveBeenCalled<Recorder: CallRecorder>() -> Matcher<Recorder> {
    Matcher { expression in
        let message = ExpectationMessage.expectedTo("have been called")
        guard let recorder = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        let calls = recorder.calls
        return MatcherResult(
            bool: !calls.isEmpty,
            message: .expectedCustomValueTo("have been called", actual: Rendering.calls(calls)))
    }
}

/// Passes when a hand-written capture field is set: in the Stubs/Captures convention
/// `captures.save == nil` means "not called".
///
/// ```swift
/// expect(mock.captures.doFunction).to(haveBeenCalled())
/// expect(mock.captures.doFunction).to(haveBeenCalled())  // expected to have been called, got <never called>
/// ```
/// - Returns: The matcher.
public func haveBeenCalled<Arguments>() -> Matcher<Arguments> {
    Matcher { expression in
        let captured = try expression.evaluate()
        return MatcherResult(
            bool: captured != nil,
            message: .expectedCustomValueTo("have been called", actual: Rendering.calls(captured.map { [$0] } ?? [])))
    }
}
