import NimbleCompat
import Testing

/// Under Swift Testing, a failure the handler takes is no issue of the test.
@Test func withAssertionHandlerKeepsAFailureFromSwiftTesting() {
    let recorder = AssertionRecorder()
    withAssertionHandler(recorder) {
        expect(1) == 2
        expect(1) == 1
    }
    #expect(recorder.assertions.map(\.success) == [false, true])
}
