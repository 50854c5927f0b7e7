#if SPECKIT_CORELIBS_XCTEST
import Matchers
import XCTest

/// Runs code outside of any example with a silent test case installed as XCTest's current one,
/// so that the failures it records (`expect`, `fail`, `XCTFail`, …) are handed to `onFailure`
/// instead of being dropped: XCTest ignores failures while no test case runs.
///
/// Only call it while no test case runs (from a spec anchor's `run()` or an observer): XCTest
/// has no current test case afterwards.
enum FailureCapture {
    static func run(_ body: () -> Void, onFailure: @escaping (SpecFailure) -> Void) {
        withoutActuallyEscaping(body) { body in
            let capture = SpecCase(name: "capturing_failures") { _ in }
            capture.capture = SpecCase.Capture(body: body) { message, file, line in
                onFailure(SpecFailure(.expectationFailed, message, file: file, line: line))
            }
            XCTestRoute.shared.capturing(capture) { capture.perform(SilentRun(test: capture)) }
            capture.capture = nil
        }
    }

    /// XCTest's own message prefix for `XCTFail("…")`: dropped when the failure is reported again.
    static func message(from description: String) -> String {
        // Compared by scalars: a message that starts with a combining mark joins the prefix's
        // last space into one character, which `hasPrefix` would not match.
        let prefix = "failed - ".unicodeScalars
        guard description.unicodeScalars.starts(with: prefix) else { return description }
        return String(description.unicodeScalars.dropFirst(prefix.count))
    }
}

/// A test run that prints and counts nothing: XCTest's observers never hear of it.
final class SilentRun: XCTestCaseRun {
    override func start() {}
    override func stop() {}
}
#endif
