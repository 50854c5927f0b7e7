import Matchers

/// Passes when the recorder recorded exactly `times` calls.
///
/// ```swift
/// expect(api.fetch).to(haveBeenCalled(times: 2))
/// // expected to have been called <2> times, got <1 call: "42">
/// ```
/// - Parameter times: The exact number of calls.
/// - Returns: The matcher.
public func haveBeenCalled<Recorder: CallRecorder>(times: Int) -> Matcher<Recorder> {
    let expectation = "have been called <\(times)> \(times == 1 ? "time" : "times")"
    return Matcher { expression in
        guard let recorder = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo(expectation).appendedBeNilHint())
        }
        let calls = recorder.calls
        return MatcherResult(
            bool: calls.count == times,
            message: .expectedCustomValueTo(expectation, actual: Rendering.calls(calls)))
    }
}
