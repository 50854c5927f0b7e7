import Matchers

/// Checks that the method was called exactly `times` times (once by default; `times: 0`
/// means never) and returns the arguments of its calls for further checks, like
/// AzimoTestKit's `Verify(fake, .method)`.
///
/// ```swift
/// let calls = verify(printer.print)          // exactly one call
/// expect(calls.first) == "hello"
/// verify(printer.reset, times: 0)            // never
/// ```
/// A wrong count fails like `expect(spy).to(haveBeenCalled(times:))`, at the caller's line:
/// `expected to have been called <1> time, got <2 calls: "a", "b">`.
/// - Parameters:
///   - recorder: A ``Spy``, ``Capture``, ``AnySpy`` or ``PropertySpy``.
///   - times: The exact number of calls.
/// - Returns: The arguments of every call, oldest first.
@discardableResult
public func verify<Recorder: CallRecorder>(
    _ recorder: Recorder, times: Int = 1,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column
) -> [Recorder.Arguments] {
    expect(fileID: fileID, file: file, line: line, column: column, recorder).to(haveBeenCalled(times: times))
    return recorder.calls
}
